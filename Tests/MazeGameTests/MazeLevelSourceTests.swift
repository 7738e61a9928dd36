import ArcadeKit
import Drawing
import FileSystem
import GameKit
import Levels
import TestSupport
import Testing

@testable import MazeGame

/// Starting the game and the editor from a setup: level numbers, files and the level list.
@Suite("Maze level source")
struct MazeLevelSourceTests {
  static func setup(level: String? = nil, direct: Bool = true) -> GameSetup {
    GameSetup(
      seed: 3, builtInLevelsDirectory: shippedLevelsDirectory, userLevelsDirectory: "/nonexistent-maze-user",
      level: level, direct: direct)
  }

  @Test func levelNumberStartsThatLevelOfTheRun() throws {
    let scene = try #require(
      try MazeGame.entry(levels: .live).makeScene(MazeLevelSourceTests.setup(level: "3")) as? MazeScene)
    #expect(scene.game.maze.name == "Winding way")
    #expect(scene.game.label == "3/8")
    #expect(scene.seed == 3)
  }

  @Test func levelNumberOutOfRangeListsTheLevels() throws {
    let error = try #require(throws: LevelChoiceError.self) {
      try MazeLevelSource.makeScene(MazeLevelSourceTests.setup(level: "9"), levels: .live)
    }
    guard case .noSuchNumber("9", let levels) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(levels.count == 8 && levels.first == "First steps")
  }

  @Test func levelFileIsPlayedAlone() throws {
    let path = shippedLevelsDirectory + "/maze/02-corridors.level"
    let scene = try #require(
      try MazeGame.entry(levels: .live).makeScene(MazeLevelSourceTests.setup(level: path)) as? MazeScene)
    #expect(scene.levels.count == 1)
    #expect(scene.game.maze.name == "Corridors")
  }

  @Test func levelFileOfAnotherGameIsRefused() {
    let path = shippedLevelsDirectory + "/balls/01-first-spark.level"
    #expect(throws: LevelChoiceError.otherGame(path: path, found: "balls", expected: "maze")) {
      try MazeLevelSource.makeScene(MazeLevelSourceTests.setup(level: path), levels: .live)
    }
  }

  @Test func menuStartShowsTheLevelListWithANewMazeRow() throws {
    let scene = try #require(
      try MazeGame.entry(levels: .live).makeScene(MazeLevelSourceTests.setup(direct: false)) as? MazeLevelListScene)
    #expect(scene.levels.count == 8)
    #expect(scene.nextNumber == 1)
    let canvas = {
      var c = Canvas(size: Size(width: 80, height: 24))
      scene.render(into: &c)
      return c
    }()
    let lines = canvas.lines()
    #expect(lines.contains { $0.contains("First steps") && $0.contains(" 7.00 s") })
    #expect(lines.contains { $0.contains("Edit a new maze") })
  }

  @Test func editingABuiltInLevelSavesACopyInTheUserFolder() throws {
    let path = shippedLevelsDirectory + "/maze/01-first-steps.level"
    let editor = try #require(
      try MazeGame.entry(levels: .live).makeEditor?(MazeLevelSourceTests.setup(), path) as? MazeEditorScene)
    #expect(editor.target == .newFile(userLevels: "/nonexistent-maze-user", game: "maze", number: 1))
    #expect(editor.name == "First steps")
    #expect(editor.grid.shortestPath == 18)
  }

  /// `arcade edit maze 3`: the third maze, built in, opened as a copy for the user's folder.
  @Test func editingALevelNumberOpensThatBuiltInLevelAsACopy() throws {
    let editor = try #require(
      try MazeGame.entry(levels: .live).makeEditor?(MazeLevelSourceTests.setup(), "3") as? MazeEditorScene)
    #expect(editor.name == "Winding way")
    #expect(editor.target == .newFile(userLevels: "/nonexistent-maze-user", game: "maze", number: 1))
    #expect(throws: LevelEditorSource.OpenError.levelOutOfRange(game: "maze", requested: 9, available: 8)) {
      try MazeGame.entry(levels: .live).makeEditor?(MazeLevelSourceTests.setup(), "9")
    }
  }

  /// `arcade edit maze PATH` of a file outside the built-in folder edits that file in place.
  @Test func editingAnOwnFileEditsItInPlace() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("mine.level")
    try TestFiles.write("game: maze\nname: Mine\nmap:\n#####\n#S.G#\n#####\n", to: path)
    let editor = try #require(
      try MazeGame.entry(levels: .live).makeEditor?(MazeLevelSourceTests.setup(), path) as? MazeEditorScene)
    #expect(editor.name == "Mine")
    #expect(editor.target == .file(path))
  }

  @Test func editingAMissingFileStartsANewMazeSavedThere() throws {
    let editor = try #require(
      try MazeGame.entry(levels: .live).makeEditor?(MazeLevelSourceTests.setup(), "/nonexistent-dir/x.level")
        as? MazeEditorScene)
    #expect(editor.target == .file("/nonexistent-dir/x.level"))
    #expect(editor.name.isEmpty)
  }

  /// Levels, existence checks and the built-in test of the editor all go through the entry's
  /// `FileSystemClient`: here one in memory, with no disk.
  @Test func levelsAndFilesComeFromTheEntrysFileSystem() throws {
    let maze = { (name: String) in "game: maze\nname: \(name)\nmap:\n#####\n#S.G#\n#####\n" }
    let fs = FileSystemClient.inMemory(files: [
      "/built/maze/01-one.level": maze("One"),
      "/built/maze/02-two.level": maze("Two"),
      "/home/levels/maze/03-mine.level": maze("Mine"),
    ])
    let entry = MazeGame.entry(levels: LevelReader(fileSystem: fs))
    let setup = GameSetup(
      seed: 3, builtInLevelsDirectory: "/built", userLevelsDirectory: "/home/levels", level: "3", direct: true)
    let scene = try #require(try entry.makeScene(setup) as? MazeScene)
    #expect(scene.game.maze.name == "Mine")
    #expect(scene.game.label == "3/3")

    var editing = setup
    editing.level = nil
    let builtIn = try #require(try entry.makeEditor?(editing, "/built/maze/../maze/02-two.level") as? MazeEditorScene)
    #expect(builtIn.name == "Two")
    #expect(builtIn.target == .newFile(userLevels: "/home/levels", game: "maze", number: 4))
    let own = try #require(try entry.makeEditor?(editing, "/home/levels/maze/03-mine.level") as? MazeEditorScene)
    #expect(own.target == .file("/home/levels/maze/03-mine.level"))
    let new = try #require(try entry.makeEditor?(editing, "/home/levels/maze/09-new.level") as? MazeEditorScene)
    #expect(new.target == .file("/home/levels/maze/09-new.level"))
    #expect(new.name.isEmpty)
  }

  @Test func slugsAndFileNamesAreTidy() {
    #expect(LevelFileNaming.slug(for: "  Spiral of Doom!! ", fallback: "maze") == "spiral-of-doom")
    #expect(LevelFileNaming.slug(for: "Ünïcode ✓", fallback: "maze") == "n-code")
    #expect(LevelFileNaming.slug(for: "###", fallback: "maze") == "maze")
    #expect(LevelFileNaming.fileName(number: 3, name: "A b", fallback: "maze") == "03-a-b.level")
    #expect(LevelFileNaming.fileName(number: 120, name: "x", fallback: "maze") == "120-x.level")
  }
}
