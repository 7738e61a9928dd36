/// Circle versus axis-aligned rectangle: a static overlap test and an exact swept test.
public enum RectCollision {
  // MARK: - Static

  /// The contact between a circle and a rectangle, or nil when they do not overlap
  /// (distance from the centre to the rectangle strictly less than the radius, as for circles).
  ///
  /// The side is the face the centre is beyond; beyond a corner, the axis on which the centre
  /// is farther out wins, and a tie goes to the top or bottom face. A centre inside the
  /// rectangle picks the nearest face, ties again going to top or bottom.
  public static func contact(_ circle: Circle, _ rect: WorldRect) -> RectContact? {
    let closest = rect.closestPoint(to: circle.center)
    guard
      Circle.overlap(
        dx: circle.center.x - closest.x, dy: circle.center.y - closest.y, radiusSum: circle.radius
      )
    else { return nil }
    let side = sideFacing(circle.center, rect)
    return RectContact(
      time: 0, side: side, position: circle.center,
      offset: offset(of: circle.center, along: side, of: rect)
    )
  }

  // MARK: - Swept

  /// The first contact of a circle moving by `motion` during one step, or nil if it stays clear.
  ///
  /// Exact at any speed (no sub-stepping): the centre's path is intersected with the rectangle
  /// grown by the radius, with rounded corners. A circle that already overlaps at the start
  /// reports `time` 0 with the static side. A circle that only grazes (touches without overlap)
  /// or is moving away from a touching contact reports nothing.
  public static func sweep(_ circle: Circle, motion: Vector2, against rect: WorldRect)
    -> RectContact?
  {
    if let now = contact(circle, rect) { return now }
    guard motion.lengthSquared > 0, motion.isFinite, circle.center.isFinite else { return nil }
    let start = circle.center
    let radius = circle.radius
    let grown = rect.insetBy(-radius)

    // Slab test against the grown rectangle: when does the path enter it?
    var entry = -Double.infinity
    var exit = Double.infinity
    var entryAxisIsX = true
    for axisIsX in [true, false] {
      let origin = axisIsX ? start.x : start.y
      let delta = axisIsX ? motion.x : motion.y
      let low = axisIsX ? grown.minX : grown.minY
      let high = axisIsX ? grown.maxX : grown.maxY
      if delta == 0 {
        if origin < low || origin > high { return nil }
        continue
      }
      let t1 = (low - origin) / delta
      let t2 = (high - origin) / delta
      let near = Swift.min(t1, t2)
      let far = Swift.max(t1, t2)
      if near > entry {
        entry = near
        entryAxisIsX = axisIsX
      }
      exit = Swift.min(exit, far)
    }
    guard entry <= exit, entry <= 1, exit >= 0 else { return nil }

    let entryTime = Swift.max(entry, 0)
    let entryPoint = start + motion * entryTime
    let besideX = entryPoint.x < rect.minX || entryPoint.x > rect.maxX
    let besideY = entryPoint.y < rect.minY || entryPoint.y > rect.maxY

    if !(besideX && besideY) {
      // A flat face of the grown rectangle: contact at the slab entry time.
      guard entry >= 0 else { return nil }
      let side: RectSide =
        entryAxisIsX ? (motion.x > 0 ? .left : .right) : (motion.y > 0 ? .top : .bottom)
      return RectContact(
        time: entry, side: side, position: entryPoint,
        offset: offset(of: entryPoint, along: side, of: rect)
      )
    }

    // A rounded corner: intersect the path with the circle of `radius` about the rectangle's corner.
    let corner = Vector2(
      x: entryPoint.x < rect.minX ? rect.minX : rect.maxX,
      y: entryPoint.y < rect.minY ? rect.minY : rect.maxY
    )
    let relative = start - corner
    let a = motion.lengthSquared
    let halfB = motion.dot(relative)
    let c = relative.lengthSquared - radius * radius
    let discriminant = halfB * halfB - a * c
    guard discriminant > 0 else { return nil }
    let time = (-halfB - discriminant.squareRoot()) / a
    guard time >= 0, time <= 1 else { return nil }
    let position = start + motion * time
    let side = cornerSide(position, corner: corner, rect)
    return RectContact(
      time: time, side: side, position: position,
      offset: offset(of: position, along: side, of: rect))
  }

  // MARK: - Helpers

  /// The face a point lies beyond (or, inside, nearest to).
  static func sideFacing(_ point: Vector2, _ rect: WorldRect) -> RectSide {
    let outX = Swift.max(rect.minX - point.x, point.x - rect.maxX)
    let outY = Swift.max(rect.minY - point.y, point.y - rect.maxY)
    let horizontalSide: RectSide = point.x < rect.center.x ? .left : .right
    let verticalSide: RectSide = point.y < rect.center.y ? .top : .bottom
    // Inside, both are ≤ 0 and the larger (closer to zero) is the nearest face; outside, the
    // larger is the axis the point is farther beyond. One comparison covers both cases.
    return outX > outY ? horizontalSide : verticalSide
  }

  /// The side for a contact on a rounded corner: the axis of the larger separation from the corner.
  static func cornerSide(_ point: Vector2, corner: Vector2, _ rect: WorldRect) -> RectSide {
    let separation = point - corner
    if abs(separation.x) > abs(separation.y) {
      return corner.x == rect.minX ? .left : .right
    }
    return corner.y == rect.minY ? .top : .bottom
  }

  /// The centre's position along a face, normalised to −1…1 of half the face length.
  static func offset(of point: Vector2, along side: RectSide, of rect: WorldRect) -> Double {
    let center = rect.center
    let half = side.isVertical ? rect.height / 2 : rect.width / 2
    guard half > 0 else { return 0 }
    let raw = side.isVertical ? (point.y - center.y) / half : (point.x - center.x) / half
    return Swift.min(Swift.max(raw, -1), 1)
  }
}
