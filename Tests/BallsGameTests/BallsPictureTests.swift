import ArcadeKit
import Drawing
import Physics
import TestSupport
import Testing

@testable import BallsGame

/// The screen is drawn from a `BallsPicture` alone: the picture the scene makes draws the
/// scene's frame in every phase, and a picture made by hand draws what it says.
@Suite struct BallsPictureTests {
  static let size = Size(width: 60, height: 20)

  /// `picture` drawn by itself on a fresh canvas.
  static func draw(_ picture: BallsPicture, capabilities: Capabilities = .full) -> Canvas {
    var canvas = Canvas(size: size, capabilities: capabilities)
    BallsPainter(picture: picture).draw(into: &canvas)
    return canvas
  }

  /// The frames of a short run: the start panel, aiming, the chain (fast-forwarded), the
  /// next level's panel and the run's end, each compared with its picture drawn alone.
  @Test(arguments: [Capabilities.full, .minimal])
  func thePictureDrawsTheScenesFrameInEveryPhase(capabilities: Capabilities) {
    var game = SceneDriver(BallsScene(levels: TestLevels.list([(300, 1), (30, 30)]), seed: 3))
    var phases: Set<Balls.Phase> = []
    func compare(_ moment: String) {
      let picture = game.scene.picture
      let frame = game.render(Self.size, capabilities: capabilities)
      #expect(Self.draw(picture, capabilities: capabilities) == frame, "\(moment)")
      phases.insert(game.scene.game.phase)
    }
    compare("the first level's panel")
    game.press(.enter)
    game.step(5)
    compare("watching")
    game.step(Balls.lookUpdates)
    compare("aiming")
    game.press(.character(" "))
    game.step(3)
    compare("the chain, with the key that speeds it up")
    game.press(.character("f"))
    game.step()
    compare("the chain fast-forwarded")
    for _ in 0..<5000 where game.scene.game.phase == .playing { game.step() }
    compare("the next level's panel")
    game.startLevelAndWatch()
    game.press(.character(" "))
    for _ in 0..<5000 where game.scene.game.phase == .playing { game.step() }
    compare("the run's end")
    #expect(phases == [.waiting, .playing, .runOver])
  }

  @Test func aPictureMadeByHandDrawsWhatItSays() {
    let picture = BallsPicture(
      world: nil, aim: nil, looking: false, levelLabel: "Level 7", levelName: "Anywhere", tally: "Score 42",
      fastForward: 4, hintedTally: nil, panel: (title: "Made by hand", lines: ["No scene behind this"]), stars: 2)
    let text = Self.draw(picture).plainText
    #expect(text.contains("Level 7 \u{2014} Anywhere"), "\(text)")
    #expect(text.contains("\u{00D7}4   Score 42"), "\(text)")
    #expect(text.contains("Made by hand") && text.contains("No scene behind this"), "\(text)")
    #expect(
      text.contains("\u{2500} \u{2736} \u{2736} \u{00B7} \u{2500}"), "two of three stars on the panel's edge: \(text)")
  }
}
