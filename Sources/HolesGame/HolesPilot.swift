import Levels
import Physics

// MARK: - HolesPilot

/// The computer's hand on the table: tilts it so the ball rolls to the flag and round the
/// turning holes.
///
/// It heads for the farthest point of the way round the walls it can roll to straight
/// (`HolesRouteMap`); near a hole (where it is, or soon will be) it turns its heading along the
/// hole's rim, toward the side its way lies on, and slows down; close to the pull it also
/// leans away. It then tilts by the difference between the velocity it wants and the one the
/// ball has, leaning against any pull the ball already feels. It decides from the board alone (no memory, no randomness, no
/// clock), so the same board always gets the same tilt.
struct HolesPilot: Hashable, Sendable {
  /// Speed the pilot rolls at in the open, world units of velocity (the ball moves half of it
  /// per update).
  static let cruiseSpeed = 4.0
  /// Slowest it rolls past a hole, as a fraction of the cruising speed.
  static let slowestFraction = 0.5
  /// Distance from a hole's rim (the edge of its pull) at which the pilot starts to steer
  /// round it, world units.
  static let lookout = 45.0
  /// Distance from the rim inside which it leans straight away, world units.
  static let safeClearance = 12.0
  /// Updates between the places the pilot watches each hole at as the pattern turns: where it
  /// is, where it will be this many updates on, and twice as many.
  static let foresight = 20.0
  /// Acceleration wanted per unit of velocity the ball lacks (or has too much of).
  static let responsiveness = 0.75
  /// Updates a demo waits after a game over before the next game: two seconds.
  static let stepsAfterGameOver = 2 * HolesBoard.updatesPerSecond

  /// The table it is flying.
  let table: HolesTable
  /// The way round the table's walls.
  let route: HolesRouteMap

  /// A pilot for `board`'s table, with the walls mapped once.
  init(board: HolesBoard) {
    table = board.table
    route = HolesRouteMap(board: board)
  }

  // MARK: - Deciding

  /// The tilt for `board` now.
  func tilt(for board: HolesBoard) -> Tilt {
    let wanted = wantedVelocity(on: board)
    var pull = Vector2.zero
    for index in 0..<board.holeCount {
      pull += board.hole(index).effect(on: board.ball.position).acceleration
    }
    let acceleration = (wanted - board.ball.velocity) * Self.responsiveness - pull
    let steps = acceleration / HolesBoard.tiltAcceleration
    return Tilt(x: Int(steps.x.rounded()), y: Int(steps.y.rounded()))
  }

  /// The velocity the pilot wants: toward its waypoint, turned along the rim of every hole
  /// close ahead, away from any hole too close, slower near holes.
  func wantedVelocity(on board: HolesBoard) -> Vector2 {
    let position = board.ball.position
    let toWaypoint = route.waypoint(from: position) - position
    guard toWaypoint.length > 0 else { return .zero }
    var heading = toWaypoint.normalized
    var closest = Self.lookout
    for index in 0..<board.holeCount {
      let now = board.hole(index)
      let soon = now.rotated(by: -board.turnRate * Self.foresight, around: board.center)
      let later = now.rotated(by: -board.turnRate * 2 * Self.foresight, around: board.center)
      for hole in [now, soon, later] {
        let offset = position - hole.center
        let distance = offset.length
        let clearance = distance - hole.radius
        guard clearance < Self.lookout, distance > 0 else { continue }
        closest = min(closest, clearance)
        let away = offset / distance
        let weight = min(1, (Self.lookout - clearance) / (Self.lookout - Self.safeClearance))
        let approach = heading.dot(away)
        if approach < 0 {
          // Heading in: trade the inward part for motion along the rim, toward the way.
          var along = Vector2(x: -away.y, y: away.x)
          if along.dot(toWaypoint) < 0 { along = -along }
          heading = heading + (away + along) * (-approach * weight)
        }
        if clearance < Self.safeClearance {
          heading = heading + away * (2 * (Self.safeClearance - clearance) / Self.safeClearance)
        }
        heading = heading.length > 0 ? heading.normalized : away
      }
    }
    let caution = max(Self.slowestFraction, min(1, max(0, closest) / Self.lookout))
    return heading * (Self.cruiseSpeed * caution)
  }
}
