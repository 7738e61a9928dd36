import ArcadeKit
import Glibc
import Levels
import TestSupport
import Testing

@testable import HolesGame

/// Choosing tables from the level folders and `--level`.
@Suite struct HolesTablesTests {
  /// The package's `Levels` folder, found from this file's path.
  static let levelsDirectory: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/Levels"
  }()

  static func setup(level: String? = nil) -> GameSetup {
    GameSetup(seed: 3, builtInLevelsDirectory: levelsDirectory, level: level, direct: true)
  }

  @Test func builtInTablesLoadInOrderStartingWithTheSeedsTable() throws {
    let tables = try HolesTables.load(for: Self.setup(), levels: .live)
    #expect(tables.tables.count >= 4)
    #expect(tables.startIndex == 0)
    #expect(tables.tables[0].holes == HolesTables.original.holes)
    #expect(tables.tables[0].rotation == HolesTable.defaultRotation)
    #expect(tables.tables.contains { !$0.walls.isEmpty })
  }

  @Test func levelNumberChoosesTheStartTable() throws {
    let tables = try HolesTables.load(for: Self.setup(level: "3"), levels: .live)
    #expect(tables.startIndex == 2)
    let scene = try #require(try HolesGame.entry(levels: .live).makeScene(Self.setup(level: "3")) as? HolesScene)
    #expect(scene.game.tableIndex == 2)
  }

  @Test func levelNumberOutOfRangeSaysWhichExist() throws {
    let error = try #require(throws: LevelChoiceError.self) {
      try HolesTables.load(for: Self.setup(level: "99"), levels: .live)
    }
    guard case .noSuchNumber("99", let levels) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(levels.count == 4)
  }

  @Test func levelFileOfAnotherGameIsRefused() throws {
    let maze = Self.levelsDirectory + "/maze/01-first-steps.level"
    #expect(throws: LevelChoiceError.otherGame(path: maze, found: "maze", expected: "holes")) {
      try HolesTables.load(for: Self.setup(level: maze), levels: .live)
    }
  }

  @Test func levelFilePlaysOnlyThatTable() throws {
    let path = Self.levelsDirectory + "/holes/03-whirlpool.level"
    let tables = try HolesTables.load(for: Self.setup(level: path), levels: .live)
    #expect(tables.tables.count == 1)
    #expect(tables.tables[0].name == "Whirlpool")
  }

  @Test func missingLevelFileListsTheTables() {
    #expect(throws: LevelChoiceError.self) {
      try HolesTables.load(for: Self.setup(level: "/nonexistent/table.level"), levels: .live)
    }
  }

  @Test func unplayableTableFileIsRefusedWithAMessageNamingIt() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("free-points.level")
    try TestFiles.write("game: holes\nname: Free points\nstart: 0 0\nhole: 0.5 0.5 25\n", to: path)
    do {
      _ = try HolesGame.entry(levels: .live).makeScene(Self.setup(level: path))
      Issue.record("a table whose start scores by itself was accepted")
    } catch let error as LevelChoiceError {
      #expect("\(error)".hasPrefix("\(path):3:8: error: the ball starts within reach of the flag"))
    }
  }

  @Test func unplayableTableInTheLevelFolderIsLeftOut() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    _ = mkdir(folder.file("holes"), 0o755)
    try TestFiles.write(
      "game: holes\nname: Good\nhole: 0.5 0.5 25\n", to: folder.file("holes/01-good.level"))
    try TestFiles.write(
      "game: holes\nname: Split\nhole: 0.2 0.8 20\nwall: 0.5 0 0.02 1\n",
      to: folder.file("holes/02-split.level"))
    let setup = GameSetup(seed: 3, builtInLevelsDirectory: folder.path, direct: true)
    #expect(try HolesTables.load(for: setup, levels: .live).tables.map(\.name) == ["Good"])
  }

  @Test func noLevelFoldersStillPlaysTheSeedsTable() throws {
    let tables = try HolesTables.load(for: GameSetup(seed: 1), levels: .live)
    #expect(tables.tables == [HolesTables.original])
  }

  /// With no table files, the original table is the one table there is: `--level 1` plays it.
  @Test func levelOneWithNoTableFilesPlaysTheOriginalTable() throws {
    let tables = try HolesTables.load(
      for: GameSetup(seed: 1, builtInLevelsDirectory: "/nonexistent-holes", level: "1"), levels: .live)
    #expect(tables.tables == [HolesTables.original])
    #expect(tables.startIndex == 0)
    #expect(throws: LevelChoiceError.self) {
      try HolesTables.load(
        for: GameSetup(seed: 1, builtInLevelsDirectory: "/nonexistent-holes", level: "2"), levels: .live)
    }
  }
}
