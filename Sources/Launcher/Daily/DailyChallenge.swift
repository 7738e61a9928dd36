import ArcadeKit
import GameKit
import Levels
import Scores

// MARK: - DailyChallenge

/// A day's challenge: one level of every game whose levels can be generated, made from the
/// date alone, the same for everyone.
///
/// The derivation (version `derivationVersion`): game `g`'s level on day `d` comes from seed
/// `FNV-1a-64("arcade-daily/1/<d>/<g>/<generator version>/level")` and is named `Daily <d>`;
/// the game is played with seed `FNV-1a-64("…/play")`. A game whose generator changes raises its
/// generator version, which changes the seeds of the days after the change only if the arcade
/// keeps the older generator for the days before (it must: a past day's levels never change).
public struct DailyChallenge: Sendable {
  /// The version of the derivation written above.
  public static let derivationVersion = 1

  /// The day.
  public let date: DailyDate
  /// Its games, in menu order.
  public let games: [DailyGame]

  /// The challenge of `date` for the games of `registry` that can generate levels and replay.
  public init(date: DailyDate, registry: GameRegistry) {
    self.date = date
    games = registry.entries.compactMap { entry in
      guard let generator = entry.levels?.generator, entry.replays != nil else { return nil }
      let root = "arcade-daily/\(Self.derivationVersion)/\(date)/\(entry.id)/\(generator.version)"
      let level = generator.generate(Self.seed(root + "/level"), "Daily \(date)")
      return DailyGame(entry: entry, level: level, seed: Self.seed(root + "/play"), date: date)
    }
  }

  /// The game `id` of the day, if it has one.
  public func game(_ id: String) -> DailyGame? {
    games.first { $0.entry.id == id }
  }

  static func seed(_ text: String) -> UInt64 {
    LevelIdentity.fnv1a64(Array(text.utf8))
  }
}

// MARK: - DailyGame

/// One game of a day's challenge: its generated level and seed, and how it starts.
public struct DailyGame: Sendable {
  /// The game.
  public let entry: GameEntry
  /// The day's level.
  public let level: Level
  /// The seed the game is played with.
  public let seed: UInt64
  /// The day.
  public let date: DailyDate

  /// The board of the day's ranked runs of this game (`maze/daily-2026-11-25`).
  public var board: String { "\(entry.id)/\(Self.boardPrefix)\(date)" }

  /// What a day's board id has after its game and before the date.
  static let boardPrefix = "daily-"

  /// The day of a day's board id (`maze/daily-2026-11-25`), or nil for any other board.
  public static func date(ofBoard board: String) -> DailyDate? {
    guard let level = ScoreBoardID.levelOf(board), level.hasPrefix(boardPrefix) else { return nil }
    return DailyDate(String(level.dropFirst(boardPrefix.count)))
  }
  /// Its title (`Maze — daily 2026-11-25`).
  public var boardTitle: String { "\(entry.title) \u{2014} daily \(date)" }

  /// How a run of it starts, as a replay header says: the level's text, the seed, the game's
  /// daily options and the player's keys.
  public func header(keyBindings: KeyBindings) -> ReplayHeader {
    ReplayHeader(
      game: entry.id, board: board, rulesVersion: entry.replays?.rulesVersion ?? 1, seed: seed,
      levels: [ReplayLevel(identity: level.identity.description, text: level.canonicalText)],
      options: entry.dailyOptions,
      keys: entry.keyContext.map { ReplayHeader.keyLines(keyBindings, for: $0) } ?? [])
  }

  /// A new run of it with the player's keys.
  public func scene(keyBindings: KeyBindings) throws -> any Scene {
    guard let replays = entry.replays else { throw ReplayHeaderError("\(entry.title) keeps no replays") }
    return try replays.makeScene(header(keyBindings: keyBindings))
  }
}
