import Levels
import Physics

// MARK: - HolesTable flag rule

/// The one statement of when the ball has reached the flag: the board and the level check both
/// ask `reachesFlag(x:y:)`, so a change of rule is made here alone.
///
/// GAMES.md: the seed scores when the ball's centre has x < 1.1 R and y < 1.1 R, its flag being
/// the table's upper left corner. Read as "within 1.1 R of the flag on each axis", the same test
/// serves a flag anywhere: in a corner the edges keep the centre at least R away, so the ball
/// must be pressed into the corner (a 0.1 R square); on an edge, pressed against the edge beside
/// the flag; in the open, the centre must come within 1.1 R of the flag across and down.
extension HolesTable {
  /// The ball reaches the flag when its centre is closer than this many ball radii to the flag
  /// on each axis.
  public static let flagReach = 1.1

  /// The rule in words, for messages.
  public var flagRuleDescription: String {
    let reach = LevelNumber.format((Self.flagReach * ballRadius * 100).rounded() / 100)
    return "the ball scores when its centre is less than \(LevelNumber.format(Self.flagReach)) "
      + "ball radii (\(reach)) from the flag both across and down, so a flag in a corner needs "
      + "the ball pressed into the corner"
  }

  /// The flag's position, world units: where the reach is measured from.
  public var flagPosition: (x: Double, y: Double) {
    (flag.x * width, flag.y * height)
  }

  /// The flag moved in to where a ball's centre can be, world units: where it is drawn and
  /// the nearest place the ball can aim for (for the corner flag, R in from both edges).
  public var flagPoint: (x: Double, y: Double) {
    let area = ballArea
    let position = flagPosition
    return (
      min(max(position.x, area.minX), area.maxX),
      min(max(position.y, area.minY), area.maxY)
    )
  }

  /// Whether a ball whose centre is at (`x`, `y`), world units, has reached the flag.
  public func reachesFlag(x: Double, y: Double) -> Bool {
    let flag = flagPosition
    let reach = Self.flagReach * ballRadius
    return abs(x - flag.x) < reach && abs(y - flag.y) < reach
  }

  /// A box (world units) holding every centre for which `reachesFlag` holds; the level check
  /// looks for the flag there. Keep it in step with `reachesFlag` when the rule changes.
  var flagSearchBox: WorldRect {
    let flag = flagPosition
    let reach = Self.flagReach * ballRadius
    return WorldRect(
      minX: flag.x - reach, minY: flag.y - reach, maxX: flag.x + reach, maxY: flag.y + reach)
  }

  /// Where the ball's centre can be: the table inset by one ball radius, world units.
  var ballArea: WorldRect {
    WorldRect(
      minX: ballRadius, minY: ballRadius, maxX: width - ballRadius, maxY: height - ballRadius)
  }
}
