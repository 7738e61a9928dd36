import ArcadeKit
import Testing

@testable import LanderGame

/// What Lander says in plain mode (`Lander.spokenFacts`): the readings in words, a speed too
/// fast near the ground, a crash and why, a landing and its points, the fuel running low.
@Suite struct LanderSpokenFactsTests {
  /// A new game: every fact in order; then each reading marked near or over its limit, and the pad.
  @Test func aNewGameSaysTheLevelTheShipsAndTheReadingsInWords() {
    let game = Lander(levels: [LanderRulesTests.flat], startIndex: 0, seed: 1)
    #expect(
      game.spokenFacts == [
        SpokenFact("level", "level 1 Flat"),
        SpokenFact("score", "score 0"),
        SpokenFact("ships", "3 ships left"),
        SpokenFact("stage", "ready, fire or turn to start"),
        SpokenFact("safety", ""),
        SpokenFact("fuel warning", ""),
        SpokenFact("height", "height 75 metres", announced: false),
        SpokenFact("fall", "not falling", announced: false),
        SpokenFact("drift", "not drifting", announced: false),
        SpokenFact("heading", "upright", announced: false),
        SpokenFact("fuel", "fuel 800", announced: false),
        SpokenFact("pad", "over the times 2 pad", announced: false),
      ])
    let aside = LanderRulesTests.flying {
      ($0.x, $0.vx, $0.vy, $0.heading) = (60, -2.6, 3.5, 12)
    }
    #expect(aside.spokenFacts.fact(about: "fall")?.text == "falling 3.5 metres a second, near the limit")
    #expect(aside.spokenFacts.fact(about: "drift")?.text == "drifting 2.6 metres a second left, too fast")
    #expect(aside.spokenFacts.fact(about: "heading")?.text == "tilted 12 degrees right, too far")
    #expect(aside.spokenFacts.fact(about: "pad")?.text == "times 2 pad 60 metres right")
    #expect(aside.spokenFacts.fact(about: "stage")?.text == "")
  }

  /// Too fast over the pad, then the crash, its reason and the ships left.
  @Test func aCrashIsSaidWithTheLimitItBrokeAndTheShipsLeft() {
    var game = LanderRulesTests.flying {
      ($0.vy, $0.y) = (6, LanderRulesTests.flat.pads[0].y - LanderLevel.shipRadius - 0.01)
    }
    // Just over the pad and too fast: the words the screen puts over the ship, announced.
    #expect(game.spokenFacts.fact(about: "safety")?.text == "too fast down")
    #expect(game.spokenFacts.fact(about: "fall")?.text == "falling 6.0 metres a second, too fast")
    #expect(game.spokenFacts.fact(about: "safety")?.announced == true)
    _ = game.step()
    #expect(game.spokenFacts.fact(about: "stage")?.text == "crashed, 6.0 metres a second down, 4 at most")
    #expect(game.spokenFacts.fact(about: "ships")?.text == "2 ships left")
    #expect(game.spokenFacts.fact(about: "safety")?.text == "")
  }

  /// A perfect landing: its pad, its points and the score.
  @Test func aLandingIsSaidWithItsPadAndPoints() {
    var game = LanderRulesTests.flying {
      $0.y = 174.99
      $0.vy = 1.45
      $0.fuel = 455
    }
    _ = game.step()
    #expect(game.spokenFacts.fact(about: "stage")?.text == "perfect landing on the times 2 pad, 290 points")
    #expect(game.spokenFacts.fact(about: "score")?.text == "score 290")
  }

  /// Under ten seconds of the engine the fuel is low; at none it is out.
  @Test func theFuelIsSaidToRunLowThenOut() {
    #expect(LanderRulesTests.flying { $0.fuel = Lander.lowFuel }.spokenFacts.fact(about: "fuel warning")?.text == "")
    #expect(LanderRulesTests.flying { $0.fuel = 99.5 }.spokenFacts.fact(about: "fuel warning")?.text == "fuel low")
    #expect(LanderRulesTests.flying { $0.fuel = 0 }.spokenFacts.fact(about: "fuel warning")?.text == "out of fuel")
  }
}
