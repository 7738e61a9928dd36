/// A moving circle bouncing off axis-aligned rectangles: the one rule Paddles' obstacles and
/// the Holes walls share (the Paddles paddle has its own angle rule on top of `RectCollision`).
///
/// The circle meets the first rectangle its exact sweep reaches and bounces off one face: the
/// velocity component along that face's normal is turned outward and scaled by the restitution,
/// the other is kept. On a rounded corner the face the sweep reports may be one the circle only
/// slides along; then the face it is heading into is the one it bounces off.
public enum RectBounce {
  /// The first rectangle a moving circle bounces off.
  public struct Hit: Sendable, Hashable {
    /// Index of the rectangle in the list given.
    public var index: Int
    /// Where the circle meets it.
    public var contact: RectContact
    /// The face it bounces off.
    public var face: RectSide

    /// Creates a hit.
    public init(index: Int, contact: RectContact, face: RectSide) {
      self.index = index
      self.contact = contact
      self.face = face
    }
  }

  // MARK: - Rule

  /// The first of `rects` that a circle moving by `motion` this step meets while heading into
  /// it, or nil; a tie goes to the earlier rectangle in the list.
  public static func firstHit(of circle: Circle, motion: Vector2, among rects: [WorldRect]) -> Hit? {
    var best: Hit?
    for (index, rect) in rects.enumerated() {
      guard let contact = RectCollision.sweep(circle, motion: motion, against: rect),
        let face = face(for: motion, off: rect, at: contact)
      else { continue }
      if best.map({ contact.time < $0.contact.time }) ?? true {
        best = Hit(index: index, contact: contact, face: face)
      }
    }
    return best
  }

  /// The face of `rect` a circle moving along `velocity` bounces off at `contact`, or nil when
  /// it is moving away from the rectangle or only along it.
  public static func face(for velocity: Vector2, off rect: WorldRect, at contact: RectContact)
    -> RectSide?
  {
    let side = contact.side
    let normal = side.outwardNormal
    if side.isVertical ? velocity.x * normal.x < 0 : velocity.y * normal.y < 0 { return side }
    // A rounded corner reported as a face the circle slides along: the other axis heads in.
    let toward = rect.center - contact.position
    if velocity.x * toward.x > 0 && abs(toward.x) >= rect.width / 2 {
      return toward.x > 0 ? .left : .right
    }
    if velocity.y * toward.y > 0 && abs(toward.y) >= rect.height / 2 {
      return toward.y > 0 ? .top : .bottom
    }
    return nil
  }

  /// `velocity` after bouncing off `face`: the normal component turned outward and scaled by
  /// `restitution` (1 keeps the speed), the component along the face kept.
  public static func reflected(_ velocity: Vector2, off face: RectSide, restitution: Double = 1)
    -> Vector2
  {
    let normal = face.outwardNormal
    var result = velocity
    if face.isVertical {
      result.x = normal.x * abs(velocity.x) * restitution
    } else {
      result.y = normal.y * abs(velocity.y) * restitution
    }
    return result
  }

  /// The centre of `circle` moved just clear of `rect` through its nearest face (a circle that
  /// starts a step overlapping, or slides into a second rectangle, is pushed out of it).
  public static func pushedOut(_ circle: Circle, from rect: WorldRect) -> Vector2 {
    var position = circle.center
    guard let contact = RectCollision.contact(circle, rect) else { return position }
    switch contact.side {
    case .left: position.x = rect.minX - circle.radius
    case .right: position.x = rect.maxX + circle.radius
    case .top: position.y = rect.minY - circle.radius
    case .bottom: position.y = rect.maxY + circle.radius
    }
    return position
  }
}
