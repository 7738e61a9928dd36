import ArcadeKit
import Scores

/// Proves scores: plays each entry's replay headless and compares the score it ends with.
public struct ReplayVerifier: Sendable {
  /// One entry's result.
  public struct Check: Hashable, Sendable {
    /// The board's id.
    public var board: String
    /// The entry's 1-based place on the board.
    public var rank: Int
    /// The entry's name and score, as stored.
    public var name: String
    public var score: Int
    /// What the replay proved.
    public var verdict: ReplayVerdict
  }

  /// The games whose replays can be played.
  public let registry: GameRegistry

  /// Creates a verifier for the games in `registry`.
  public init(registry: GameRegistry) {
    self.registry = registry
  }

  /// Checks every entry of `file`'s boards (only `game`'s when given), board by board.
  public func check(_ file: ScoreFile, game: String? = nil) -> [Check] {
    file.boardIDs(of: game).flatMap { id in
      (file.boards[id]?.entries ?? []).enumerated().map { index, entry in
        Check(board: id, rank: index + 1, name: entry.name, score: entry.score, verdict: verdict(for: entry, on: id, rank: index + 1))
      }
    }
  }

  /// What `entry`'s replay proves about its score on board `board`.
  public func verdict(for entry: ScoreEntry, on board: String, rank: Int) -> ReplayVerdict {
    guard let text = entry.replay else { return .unverifiable(reason: "no replay was kept") }
    let replay: Replay
    do {
      replay = try ReplayText.decode(text: text, source: Self.source(board: board, rank: rank))
    } catch {
      return .unverifiable(reason: "\(error)")
    }
    guard replay.header.board == board else {
      return .mismatched(reason: "the replay is of board \(replay.header.board)")
    }
    var player: ReplayPlayer
    do {
      player = try registry.player(for: replay)
    } catch {
      return .unverifiable(reason: "the replay \(error)")
    }
    switch player.playToEnd() {
    case .diverged(let why): return .mismatched(reason: "the replay does not fit the game: \(why)")
    case .finished, .closed: break
    }
    guard let replayed = player.finalScore else { return .mismatched(reason: "the replay ends without a score") }
    guard replayed == entry.score else { return .mismatched(reason: "the replay scores \(replayed), the board says \(entry.score)") }
    return .verified
  }

  /// How errors name a replay kept in the store: `scores.json: maze/maze-… #2`.
  public static func source(board: String, rank: Int) -> String { "scores.json: \(board) #\(rank)" }
}
