import ArcadeKit
import Levels
import Physics
import TestSupport
import Testing

@testable import MazeGame

/// Two rules of the Maze pinned on their own: it steps at its rate, and its ball is smaller
/// than half a cell.
@Suite("Maze rate and ball size")
struct MazeRateAndBallTests {
  @Test func mazeStepsAtItsRateOfSixtyPerSecond() {
    var driver = MazeSceneTests.driver()
    #expect(MazePhysics.stepsPerSecond == 60)
    #expect(driver.scene.stepsPerSecond == Double(MazePhysics.stepsPerSecond))
    driver.press(.character("d"))
    driver.step(60)
    #expect(driver.scene.game.steps == 60)
    // Sixty steps are one second on the clock.
    #expect(Maze.seconds(steps: driver.scene.game.steps) == "1.00 s")
    #expect(MazePhysics.milliseconds(steps: 60) == 1000)
  }

  @Test func mazeBallRadiusIsBelowHalfACell() throws {
    #expect(MazePhysics.ballRadius < MazePhysics.cellSize / 2)
    let board = try MazeBoard(maze: MazeSceneTests.box)
    #expect(board.ball.radius == MazePhysics.ballRadius)
    // So it rolls along a one-cell corridor without touching both sides at once.
    #expect(2 * board.ball.radius < MazePhysics.cellSize)
  }
}
