/// Moves a circle through a `SolidGrid` (the Maze), bouncing off cell faces, never through them.
///
/// The grid's top-left corner is the world origin; cell (x, y) covers
/// `[x·cellSize, (x+1)·cellSize) × [y·cellSize, (y+1)·cellSize)`, and everything outside the grid
/// is solid.
///
/// How it stays safe at any speed: the motion is cut into sub-steps of at most a quarter of the
/// radius (and at most half a cell), up to `maxSubsteps`; each sub-step moves along x and then
/// along y, and each axis move is swept: it stops at the first solid face in its way, however far
/// that is. So even when the sub-step cap makes steps long, the body can neither pass through a
/// cell nor end inside one; the cap only coarsens how diagonal paths round corners. Any finite
/// velocity is handled.
public enum GridCollider {
  /// The most sub-steps one move is cut into: full corner fidelity up to 64 radii per move.
  public static let maxSubsteps = 256

  /// The body after a move, and which faces it hit on the way.
  public struct Result: Sendable, Hashable {
    /// The moved body with its reflected velocity.
    public var body: CircleBody
    /// Sides of the body that hit a solid face (`.right`: it ran into something on its right).
    public var hits: RectSides

    /// Creates a result.
    public init(body: CircleBody, hits: RectSides) {
      self.body = body
      self.hits = hits
    }
  }

  // MARK: - Move

  /// Moves `body` by `scale × velocity` through `grid`; on hitting a solid face it stops at the
  /// face and the velocity component across that face is reflected and multiplied by `restitution`
  /// (Maze: 0.5), pointing away from the face. The remaining sub-steps continue with the new velocity.
  ///
  /// The body should start clear of solid cells (a ball placed at a free cell's centre with a radius
  /// under half a cell is). A body that starts overlapping a cell is never pushed deeper and can leave.
  /// A non-finite velocity or scale counts as zero: the body stays put with zero velocity. A cell
  /// size that is not positive and finite, or a non-finite position, leaves the body unchanged.
  public static func move(
    _ body: CircleBody, through grid: SolidGrid, cellSize: Double, restitution: Double,
    scale: Double = 1
  ) -> Result {
    guard cellSize > 0, cellSize.isFinite, body.position.isFinite else {
      return Result(body: body, hits: [])
    }
    var next = body
    let displacement = body.velocity * scale
    guard displacement.isFinite, body.velocity.isFinite else {
      next.velocity = .zero
      return Result(body: next, hits: [])
    }
    let radius = body.radius > 0 && body.radius.isFinite ? body.radius : 0
    let tolerance = cellSize * 1e-9
    let maxStep = radius > 0 ? Swift.min(radius / 4, cellSize / 2) : cellSize / 2
    let largest = Swift.max(abs(displacement.x), abs(displacement.y))
    guard largest > 0 else { return Result(body: body, hits: []) }
    let steps = Int(Swift.max(1, Swift.min((largest / maxStep).rounded(.up), Double(maxSubsteps))))
    let stepScale = scale / Double(steps)

    var hits: RectSides = []
    let sweep = AxisSweep(grid: grid, cellSize: cellSize, radius: radius, tolerance: tolerance)
    for _ in 0..<steps {
      let deltaX = next.velocity.x * stepScale
      if deltaX != 0 {
        let moved = sweep.move(along: .x, from: next.position, by: deltaX)
        next.position.x = moved.coordinate
        if moved.hit {
          next.velocity.x = (deltaX > 0 ? -1 : 1) * abs(next.velocity.x) * restitution
          hits.insert(deltaX > 0 ? .right : .left)
        }
      }
      let deltaY = next.velocity.y * stepScale
      if deltaY != 0 {
        let moved = sweep.move(along: .y, from: next.position, by: deltaY)
        next.position.y = moved.coordinate
        if moved.hit {
          next.velocity.y = (deltaY > 0 ? -1 : 1) * abs(next.velocity.y) * restitution
          hits.insert(deltaY > 0 ? .bottom : .top)
        }
      }
    }
    return Result(body: next, hits: hits)
  }

  // MARK: - Helpers

  /// A grid index for a coordinate in cell units, clamped to `-1...limit` (beyond that every cell
  /// is solid alike), so huge coordinates never overflow `Int`.
  static func index(_ cells: Double, limit: Int) -> Int {
    guard !cells.isNaN else { return -1 }
    return Int(Swift.min(Swift.max(cells.rounded(.down), -1), Double(limit)))
  }
}

// MARK: - Axis sweep

/// One axis-aligned sweep of a circle against the solid cells of a grid.
private struct AxisSweep {
  enum Axis { case x, y }

  let grid: SolidGrid
  let cellSize: Double
  let radius: Double
  let tolerance: Double

  /// Moves the centre by `delta` along `axis` and returns the new coordinate on that axis, stopped
  /// at the first solid cell the circle would overlap, and whether it was stopped.
  func move(along axis: Axis, from position: Vector2, by delta: Double) -> (
    coordinate: Double, hit: Bool
  ) {
    let start = axis == .x ? position.x : position.y
    let across = axis == .x ? position.y : position.x
    let target = start + delta
    let lengthAlong = axis == .x ? grid.width : grid.height
    let lengthAcross = axis == .x ? grid.height : grid.width

    // Cells the swept circle could touch, with one cell of margin against rounding at boundaries.
    let low = Swift.min(start, target) - radius
    let high = Swift.max(start, target) + radius
    let firstAlong = GridCollider.index(low / cellSize, limit: lengthAlong) - 1
    let lastAlong = GridCollider.index(high / cellSize, limit: lengthAlong) + 1
    let firstAcross = GridCollider.index((across - radius) / cellSize, limit: lengthAcross) - 1
    let lastAcross = GridCollider.index((across + radius) / cellSize, limit: lengthAcross) + 1

    var limit = target
    var hit = false
    for a in Swift.max(firstAlong, -1)...Swift.min(lastAlong, lengthAlong) {
      let nearFace = Double(a) * cellSize
      let farFace = Double(a + 1) * cellSize
      // Only cells ahead of the centre can stop it; cells behind are being left.
      if delta > 0 ? nearFace < start : farFace > start { continue }
      for c in Swift.max(firstAcross, -1)...Swift.min(lastAcross, lengthAcross) {
        let solid = axis == .x ? grid.isSolid(x: a, y: c) : grid.isSolid(x: c, y: a)
        guard solid else { continue }
        let acrossMin = Double(c) * cellSize
        let acrossMax = Double(c + 1) * cellSize
        let gap = Swift.max(acrossMin - across, across - acrossMax, 0)
        // A cell only touched (or grazed within rounding) is not in the way: this keeps a ball
        // rolling along a flat floor from catching on the seams between floor cells.
        guard gap < radius - tolerance else { continue }
        let clearance = (radius * radius - gap * gap).squareRoot()
        if delta > 0 {
          let contact = nearFace - clearance
          if contact < limit {
            limit = contact
            hit = true
          }
        } else {
          let contact = farFace + clearance
          if contact > limit {
            limit = contact
            hit = true
          }
        }
      }
    }
    guard hit else { return (target, false) }
    // Never move backwards: a body that started overlapping stays where it was rather than deeper.
    return (delta > 0 ? Swift.max(limit, start) : Swift.min(limit, start), true)
  }
}
