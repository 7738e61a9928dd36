import ArcadeKit
import FoundationEssentials
import Replays
import Scores

/// Finding the replays kept with scores: one entry's, or the best of each game for watching.
public enum StoredReplays {
  /// A replay found in the store, with the caption a `ReplayScene` shows.
  public struct Found: Sendable {
    /// The board it was kept on and its place there.
    public var board: String
    public var rank: Int
    /// The replay.
    public var replay: Replay
    /// Who played and what they scored (`Ann 12.3 s`).
    public var caption: String

    /// Creates a found replay.
    public init(board: String, rank: Int, replay: Replay, caption: String) {
      self.board = board
      self.rank = rank
      self.replay = replay
      self.caption = caption
    }
  }

  /// Why no replay was found.
  public struct Missing: Error, CustomStringConvertible {
    public var description: String
  }

  /// The board of `game` to look in: its `main` board (the default start's, `balls/from-1`)
  /// or `game`'s own board if it has one, else the game's board with the newest entry (Maze
  /// keeps one board per level).
  public static func board(of game: String, main: String? = nil, in file: ScoreFile) -> String? {
    let ids = file.boardIDs(of: game)
    if let main, ids.contains(main) { return main }
    if ids.contains(game) { return game }
    return ids.max { newest(file.boards[$0]) < newest(file.boards[$1]) }
  }

  /// The replay of the entry at `rank` (1-based) on `board`.
  public static func entry(at rank: Int, on board: String, in file: ScoreFile) throws(Missing) -> Found {
    guard let entries = file.boards[board]?.entries, !entries.isEmpty else {
      throw Missing(description: "board \(board) has no scores yet")
    }
    guard entries.indices.contains(rank - 1) else {
      throw Missing(
        description: "board \(board) has \(entries.count) entries; choose --rank from 1 to \(entries.count)")
    }
    let entry = entries[rank - 1]
    guard let text = entry.replay else {
      let score = ScoreFormat.score(entry.score, timeMilliseconds: entry.timeMilliseconds)
      throw Missing(description: "no replay was kept for #\(rank) on \(board) (\(entry.name) \(score))")
    }
    do {
      let replay = try ReplayText.decode(text: text, source: ReplayVerifier.source(board: board, rank: rank))
      return Found(board: board, rank: rank, replay: replay, caption: caption(entry))
    } catch {
      throw Missing(description: "\(error)")
    }
  }

  /// The run worth watching kept for each game in `games` order, for attract mode: on its main
  /// board (`mainBoards`, by game) or its own, else on the board with the newest entry, the entry
  /// with a replay that reads that went furthest (the highest level reached: a Balls run through
  /// five levels before a two-key run of one, however it scored), the best ranked among those.
  public static func best(of games: [String], mainBoards: [String: String] = [:], in file: ScoreFile) -> [Found] {
    games.compactMap { game in
      guard let board = board(of: game, main: mainBoards[game], in: file), let entries = file.boards[board]?.entries
      else { return nil }
      // Ranks by the level reached, furthest first, then in the board's order.
      let ranks = entries.indices.sorted { first, second in
        let (reached, other) = (entries[first].level ?? 0, entries[second].level ?? 0)
        return reached != other ? reached > other : first < second
      }.map { $0 + 1 }
      for rank in ranks {
        if let found = try? entry(at: rank, on: board, in: file) { return found }
      }
      return nil
    }
  }

  /// `Ann 12.3 s`: the name and the score as boards show it.
  static func caption(_ entry: ScoreEntry) -> String {
    "\(entry.name) \(ScoreFormat.score(entry.score, timeMilliseconds: entry.timeMilliseconds))"
  }

  private static func newest(_ board: ScoreBoard?) -> Date {
    board?.entries.map(\.date).max() ?? .distantPast
  }
}
