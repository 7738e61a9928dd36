import ArcadeKit
import Drawing
import Physics
import TestSupport
import Testing

@testable import HolesGame

/// The screen is drawn from a `HolesPicture` alone: the picture the scene makes draws the
/// scene's frame through a whole game (rolling, holds, the ghost, game over), and a picture
/// made by hand draws what it says.
@Suite struct HolesPictureTests {
  static let size = Size(width: 80, height: 24)

  /// `picture` drawn by itself on a fresh canvas.
  static func draw(_ picture: HolesPicture, capabilities: Capabilities = .full) -> Canvas {
    var canvas = Canvas(size: size, capabilities: capabilities)
    HolesPainter(picture: picture).draw(into: &canvas)
    return canvas
  }

  /// Plays `driver` to its game's end, clicking at the middle hole every half second, and
  /// compares every tenth frame with its picture drawn alone; returns the pictures compared.
  static func playComparing(
    _ driver: inout SceneDriver<HolesScene>, capabilities: Capabilities
  ) -> [HolesPicture] {
    let centre = MouseEvent(.press, x: size.width / 2, y: size.height / 2, screen: size)
    var pictures: [HolesPicture] = []
    for step in 0..<100_000 where driver.scene.game.phase == .playing {
      if step % 30 == 0 { driver.send(.mouse(centre)) }
      driver.step()
      if step % 10 == 0 || driver.scene.game.phase == .gameOver {
        let picture = driver.scene.picture
        #expect(
          draw(picture, capabilities: capabilities) == driver.render(size, capabilities: capabilities), "step \(step)")
        pictures.append(picture)
      }
    }
    return pictures
  }

  @Test(arguments: [Capabilities.full, .minimal])
  func thePictureDrawsTheScenesFrameThroughAWholeGame(capabilities: Capabilities) throws {
    var first = SceneDriver(HolesRenderingTests.scene())
    let pictures = Self.playComparing(&first, capabilities: capabilities)
    #expect(pictures.contains { $0.countdown == 3 }, "a countdown was drawn")
    #expect(pictures.contains { $0.countdown == 1 && $0.message == "Ball lost!" }, "a countdown after a lost ball")
    #expect(pictures.last?.gameOver != nil, "the game's end was drawn")

    // The next game races the first one's ghost.
    let replay = try #require(HolesSceneTests.submissions(first.commands).first?.replay)
    var second = SceneDriver(HolesRenderingTests.scene())
    second.send(.replaysLoaded(board: HolesBoards.board(startingAt: 1), [replay]))
    let raced = Self.playComparing(&second, capabilities: capabilities)
    #expect(raced.contains { $0.ghost != nil }, "the ghost's ball was drawn")
  }

  @Test func aPictureMadeByHandDrawsWhatItSays() {
    let scene = HolesRenderingTests.scene()
    let picture = HolesPicture(
      board: scene.game.board, status: "HOLES  made by hand", message: "Hello", ghost: nil,
      keysHint: "   no keys here", hold: ["No scene behind this"], gameOver: nil)
    let text = Self.draw(picture).plainText
    #expect(text.contains("HOLES  made by hand"), "\(text)")
    #expect(text.contains("Tilt: level   no keys here"), "\(text)")
    #expect(text.contains("Hello") && text.contains("No scene behind this"), "\(text)")
  }
}
