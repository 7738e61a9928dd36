/// Two circles of equal mass meeting: the "two colliding balls" of the seeds, an elastic
/// contact that keeps momentum and kinetic energy (Portals' planets).
public enum ElasticCollision {
  /// What a contact did.
  public struct Result: Sendable, Hashable {
    /// The first body after the contact.
    public var first: CircleBody
    /// The second body after the contact.
    public var second: CircleBody
    /// Whether the bodies overlapped (false: both are returned unchanged).
    public var touched: Bool
  }

  // MARK: - Rule

  /// Resolves a contact between two bodies of equal mass.
  ///
  /// When the circles overlap (centres closer than the sum of the radii), each is moved half
  /// the overlap apart along the line of centres, so no overlap is left; and when they approach
  /// along that line, their velocity components along it are exchanged (the elastic result for
  /// equal masses), which keeps the total momentum and kinetic energy. The components across
  /// the line are untouched. Bodies already separating keep their velocities, so a pair is never
  /// pulled back together. Two bodies at the same centre are pushed apart along x.
  public static func resolve(_ first: CircleBody, _ second: CircleBody) -> Result {
    let offset = second.position - first.position
    let reach = first.radius + second.radius
    let distanceSquared = offset.lengthSquared
    guard distanceSquared < reach * reach else { return Result(first: first, second: second, touched: false) }
    let distance = distanceSquared.squareRoot()
    let normal = distance > 0 ? offset / distance : Vector2(x: 1, y: 0)
    var a = first
    var b = second
    let push = (reach - distance) / 2
    a.position -= normal * push
    b.position += normal * push
    let approach = (a.velocity - b.velocity).dot(normal)
    if approach > 0 {
      a.velocity -= normal * approach
      b.velocity += normal * approach
    }
    return Result(first: a, second: b, touched: true)
  }
}
