import ArcadeKit
import Levels
import TestSupport
import Testing

@testable import MazeGame

/// Every shipped maze is solvable and is finished by a scripted player pressing tilt keys.
@Suite("Shipped mazes")
struct ShippedMazeTests {
  static let levels: [LoadedLevel] = LevelLibrary(
    directories: LevelDirectories(builtIn: shippedLevelsDirectory, user: nil), fileSystem: .live
  ).load(MazeLevel.format).levels

  @Test func allEightShippedMazesLoadWithoutFailures() {
    let collection = LevelLibrary(
      directories: LevelDirectories(builtIn: shippedLevelsDirectory, user: nil), fileSystem: .live
    ).load(MazeLevel.format)
    #expect(collection.failures.isEmpty)
    #expect(collection.playable.count == 8)
  }

  @Test(arguments: 0..<8)
  func scriptedPlayerFinishesShippedMaze(index: Int) throws {
    let loaded = try #require(ShippedMazeTests.levels.indices.contains(index) ? ShippedMazeTests.levels[index] : nil)
    guard let maze = loaded.level.model(as: MazeLevel.self) else {
      Issue.record("not a maze")
      return
    }
    var follower = try #require(PathFollower(maze: maze))
    var driver = SceneDriver(
      try MazeScene(mazes: [maze], seed: 7))
    var finished = false
    for _ in 0..<30_000 {
      let wanted = follower.wantedTilt(for: driver.scene.game.board.ball)
      for key in keys(toTurn: driver.scene.game.tilt, into: wanted) { driver.press(key) }
      if driver.scene.game.phase == .ready { driver.press(.right, .left) }
      driver.step()
      #expect(!ballOverlapsSolid(driver.scene.game.board))
      if case .finished = driver.scene.game.phase {
        finished = true
        break
      }
    }
    #expect(finished, "\(maze.name): the ball stopped at \(driver.scene.game.board.ball.position)")
    let seconds = Double(driver.scene.game.steps) / 60
    print("scripted run: \(maze.name) in \(driver.scene.game.steps) steps (\(seconds) s), par \(maze.par ?? 0) s")
  }
}
