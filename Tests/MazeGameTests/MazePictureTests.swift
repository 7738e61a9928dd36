import ArcadeKit
import Drawing
import Levels
import Physics
import TestSupport
import Testing

@testable import MazeGame

/// The play screen is drawn from a `MazePicture` alone: the picture the scene makes draws the
/// scene's frame (ready, rolling, racing the ghost, practice, at the goal, a play-test), and a
/// picture made by hand draws what it says.
@Suite struct MazePictureTests {
  static let size = Size(width: 80, height: 24)
  static let corridor = MazeMedalAndPracticeTests.corridor

  /// `picture` drawn by itself on a fresh canvas.
  static func draw(_ picture: MazePicture, capabilities: Capabilities = .full) -> Canvas {
    var canvas = Canvas(size: size, capabilities: capabilities)
    MazePainter(picture: picture).draw(into: &canvas)
    return canvas
  }

  /// Whether `driver`'s picture, drawn alone, is its frame.
  static func pictureDrawsTheFrame(_ driver: SceneDriver<MazeScene>, capabilities: Capabilities) -> Bool {
    let glyphs = Canvas(size: size, capabilities: capabilities).glyphs
    return draw(driver.scene.picture(glyphs: glyphs), capabilities: capabilities)
      == driver.render(size, capabilities: capabilities)
  }

  /// Rolls right to the goal, comparing every fifth frame; returns the driver at the goal.
  static func rollToTheGoal(
    _ driver: inout SceneDriver<MazeScene>, capabilities: Capabilities
  ) {
    driver.press(.right)
    for step in 0..<600 where driver.scene.isAnimating {
      driver.step()
      if step % 5 == 0 {
        #expect(pictureDrawsTheFrame(driver, capabilities: capabilities), "step \(step)")
      }
    }
    #expect(pictureDrawsTheFrame(driver, capabilities: capabilities), "at the goal")
  }

  @Test(arguments: [Capabilities.full, .minimal])
  func thePictureDrawsTheScenesFrameInEveryState(capabilities: Capabilities) throws {
    let mazes = [Self.corridor, Self.corridor]
    var first = SceneDriver(try MazeScene(mazes: mazes, numbered: true, seed: 1))
    #expect(Self.pictureDrawsTheFrame(first, capabilities: capabilities), "ready")
    Self.rollToTheGoal(&first, capabilities: capabilities)
    #expect(first.scene.picture(glyphs: capabilities.glyphs).panel != nil)

    // The next attempt races the first one's ghost; then practice, unranked.
    let replay = try #require(MazeMedalAndPracticeTests.submissions(first.commands).first?.replay)
    var second = SceneDriver(try MazeScene(mazes: mazes, numbered: true, seed: 1))
    second.send(.replaysLoaded(board: second.scene.board, [replay]))
    second.press(.right)
    second.step(20)
    #expect(second.scene.picture(glyphs: capabilities.glyphs).ghostBall != nil)
    #expect(Self.pictureDrawsTheFrame(second, capabilities: capabilities), "racing the ghost")
    second.press(.character("b"))
    #expect(Self.pictureDrawsTheFrame(second, capabilities: capabilities), "practice")
    Self.rollToTheGoal(&second, capabilities: capabilities)

    var playtest = SceneDriver(try MazeScene(mazes: [mazes[0]], playTest: true, seed: 1))
    Self.rollToTheGoal(&playtest, capabilities: capabilities)
  }

  @Test func aPictureMadeByHandDrawsWhatItSays() {
    let board = try? MazeBoard(maze: Self.corridor)
    guard let board else {
      Issue.record("the corridor cannot be played")
      return
    }
    let picture = MazePicture(
      maze: board.maze, ball: board.ball, ghostBall: nil, title: "Made by hand", clock: "Time never",
      tilt: .level, hints: "No scene behind this", panel: (title: "A panel", lines: ["of its own"]))
    let text = Self.draw(picture).plainText
    #expect(text.hasPrefix("Made by hand"), "\(text)")
    #expect(text.contains("Time never"), "\(text)")
    #expect(text.hasSuffix("No scene behind this"), "\(text)")
    #expect(text.contains("A panel") && text.contains("of its own"), "\(text)")
  }
}
