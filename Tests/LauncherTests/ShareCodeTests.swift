import ArcadeKit
import Replays
import Testing

@testable import Launcher

/// Share codes: a replay in one line that reads back to itself; a code with anything appended,
/// removed or changed is refused with the reason; whitespace in it is not part of it.
@Suite struct ShareCodeTests {
  static let replay = Replay(
    header: ReplayHeader(game: "maze", board: "maze/daily-2026-11-25", rulesVersion: 1, seed: 42),
    events: [], steps: 120, score: 7)

  @Test func aCodeReadsBackToItsReplay() throws {
    let code = ShareCode.code(of: Self.replay)
    #expect(code.hasPrefix("arcade:1:replay:"))
    #expect(code.allSatisfy { $0.isASCII && !$0.isWhitespace })
    let back = try ShareCode.replay(from: code)
    #expect(ReplayText.encode(back) == ReplayText.encode(Self.replay))
  }

  @Test func base64urlRoundTripsEveryLength() {
    for length in 0..<40 {
      let bytes = (0..<length).map { UInt8(($0 * 37 + length) % 256) }
      #expect(ShareCode.fromBase64url(Substring(ShareCode.base64url(bytes))) == bytes)
    }
  }

  /// What reading `code` says is wrong with it (nil: it reads).
  static func problem(_ code: String) -> String? {
    do {
      _ = try ShareCode.replay(from: code)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func aChangedOrCutCodeIsRefusedWithTheReason() throws {
    let code = ShareCode.code(of: Self.replay)
    #expect(Self.problem(String(code.dropLast(6))) == "the code is cut short: copy the code whole")
    var changed = Array(code)
    let index = code.count - 10
    changed[index] = changed[index] == "A" ? "B" : "A"
    #expect(
      Self.problem(String(changed))
        == "the code was changed (a character is wrong, missing or extra): copy the code whole")
    #expect(
      Self.problem("arcade:1:replay:abc$def")
        == "the code has a character no code has (character 4 of it): copy the code whole, as it was given")
    #expect(
      Self.problem("arcade:1:maze:abc")
        == "this is not a replay code of this arcade (expected it to start with arcade:1:replay:)")
  }

  @Test func aCodeWithAnythingAppendedOrRemovedIsRefused() throws {
    let code = ShareCode.code(of: Self.replay)
    // However many characters follow it, whatever their bits: zlib's data ends before them.
    for appended in ["A", "AA", "AAA", "AAAA", "x", "_-", "Zm9v", String(code.suffix(7))] {
      #expect(
        Self.problem(code + appended)
          == "the code is \(appended.count) character\(appended.count == 1 ? "" : "s") longer than it should be: copy the code whole, and nothing after it",
        "\(appended)")
    }
    for cut in 1...8 {
      #expect(Self.problem(String(code.dropLast(cut))) == "the code is cut short: copy the code whole", "\(cut) cut")
    }
    // A character removed, or one put in, inside the code.
    var removed = code
    removed.remove(at: removed.index(removed.startIndex, offsetBy: ShareCode.prefix.count + 20))
    #expect(Self.problem(removed)?.hasPrefix("the code was changed") == true, "\(Self.problem(removed) ?? "read")")
    var inserted = code
    inserted.insert("Q", at: inserted.index(inserted.startIndex, offsetBy: ShareCode.prefix.count + 20))
    #expect(Self.problem(inserted)?.hasPrefix("the code was changed") == true, "\(Self.problem(inserted) ?? "read")")
    // The last character's spare bits are part of the code too.
    let last = code.last!
    let symbols = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    let value = symbols.firstIndex(of: last)!
    let spare = symbols[value ^ 1]
    #expect(Self.problem(String(code.dropLast()) + String(spare)) != nil)
  }

  @Test func whitespaceAMailClientPutsInIsNoPartOfACode() throws {
    let code = ShareCode.code(of: Self.replay)
    let back = try ShareCode.replay(from: code)
    #expect(try ShareCode.replay(from: "  " + code + "\n") == back, "spaces around a pasted code do not matter")
    // Wrapped at 20 characters, with the indent and line ends of a quoted mail.
    var wrapped = ""
    for (index, character) in code.enumerated() {
      if index > 0, index % 20 == 0 { wrapped += "\r\n    " }
      wrapped.append(character)
    }
    #expect(try ShareCode.replay(from: wrapped) == back)
    #expect(try ShareCode.replay(from: code.replacingOccurrences(of: ":", with: ": ")) == back)
  }

  @Test func aCodeThatUnpacksTooFarIsRefused() {
    // A zlib bomb: 4 MiB of zeros packs into a few kilobytes.
    let bomb = ShareCode.prefix + ShareCode.base64url(ShareCode.compress([UInt8](repeating: 0, count: 4 << 20)))
    #expect(throws: ShareCode.Problem.self) { try ShareCode.replay(from: bomb) }
  }
}
