import ArcadeKit
import Catalog
import FileSystem
import GameKit
import Launcher
import Levels
import Testing

/// The registry collects each game's level format, in menu order, and hands every game a
/// reader that knows them all.
@Suite struct GameRegistryLevelsTests {
  static let files = FileSystemClient.inMemory(files: [
    "/built/balls/01-only.level": "game: balls\nname: Only\nballs: 6\ntarget: 2\n",
    "/home/maze.level": "game: maze\nname: Fine\nmap:\n#####\n#S.G#\n#####\n",
    "/home/broken-maze.level": "game: maze\nname: Broken\nmap:\n#####\n#S#G#\n#####\n",
    "/home/typo.level": "game: mazze\nname: Typo\nmap:\n#####\n#S.G#\n#####\n",
  ])
  static let registry = GameCatalog.registry(fileSystem: files)

  static func setup(level: String) -> GameSetup {
    GameSetup(seed: 3, builtInLevelsDirectory: "/built", level: level, direct: true)
  }

  @Test func theFormatsAreTheGamesInMenuOrder() {
    #expect(Self.registry.levelFormats.games == Self.registry.ids)
  }

  @Test func aLevelOfAnotherGameSaysWhoseItIs() throws {
    let entry = try #require(Self.registry.entry(id: "balls"))
    #expect(throws: LevelChoiceError.otherGame(path: "/home/maze.level", found: "maze", expected: "balls")) {
      try entry.makeScene(Self.setup(level: "/home/maze.level"))
    }
    // A broken level of another game is reported as that game reads it; a misspelt game by name.
    let broken = try #require(throws: LevelChoiceError.self) {
      try entry.makeScene(Self.setup(level: "/home/broken-maze.level"))
    }
    #expect(broken.description.contains("the goal cannot be reached"))
    let typo = try #require(throws: LevelChoiceError.self) {
      try entry.makeScene(Self.setup(level: "/home/typo.level"))
    }
    #expect(typo.description == "/home/typo.level:1:7: error: unknown game 'mazze'; did you mean 'maze'?")
  }
}
