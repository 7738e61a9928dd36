import ArcadeKit
import GameKit
import Physics

extension Maze {
  /// What Maze says in plain mode, most important first: the goal reached, its time and medal
  /// (Maze draws its goal panel itself, `resultPanel` is nil, so the kit says no result), the
  /// maze (its place in the run and its name), that the first tilt starts the clock (the hint
  /// line's, not read in plain mode), a practice run, a fall into a hole, and the
  /// timed doors opening, about to shut and shut (in a maze that has them), each said as it
  /// changes. The clock and the par of the status line, the tilt, the ways open from the
  /// ball's cell and where the goal is are said only in the state line.
  public var spokenFacts: [SpokenFact] {
    var facts = [
      SpokenFact("finish", finishWords),
      SpokenFact("maze", mazeWords),
      SpokenFact("start", phase == .ready ? "tilt to start the clock" : ""),
      SpokenFact("practice", isPractice ? "practice, not ranked" : ""),
      SpokenFact("fall", fallWords),
    ]
    if maze.cells.contains(.door) { facts.append(SpokenFact("doors", doorWords)) }
    facts += [
      SpokenFact("time", "time \(Self.spokenTime(Self.seconds(steps: clockSteps).description))", announced: false),
      SpokenFact("par", parWords, announced: false),
      SpokenFact("tilt", SpokenWords.tilt(tilt, level: "board level"), announced: false),
      SpokenFact("ways", waysWords, announced: false),
      SpokenFact("goal place", goalWords, announced: false),
    ]
    return facts
  }

  /// The goal reached, as its panel says: "goal in 12.35 seconds, 1 fall, silver medal" (or
  /// "no medal", "practice, not ranked"); empty until then.
  private var finishWords: String {
    guard case .finished(let final) = phase else { return "" }
    var words = "goal in \(Self.spokenTime(Self.seconds(steps: final).description))"
    if falls > 0 { words += falls == 1 ? ", 1 fall" : ", \(falls) falls" }
    if isPractice { return words + ", practice, not ranked" }
    guard let par = maze.par else { return words }
    let medal = MazeMedal.earned(milliseconds: MazePhysics.milliseconds(steps: final), par: par)
    return words + ", " + (medal.map { "\($0.name.lowercased()) medal" } ?? "no medal")
  }

  /// "maze 3 of 6 Spiral" (the run's label, `3/6`, read as words), or "maze Spiral" alone.
  private var mazeWords: String {
    guard !label.isEmpty else { return "maze \(maze.name)" }
    let place = label.split(separator: "/").joined(separator: " of ")
    return "maze \(place) \(maze.name)"
  }

  /// "fell into a hole, back to the start" while the hint line says so (and how many falls
  /// after the first); empty otherwise.
  private var fallWords: String {
    guard justFell else { return "" }
    return "fell into a hole, back to the start" + (falls > 1 ? ", \(falls) falls" : "")
  }

  /// The doors as drawn: "doors open", "doors about to shut", "doors shut".
  private var doorWords: String {
    switch doors {
    case .open: "doors open"
    case .closing: "doors about to shut"
    case .shut: "doors shut"
    }
  }

  /// The par as a time in words ("par 20.00 seconds"); empty for a maze without one.
  private var parWords: String {
    guard maze.par != nil else { return "" }
    return "par \(Self.spokenTime(Self.parText(maze.par, dash: "").description))"
  }

  /// The ways the ball can roll from its cell, as the maze's paths may go (not into a wall or
  /// a hole, nor back against a one-way arrow): "ways open up and right", or "no way open".
  private var waysWords: String {
    let here = MazeBoard.cell(containing: board.ball.position)
    let ways: [(Direction, String)] = [(.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")]
    let openWays = ways.filter { way, _ in
      let next = MazeLevel.Position(column: here.column + way.delta.dx, row: here.row + way.delta.dy)
      return maze.canStep(from: here, to: next)
    }
    guard !openWays.isEmpty else { return "no way open" }
    return "ways open " + openWays.map { $0.1 }.joined(separator: " and ")
  }

  /// Where the goal is from the ball's cell, in cells: "goal 3 cells right and 1 cell down", or
  /// "on the goal".
  private var goalWords: String {
    let here = MazeBoard.cell(containing: board.ball.position)
    let (across, down) = (board.goal.column - here.column, board.goal.row - here.row)
    var ways: [String] = []
    if across != 0 { ways.append("\(Self.cells(abs(across))) \(across < 0 ? "left" : "right")") }
    if down != 0 { ways.append("\(Self.cells(abs(down))) \(down < 0 ? "up" : "down")") }
    guard !ways.isEmpty else { return "on the goal" }
    return "goal " + ways.joined(separator: " and ")
  }

  /// "1 cell", "3 cells".
  private static func cells(_ count: Int) -> String {
    count == 1 ? "1 cell" : "\(count) cells"
  }

  /// A time as every time reads (`TimeText`, `12.35 s`), its unit in words: `12.35 seconds`.
  private static func spokenTime(_ text: String) -> String {
    text.hasSuffix(" s") ? String(text.dropLast(2)) + " seconds" : text
  }
}
