import ArcadeKit
import Levels
import Physics
import TestSupport
import Testing

@testable import MazeGame

/// The shipped pars are measured: each is the computer's time × `MazePar.factor`, rounded up to
/// a second, and a scripted player of human speed earns a medal on every shipped maze. When a
/// maze or the autopilot changes, the failure prints the par to write into the level file.
@Suite("Maze pars")
struct MazeParTests {
  static let levels: [MazeLevel] = ShippedMazeTests.levels.compactMap { loaded in
    loaded.level.model(as: MazeLevel.self)
  }

  @Test func everyShippedParIsTheComputersTimeTimesTheFactor() throws {
    #expect(Self.levels.count == 8)
    for maze in Self.levels {
      let steps = try #require(MazePar.computerSteps(maze), "\(maze.name): the computer finishes")
      let measured = MazePar.measured(maze)
      #expect(
        maze.par == measured,
        "\(maze.name): the computer takes \(TimeText.seconds(milliseconds: MazePhysics.milliseconds(steps: steps))), so par: \(measured.map { String(Int($0)) } ?? "-")"
      )
    }
  }

  @Test func theComputerEarnsGoldEverywhere() throws {
    for maze in Self.levels {
      let steps = try #require(MazePar.computerSteps(maze))
      #expect(
        MazeMedal.earned(milliseconds: MazePhysics.milliseconds(steps: steps), par: maze.par) == .gold, "\(maze.name)")
    }
  }

  /// The pars are a real target: a player of human speed earns a medal everywhere but not
  /// gold everywhere (with the old pars, four times the computer's time, it took gold on all six).
  @Test func aPlayerOfHumanSpeedEarnsAMedalOnEveryShippedMazeButNotGoldOnAll() throws {
    var medals: [MazeMedal?] = []
    for maze in Self.levels {
      let steps = try #require(HumanSpeedPlayer.play(maze), "\(maze.name): the human-speed player finishes")
      let time = MazePhysics.milliseconds(steps: steps)
      let medal = MazeMedal.earned(milliseconds: time, par: maze.par)
      print(
        "human-speed run: \(maze.name) \(TimeText.seconds(milliseconds: time)), par \(maze.par ?? 0) s: \(medal?.name ?? "no medal")"
      )
      #expect(medal != nil, "\(maze.name): \(TimeText.seconds(milliseconds: time)) against par \(maze.par ?? 0) s")
      medals.append(medal)
    }
    #expect(medals.filter { $0 == .gold }.count <= medals.count / 2, "gold is for clean runs: \(medals)")
  }

  @Test func medalsAreGoldWithinParSilverWithinHalfAsMuchAgainBronzeWithinTwice() {
    #expect(MazeMedal.earned(milliseconds: 10_000, par: 10) == .gold)
    #expect(MazeMedal.earned(milliseconds: 10_001, par: 10) == .silver)
    #expect(MazeMedal.earned(milliseconds: 15_000, par: 10) == .silver)
    #expect(MazeMedal.earned(milliseconds: 20_000, par: 10) == .bronze)
    #expect(MazeMedal.earned(milliseconds: 20_001, par: 10) == nil)
    #expect(MazeMedal.earned(milliseconds: 1, par: nil) == nil)
  }
}

/// A scripted player with a person's speed: it looks at the board every `lookEvery` updates
/// and sees it as it was `reaction` updates before (a quarter of a second); like a player who
/// knows how the ball rolls, it works out where the ball is by now under the tilt it has set,
/// wants the tilt the computer would want there, and presses one tilt key per look toward it.
enum HumanSpeedPlayer {
  /// Updates between two key presses: a key every 100 ms at most.
  static let lookEvery = 6
  /// Updates between what happens and the player's key for it: 250 ms.
  static let reaction = 15

  /// Updates the player takes to the goal of `maze` (nil after ten minutes).
  static func play(_ maze: MazeLevel) -> Int? {
    guard let driver = run(maze), case .finished(let steps) = driver.scene.game.phase else { return nil }
    return steps
  }

  /// The game after the player reached the goal of `maze` (nil after ten minutes).
  static func run(_ maze: MazeLevel) -> SceneDriver<MazeScene>? {
    guard var driver = try? SceneDriver(MazeScene(mazes: [maze], seed: 1)) else {
      return nil
    }
    let pilot = MazePilot(maze: maze)
    var seen: [CircleBody] = []
    for step in 0..<(10 * 60 * 60) {
      seen.append(driver.scene.game.board.ball)
      if step % lookEvery == 0 {
        let late = seen.count - 1 - reaction
        var guess = driver.scene.game.board
        if late >= 0 {
          guess.place(ball: seen[late])
          for _ in 0..<reaction { _ = guess.step(tilt: driver.scene.game.tilt, clock: driver.scene.game.steps) }
        }
        let wanted = pilot.tilt(for: guess.ball)
        let tilt = driver.scene.game.tilt
        let dx = wanted.x - tilt.x
        let dy = wanted.y - tilt.y
        if dx != 0 || dy != 0 {
          driver.press(abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up))
        } else if driver.scene.game.phase == .ready {
          driver.press(.right)
        }
      }
      driver.step()
      if case .finished = driver.scene.game.phase { return driver }
    }
    return nil
  }
}
