import ArcadeKit
import Testing

@testable import Launcher

/// Share codes: a replay in one line that reads back to itself; a changed or cut code is refused
/// with the reason.
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
    #expect(try ShareCode.replay(from: "  " + code + "\n") == back, "spaces around a pasted code do not matter")
  }

  @Test func base64urlRoundTripsEveryLength() {
    for length in 0..<40 {
      let bytes = (0..<length).map { UInt8(($0 * 37 + length) % 256) }
      #expect(ShareCode.fromBase64url(Substring(ShareCode.base64url(bytes))) == bytes)
    }
  }

  @Test func aChangedOrCutCodeIsRefusedWithTheReason() throws {
    let code = ShareCode.code(of: Self.replay)
    let cut = String(code.dropLast(6))
    #expect(throws: ShareCode.Problem.self) { try ShareCode.replay(from: cut) }
    var changed = Array(code)
    let index = code.count - 10
    changed[index] = changed[index] == "A" ? "B" : "A"
    #expect(throws: ShareCode.Problem.self) { try ShareCode.replay(from: String(changed)) }
    #expect(
      throws: ShareCode.Problem(
        description: "the code has characters a code never has: it was changed or cut; copy it again")
    ) {
      try ShareCode.replay(from: "arcade:1:replay:abc$def")
    }
    #expect(
      throws: ShareCode.Problem(
        description: "this is not a replay code of this arcade (expected it to start with arcade:1:replay:)")
    ) {
      try ShareCode.replay(from: "arcade:1:maze:abc")
    }
  }

  @Test func aCodeThatUnpacksTooFarIsRefused() {
    // A zlib bomb: 4 MiB of zeros packs into a few kilobytes.
    let bomb = ShareCode.prefix + ShareCode.base64url(ShareCode.compress([UInt8](repeating: 0, count: 4 << 20)))
    #expect(throws: ShareCode.Problem.self) { try ShareCode.replay(from: bomb) }
  }
}
