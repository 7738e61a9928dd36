import ArcadeKit
import Levels
import Replays

// MARK: - LevelCode

/// A level as one line to paste anywhere: `arcade:1:<game>:` and the level's canonical text,
/// compressed and in base64url; optionally `:` and its author's proof, the replay of a game of
/// it that ends with a score (a share code's body). `arcade open CODE` checks the level as a
/// file is checked, verifies the proof, then plays the level or saves it.
public struct LevelCode: Sendable {
  /// The codes this arcade reads and writes (`1`).
  public static let version = "1"
  /// The largest code read: 64 KiB.
  public static let maximumLength = 64 * 1024

  /// The level.
  public let level: Level
  /// The author's game of it, if the code carries one.
  public let proof: Replay?

  /// A code for `level`, with `proof` when given.
  public init(level: Level, proof: Replay? = nil) {
    self.level = level
    self.proof = proof
  }

  /// The code.
  public var text: String {
    var code =
      "arcade:\(Self.version):\(level.game):" + ShareCode.base64url(ShareCode.compress(Array(level.canonicalText.utf8)))
    if let proof { code += ":" + ShareCode.base64url(ShareCode.compress(Array(ReplayText.encode(proof).utf8))) }
    return code
  }

  /// Reads a code: its level, checked by its game's format in `formats` as a file would be, and
  /// its proof, if any; throws a `ShareCode.Problem` saying what is wrong.
  public init(code: String, formats: LevelFormats) throws(ShareCode.Problem) {
    let trimmed = ShareCode.withoutWhitespace(code)
    guard trimmed.utf8.count <= Self.maximumLength else {
      throw ShareCode.Problem(description: "the code is longer than 64 KiB: a level code is never that long")
    }
    let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 4 || parts.count == 5, parts[0] == "arcade" else {
      throw ShareCode.Problem(description: "a level code reads arcade:1:GAME:… (was it cut?)")
    }
    guard parts[1] == Self.version else {
      throw ShareCode.Problem(description: "this is a version \(parts[1].prefix(8)) code; this arcade reads version 1")
    }
    let game = String(parts[2])
    let text = try ShareCode.unpack(parts[3], limit: LevelLimits.maxFileBytes, naming: "the level in the code")
    let level: Level
    do {
      level = try formats.parse(bytes: text, path: "the code's level")
    } catch {
      throw ShareCode.Problem(description: "\(error)")
    }
    guard level.game == game else {
      throw ShareCode.Problem(description: "the code says \(game) but carries a \(level.game) level")
    }
    self.level = level
    guard parts.count == 5 else {
      proof = nil
      return
    }
    let replayText = try ShareCode.unpack(parts[4], limit: ReplayLimits.maximumBytes, naming: "the author's proof")
    do {
      proof = try ReplayText.decode(text: String(decoding: replayText, as: UTF8.self), source: "the code's proof")
    } catch {
      throw ShareCode.Problem(description: "the author's proof is no replay: \(error)")
    }
  }

  /// What the proof shows: verified when it is a game of this very level that plays to the end
  /// with the score it claims; nil without a proof.
  public func proofVerdict(registry: GameRegistry) -> ReplayVerdict? {
    guard let proof else { return nil }
    let identity = level.identity.description
    guard proof.header.game == level.game, proof.header.levels.indices.contains(proof.header.startIndex),
      proof.header.levels[proof.header.startIndex].identity == identity
    else { return .mismatched(reason: "the proof is a game of another level") }
    return ReplayVerifier(registry: registry).verdict(of: proof)
  }
}
