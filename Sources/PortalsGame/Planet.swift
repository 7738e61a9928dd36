import Physics

// MARK: - Planet

/// A planet of Portals: a disc of one portal's colour drifting through the galaxy.
public struct Planet: Hashable, Sendable {
  /// Its number, unique in a game (the order planets appeared in).
  public var id: Int
  /// The colour of the portal it belongs in.
  public var color: PortalColor
  /// Where it is, in world units, and how fast it goes, in world units a second.
  public var body: CircleBody

  /// Creates a planet.
  public init(id: Int, color: PortalColor, position: Vector2, velocity: Vector2) {
    self.id = id
    self.color = color
    body = CircleBody(position: position, velocity: velocity, radius: PortalsLevel.planetRadius)
  }

  /// Its centre.
  public var position: Vector2 { body.position }
  /// Its velocity, world units a second.
  public var velocity: Vector2 { body.velocity }
}
