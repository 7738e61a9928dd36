import ArcadeKit
import Drawing
import GameKit
import TestSupport
import Testing

@testable import PaddlesGame

/// With reduced motion a point, a wall hit and a paddle hit light nothing up: the field is
/// drawn as it is with no cue; without it each cue shows.
@Suite struct PaddlesReducedMotionTests {
  @Test func aPointAWallAndAPaddleFlashNothing() {
    let game = Paddles(levels: [PaddlesArena(name: "open")], startIndex: 0, seed: 1)
    var lit = game.picture(ghost: nil)
    lit.cues.step(after: [.point(.one), .wall, .paddle(.two)], puckY: 0)
    #expect(lit.cues.flashing && lit.cues.wallLit(top: true) && lit.cues.paddleLit(.two))
    var still = lit
    still.cues.clear()
    func drawn(_ picture: PaddlesPicture, reduced: Bool) -> [Cell] {
      picture.drawn(capabilities: Capabilities(unicode: true, colorDepth: .full256, reducedMotion: reduced)).cells
    }
    #expect(drawn(lit, reduced: true) == drawn(still, reduced: true))
    #expect(drawn(lit, reduced: false) != drawn(still, reduced: false))
    #expect(drawn(still, reduced: false) == drawn(still, reduced: true))
  }
}
