import ArcadeKit
import BallsGame
import FileSystem
import HolesGame
import Levels
import PaddlesGame
import Testing

/// Every game reads its levels through the file client its entry is made with, so a game can be
/// started on levels that exist only in memory.
@Suite struct GameEntryFileSystemTests {
  static let files = FileSystemClient.inMemory(files: [
    "/built/balls/01-only.level": "game: balls\nname: Only in memory\nballs: 6\ntarget: 2\n",
    "/built/holes/01-only.level": "game: holes\nname: Memory table\nhole: 0.5 0.5 25\n",
    "/built/paddles/01-only.level": "game: paddles\nname: Memory arena\n",
  ])
  static let setup = GameSetup(seed: 3, builtInLevelsDirectory: "/built", direct: true)

  @Test func ballsPlaysTheLevelItWasGiven() throws {
    let scene = try #require(
      try BallsGame.entry(levels: LevelReader(fileSystem: Self.files)).makeScene(Self.setup) as? BallsScene)
    #expect(scene.game.currentLevel.name == "Only in memory")
  }

  @Test func holesPlaysTheTableItWasGiven() throws {
    let scene = try #require(
      try HolesGame.entry(levels: LevelReader(fileSystem: Self.files)).makeScene(Self.setup) as? HolesScene)
    #expect(scene.levels.map(\.name) == ["Memory table"])
  }

  @Test func paddlesPlaysTheArenaItWasGiven() throws {
    let scene = try #require(
      try PaddlesGame.entry(levels: LevelReader(fileSystem: Self.files)).makeScene(Self.setup) as? PaddlesScene)
    #expect(scene.game.match.arena.name == "Memory arena")
  }

  @Test func withNothingInMemoryTheGamesSayWhatIsMissing() {
    let empty = FileSystemClient.inMemory(files: [:])
    #expect(throws: (any Error).self) {
      try BallsGame.entry(levels: LevelReader(fileSystem: empty)).makeScene(Self.setup)
    }
  }
}
