import BallsGame
import Testing

/// A passed level's stars, removed against needed: one for the pass, two for a third of the
/// balls beyond the target, three for two thirds; a run adds them up.
@Suite struct LevelRatingTests {
  @Test func starsGrowWithTheBallsRemovedBeyondTheTarget() {
    func stars(_ removed: Int, of balls: Int, needed: Int) -> Int {
      LevelResult(number: 1, removed: removed, target: needed, balls: balls).stars
    }
    #expect((0...10).map { stars($0, of: 10, needed: 4) } == [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 3])
    #expect(stars(39, of: 100, needed: 10) == 1)
    #expect(stars(40, of: 100, needed: 10) == 2)
    #expect(stars(70, of: 100, needed: 10) == 3)
    // A level whose target is every ball has nothing beyond it: its pass is worth three.
    #expect(stars(5, of: 5, needed: 5) == 3)
    #expect(stars(4, of: 5, needed: 5) == 0)
  }

  @Test func aRunAddsUpItsLevelsStars() {
    var run = RunTally()
    run.pass(level: 1, removed: 5, stars: 1)
    run.pass(level: 2, removed: 9, stars: 3)
    #expect(run.stars == 4 && run.possibleStars == 6)
    run.fail(level: 3, removed: 2)
    #expect(run.stars == 4 && run.possibleStars == 6, "a failed level rates nothing")
  }
}
