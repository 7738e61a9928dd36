import ArcadeKit
import BallsGame
import Levels
import Testing

/// The levels that ship with the arcade, and how `--level` picks among them.
@Suite struct ShippedLevelsTests {
  @Test func theTenOriginalLevelsLoadWithTheSeedsNumbers() throws {
    let scene = try BallsScene(setup: TestLevels.setup(seed: 1), levels: .live)
    let numbers = scene.levels.prefix(10).map { [$0.balls, $0.target] }
    let seed: [[Int]] = [
      [4, 1], [4, 2], [8, 4], [15, 7], [25, 12], [30, 17], [30, 20], [30, 25], [30, 28], [30, 30],
    ]
    #expect(numbers == seed)
    // GAMES.md: explosions turn at radius 61, as the original code grew them.
    #expect(scene.levels.prefix(10).allSatisfy { $0.explosionRadius == 61 })
    #expect(scene.game.levelNumber == scene.startIndex + 1)
    #expect(scene.game.levelIndex == 0)
  }

  @Test func bigBangLevelFollowsWithTwoThousandBalls() throws {
    let scene = try BallsScene(setup: TestLevels.setup(seed: 1, level: "11"), levels: .live)
    #expect(scene.game.currentLevel.balls == 2000)
    #expect(scene.game.levelNumber == 11)
  }

  @Test func levelNumberStartsThere() throws {
    let scene = try BallsScene(setup: TestLevels.setup(seed: 1, level: "6"), levels: .live)
    #expect(scene.game.currentLevel.balls == 30)
    #expect(scene.game.currentLevel.target == 17)
  }

  @Test func levelNumberOutOfRangeListsTheLevels() throws {
    let error = try #require(throws: LevelChoiceError.self) {
      try BallsScene(setup: TestLevels.setup(seed: 1, level: "99"), levels: .live)
    }
    guard case .noSuchNumber("99", let levels) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(levels.count == 11)
  }

  @Test func levelFilePathPlaysThatFileAlone() throws {
    let path = TestLevels.builtInDirectory + "/balls/03-half-the-field.level"
    let scene = try BallsScene(setup: TestLevels.setup(seed: 1, level: path), levels: .live)
    #expect(scene.levels.count == 1)
    #expect(scene.game.currentLevel.balls == 8)
  }

  @Test func levelFileOfAnotherGameIsRefused() throws {
    let maze = TestLevels.builtInDirectory + "/maze"
    let files = maze + "/01-first-steps.level"
    #expect(files.hasPrefix(maze))
    #expect(throws: LevelChoiceError.otherGame(path: files, found: "maze", expected: "balls")) {
      try BallsScene(setup: TestLevels.setup(seed: 1, level: files), levels: .live)
    }
  }

  @Test func missingLevelFileNamesTheFile() {
    do {
      _ = try BallsScene(setup: TestLevels.setup(seed: 1, level: "/nonexistent/x.level"), levels: .live)
      Issue.record("a missing file must not start a game")
    } catch {
      #expect("\(error)".contains("/nonexistent/x.level"))
    }
  }

  @Test func noLevelFolderIsAReadableError() {
    #expect(throws: BallsSetupError.self) {
      try BallsScene(setup: GameSetup(seed: 1, builtInLevelsDirectory: "/nonexistent-levels"), levels: .live)
    }
  }
}
