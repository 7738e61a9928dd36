import ArcadeKit
import GameKit
import Physics

extension Holes {
  /// What Holes says in plain mode, most important first: the game's end (the picture shows it
  /// itself, `resultPanel` is nil, so the kit says no result), then the status line's table,
  /// score and balls left, each said as it changes (a flag reached, a ball lost). The rest is
  /// said only in the state line: the count before a ball rolls, the tilt, where the flag and
  /// the nearest hole are from the ball (in ball widths and ways: up, down, left, right), and
  /// the flags to the next table.
  public var spokenFacts: [SpokenFact] {
    let ball = board.ball
    let width = 2 * ball.radius
    let table = "table \(tableIndex + 1) of \(tables.tables.count) \(board.table.name)"
    return [
      SpokenFact("end", phase == .gameOver ? "game over, final score \(score), reached \(table)" : ""),
      SpokenFact("table", table),
      SpokenFact("score", "score \(score)"),
      SpokenFact("balls", ballsLeft == 1 ? "1 ball left" : "\(ballsLeft) balls left"),
      SpokenFact("hold", holdWords, announced: false),
      SpokenFact("tilt", SpokenWords.tilt(board.tilt, level: "table level"), announced: false),
      SpokenFact("flag", "flag \(Self.distanceWords(board.flagPoint - ball.position, width: width))", announced: false),
      SpokenFact("hole", holeWords, announced: false),
      SpokenFact("next table", nextTableWords, announced: false),
    ]
  }

  /// While the table holds still before a ball rolls: "ball rolls in 3" (the countdown the
  /// screen shows) or "next ball on the start"; empty while the ball rolls or the game is over.
  private var holdWords: String {
    guard phase == .playing, board.holdLeft > 0 else { return "" }
    if let count = board.countdown { return "ball rolls in \(count)" }
    return "next ball on the start"
  }

  /// The flags still to reach on this table before the next ("next table in 2 flags"), as the
  /// status line has them; empty on the last table.
  private var nextTableWords: String {
    guard tableIndex + 1 < tables.tables.count else { return "" }
    let flags = Self.flagsPerTable - flagsOnTable
    return "next table in \(flags) \(flags == 1 ? "flag" : "flags")"
  }

  /// The hole nearest the ball's edge: "nearest hole 2 ball widths away, up and left", or
  /// "in the pull of a hole, up" once the ball is inside its reach; empty with no holes.
  private var holeWords: String {
    let ball = board.ball
    var nearest: RadialPull?
    var nearestGap = Double.infinity
    for index in 0..<board.holeCount {
      let hole = board.hole(index)
      let gap = (hole.center - ball.position).length - hole.radius
      if gap < nearestGap {
        nearest = hole
        nearestGap = gap
      }
    }
    guard let hole = nearest else { return "" }
    let offset = hole.center - ball.position
    if nearestGap < 0 { return "in the pull of a hole, \(SpokenWords.way(offset))" }
    let widths = Int(((nearestGap - ball.radius) / (2 * ball.radius)).rounded())
    guard widths > 0 else { return "nearest hole close, \(SpokenWords.way(offset))" }
    return "nearest hole \(widths) \(widths == 1 ? "ball width" : "ball widths") away, \(SpokenWords.way(offset))"
  }

  /// How far and which way `offset` goes, in ball widths of `width`: "12 ball widths away, up
  /// and left", or "here" under half a width.
  private static func distanceWords(_ offset: Vector2, width: Double) -> String {
    let widths = Int((offset.length / width).rounded())
    guard widths > 0 else { return "here" }
    return "\(widths) \(widths == 1 ? "ball width" : "ball widths") away, \(SpokenWords.way(offset))"
  }
}
