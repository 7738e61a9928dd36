import ArcadeKit
import Levels

// MARK: - HolesTables

/// The tables a game is played on, in order, and the one it starts on.
public struct HolesTables: Hashable, Sendable {
  /// Every table, in play order (built-in by number, then the player's own).
  public var tables: [HolesTable]
  /// Index of the first table of a game.
  public var startIndex: Int

  /// Creates a list; `startIndex` is clamped into it.
  public init(tables: [HolesTable], startIndex: Int = 0) {
    self.tables = tables.isEmpty ? [Self.original] : tables
    self.startIndex = min(max(startIndex, 0), self.tables.count - 1)
  }

  /// The seed's table, used when no level files can be found at all.
  public static let original = HolesTable(
    name: "Original",
    holes: [
      .init(x: 0.2, y: 0.2, radius: 25), .init(x: 0.8, y: 0.2, radius: 25),
      .init(x: 0.5, y: 0.5, radius: 25), .init(x: 0.2, y: 0.8, radius: 25),
      .init(x: 0.8, y: 0.8, radius: 25),
    ])

  // MARK: - Loading

  /// The tables for `setup`: the level folders' tables, starting at `--level N`, or only the
  /// table in `--level FILE`. With no table files, the original table is table 1.
  public static func load(for setup: GameSetup, levels reader: LevelReader) throws -> HolesTables {
    let directories = LevelDirectories(builtIn: setup.builtInLevelsDirectory, user: setup.userLevelsDirectory)
    let pick: LevelPick
    do {
      pick = try reader.pick(setup.level, format: HolesTable.format, directories: directories)
    } catch {
      // No table files at all: the game is played on the original table, which is table 1.
      if case .noSuchNumber(_, let listed) = error, listed.isEmpty, setup.level.map(LevelChoice.init) == .number(1) {
        return HolesTables(tables: [])
      }
      throw error
    }
    switch pick {
    case .file(let level, let path):
      guard let table = level.model(as: HolesTable.self) else {
        throw LevelChoiceError.otherGame(path: path, found: level.game, expected: HolesTable.game)
      }
      return HolesTables(tables: [table])
    case .listed(let collection, let start):
      let tables = collection.playable.compactMap { $0.level.model(as: HolesTable.self) }
      return HolesTables(tables: tables, startIndex: start)
    }
  }
}
