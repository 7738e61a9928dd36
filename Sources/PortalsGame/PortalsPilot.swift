import Physics

// MARK: - PortalsPilot

/// The computer's hand (attract mode, `--autoplay`): every third of a second at most, it flings
/// a planet straight at its portal — one of the emptiest portal's colour first — when the way
/// there passes no portal of another colour and no other planet; a planet already on its way in
/// is left alone.
struct PortalsPilot: Hashable, Sendable {
  /// Steps between two flings, as a quick hand would.
  static let reactionSteps = 20
  /// How close the way may pass another portal's centre or another planet's.
  static let clearance = PortalsLevel.portalRadius + PortalsLevel.planetRadius + 3

  /// Steps until the hand may fling again.
  private var wait = 0

  /// The fling to make this step, if any.
  mutating func fling(in game: Portals) -> (planet: Int, velocity: Vector2)? {
    if wait > 0 {
      wait -= 1
      return nil
    }
    let level = game.level
    let portalOrder = level.portals.indices.sorted { game.power[$0] < game.power[$1] }
    for portalIndex in portalOrder {
      let portal = level.portals[portalIndex]
      let target = portal.center
      let candidates = game.planets.filter { $0.color == portal.color && !Self.isOnItsWay($0, to: target) }
        .sorted { ($0.position - target).lengthSquared < ($1.position - target).lengthSquared }
      for planet in candidates where Self.wayIsClear(from: planet, to: target, in: game) {
        wait = Self.reactionSteps
        return (planet.id, (target - planet.position).normalized * Portals.maximumSpeed)
      }
    }
    // No straight shot: bring a planet of the emptiest portal's colour out in front of its
    // portal, from where the next shot is straight.
    guard let emptiest = portalOrder.first else { return nil }
    let portal = level.portals[emptiest]
    let front = Self.front(of: portal)
    for planet in game.planets where planet.color == portal.color && (planet.position - front).length > 20 {
      guard !Self.isOnItsWay(planet, to: portal.center), Self.wayIsClear(from: planet, to: front, in: game)
      else { continue }
      wait = Self.reactionSteps
      let distance = (front - planet.position).length
      // Fast enough to get there before friction stops it.
      let speed = min(Portals.maximumSpeed, Portals.friction * (distance + 10))
      return (planet.id, (front - planet.position).normalized * speed)
    }
    return nil
  }

  /// A point out in front of a portal, toward the middle of the galaxy, with a straight way in.
  static func front(of portal: PortalsLevel.Portal) -> Vector2 {
    let middle = Vector2(x: PortalsLevel.worldWidth / 2, y: PortalsLevel.worldHeight / 2)
    let inward = middle - portal.center
    return portal.center + inward.normalized * min(70, inward.length)
  }

  /// Whether a planet's drift already carries it into `target`'s portal: it goes toward it,
  /// passes within its radius and goes far enough before friction stops it.
  static func isOnItsWay(_ planet: Planet, to target: Vector2) -> Bool {
    let speed = planet.velocity.length
    guard speed > 20 else { return false }
    let heading = planet.velocity / speed
    let offset = target - planet.position
    let along = offset.dot(heading)
    guard along > 0 else { return false }
    let miss = (offset - heading * along).length
    return miss < PortalsLevel.portalRadius - 2 && speed / Portals.friction > along
  }

  /// Whether the straight way from a planet to `target` passes clear of every other portal and
  /// every other planet.
  static func wayIsClear(from planet: Planet, to target: Vector2, in game: Portals) -> Bool {
    let way = Segment(planet.position, target)
    for portal in game.level.portals where portal.color != planet.color {
      if way.distance(to: portal.center) < clearance { return false }
    }
    for other in game.planets where other.id != planet.id {
      if way.distance(to: other.position) < PortalsLevel.planetRadius * 2 + 1 {
        return false
      }
    }
    return true
  }

}
