import ArcadeKit
import Testing

@testable import MazeGame

/// What Maze says in plain mode (`Maze.spokenFacts`): a new maze and where its ways and goal
/// are, a fall into a hole, the doors, and the goal with its time and medal, which no result
/// panel says.
@Suite struct MazeSpokenFactsTests {
  /// A hole between the start and the goal, and a way round it below.
  static let holeMaze = mazeFromRows(["#######", "#S.O.G#", "#.....#", "#######"])

  /// A new maze: every fact in order.
  @Test func aNewMazeSaysItsNameAndWhereTheWaysAndTheGoalAre() {
    let game = Maze(levels: [Self.holeMaze], startIndex: 0, seed: 1)
    #expect(
      game.spokenFacts == [
        SpokenFact("finish", ""),
        SpokenFact("maze", "maze Test maze"),
        SpokenFact("start", "tilt to start the clock"),
        SpokenFact("practice", ""),
        SpokenFact("fall", ""),
        SpokenFact("time", "time 0.00 seconds", announced: false),
        SpokenFact("par", "", announced: false),
        SpokenFact("tilt", "board level", announced: false),
        SpokenFact("ways", "ways open down and right", announced: false),
        SpokenFact("goal place", "goal 4 cells right", announced: false),
      ])
  }

  /// A fall is said for the second and a half the hint line says it, with the board levelled.
  @Test func aFallIntoAHoleIsSaidWhileTheHintLineSaysIt() {
    var game = Maze(levels: [Self.holeMaze], startIndex: 0, seed: 1)
    for _ in 0..<3 { game.perform(.tiltRight) }
    #expect(game.spokenFacts.fact(about: "tilt")?.text == "tilted 3 right")
    #expect(game.spokenFacts.fact(about: "start")?.text == "")
    while game.falls == 0, game.steps < 600 { _ = game.step() }
    #expect(game.spokenFacts.fact(about: "fall")?.text == "fell into a hole, back to the start")
    #expect(game.spokenFacts.fact(about: "tilt")?.text == "board level")
    for _ in 0..<90 { _ = game.step() }
    #expect(game.spokenFacts.fact(about: "fall")?.text == "")
  }

  /// A maze with doors says them as the clock turns them; one without says nothing of doors.
  @Test func theDoorsAreSaidAsTheyAreAboutToShutAndShut() {
    var game = Maze(levels: [mazeFromRows(["S.D.G"])], startIndex: 0, seed: 1)
    #expect(game.spokenFacts.fact(about: "doors")?.text == "doors open")
    #expect(Maze(levels: [Self.holeMaze], startIndex: 0, seed: 1).spokenFacts.fact(about: "doors") == nil)
    // Tilted against the top edge: the clock runs and the ball stays on the start.
    game.perform(.tiltUp)
    for _ in 0..<MazePhysics.doorSteps - MazePhysics.doorWarningSteps { _ = game.step() }
    #expect(game.spokenFacts.fact(about: "doors")?.text == "doors about to shut")
    for _ in 0..<MazePhysics.doorWarningSteps { _ = game.step() }
    #expect(game.spokenFacts.fact(about: "doors")?.text == "doors shut")
  }

  /// The run's label read as words, the par, and the goal with its time and medal.
  @Test func theGoalIsSaidWithItsTimeAndMedal() {
    var maze = mazeFromRows(["S..G"])
    maze.par = 100
    var game = Maze(
      levels: [maze], startIndex: 0, seed: 1, rulesVersion: Maze.rulesVersion, options: MazeOptions(label: "2/5"))
    #expect(game.spokenFacts.fact(about: "maze")?.text == "maze 2 of 5 Test maze")
    #expect(game.spokenFacts.fact(about: "par")?.text == "par 100.00 seconds")
    for _ in 0..<3 { game.perform(.tiltRight) }
    while game.result == nil, game.steps < 600 { _ = game.step() }
    let finish = game.spokenFacts.fact(about: "finish")?.text ?? ""
    #expect(finish.hasPrefix("goal in ") && finish.hasSuffix(" seconds, gold medal"), "\(finish)")
    #expect(game.spokenFacts.fact(about: "goal place")?.text == "on the goal")
  }
}
