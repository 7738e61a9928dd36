// MARK: - HolesTable flag rule

/// The one statement of when the ball has reached the flag: the level check asks it, and the
/// board should too (see `reachesFlag(x:y:)`), so a change of rule is made here alone.
extension HolesTable {
  /// The ball reaches the flag when its centre is within this many ball radii of the flag point.
  public static let flagReach = 1.1

  /// The rule in words, for messages.
  public var flagRuleDescription: String {
    "the ball scores when its centre comes within \(LevelNumber.format(Self.flagReach)) ball radii "
      + "(\(LevelNumber.format((Self.flagReach * ballRadius * 100).rounded() / 100))) of the flag"
  }

  /// The flag's position moved in to where a ball's centre can be, world units (the seed's
  /// flag in the corner is a 2R square, so its centre is R in from both edges).
  public var flagPoint: (x: Double, y: Double) {
    let area = ballArea
    return (
      min(max(flag.x * width, area.minX), area.maxX),
      min(max(flag.y * height, area.minY), area.maxY)
    )
  }

  /// Whether a ball whose centre is at (`x`, `y`), world units, has reached the flag.
  public func reachesFlag(x: Double, y: Double) -> Bool {
    let point = flagPoint
    let dx = x - point.x
    let dy = y - point.y
    // The same arithmetic as the board's `(position − flagPoint).length`, so both agree at the rim.
    return (dx * dx + dy * dy).squareRoot() <= Self.flagReach * ballRadius
  }

  /// A box (world units) holding every centre for which `reachesFlag` holds; the level check
  /// looks for the flag there. Keep it in step with `reachesFlag` when the rule changes.
  var flagSearchBox: FreeSpaceMap.Box {
    let point = flagPoint
    let reach = Self.flagReach * ballRadius
    return FreeSpaceMap.Box(
      minX: point.x - reach, minY: point.y - reach, maxX: point.x + reach, maxY: point.y + reach)
  }

  /// Where the ball's centre can be: the table inset by one ball radius, world units.
  var ballArea: FreeSpaceMap.Box {
    FreeSpaceMap.Box(
      minX: ballRadius, minY: ballRadius, maxX: width - ballRadius, maxY: height - ballRadius)
  }
}
