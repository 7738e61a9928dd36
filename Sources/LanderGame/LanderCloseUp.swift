import ArcadeKit
import Drawing
import Physics

// MARK: - LanderCloseUp

/// The view near the ground: below `startHeight` the world magnifies around the ship and the
/// ground under it, smoothly, until below `fullHeight` the field shows `fullView` metres of
/// height (the ship about five rows tall at 80×24, as the 1979 Lunar Lander magnified its view
/// for the landing). A function of the ship's place alone, so a replay shows the same frames.
public struct LanderCloseUp: Hashable, Sendable {
  /// The height above the ground where the view starts to magnify, metres.
  public static let startHeight = 70.0
  /// The height below which the view is closest, metres.
  public static let fullHeight = 25.0
  /// The world height the field shows when closest, metres.
  public static let fullView = 45.0
  /// Where the ground under the ship sits in the view, from its top (0) to its foot (1).
  static let groundInView = 0.75

  /// The ship's centre.
  public let ship: Vector2
  /// The ground's height (metres down) under the ship's centre.
  public let ground: Double

  /// The close-up around `ship` over `level`'s ground.
  public init(ship: Vector2, level: LanderLevel) {
    self.ship = ship
    ground = level.groundHeight(at: ship.x)
  }

  /// The ship's height above the ground under it, from its legs, metres.
  public var altitude: Double { max(0, ground - ship.y - LanderLevel.shipRadius) }

  /// How far the view is into the close-up: 0 above `startHeight`, 1 below `fullHeight`, eased
  /// between so the view neither jumps nor lurches.
  public var closeness: Double {
    guard altitude.isFinite else { return 0 }
    let t = min(1, max(0, (Self.startHeight - altitude) / (Self.startHeight - Self.fullHeight)))
    return t * t * (3 - 2 * t)
  }

  /// `whole` (the world fitted to the field) magnified for this close-up.
  public func viewport(from whole: Viewport) -> Viewport {
    let closeness = closeness
    let shown = whole.visibleWorld
    guard closeness > 0, shown.height > Self.fullView, ship.x.isFinite, ship.y.isFinite else { return whole }
    // The height shown moves from the whole world's to `fullView` (arithmetic alone, the same
    // on every machine).
    let height = shown.height + (Self.fullView - shown.height) * closeness
    let zoom = shown.height / height
    let width = shown.width / zoom
    let (worldWidth, worldHeight) = (whole.worldWidth, whole.worldHeight)
    // Across: the ship in the middle, the view kept inside the world (centred when wider).
    let left = width >= worldWidth ? (worldWidth - width) / 2 : min(max(ship.x - width / 2, 0), worldWidth - width)
    // Down: the ground three quarters of the way down, the ship's nose kept in view.
    let shipTop = ship.y - LanderLevel.shipRadius - 2
    let wanted = min(ground - Self.groundInView * height, shipTop)
    let top = height >= worldHeight ? (worldHeight - height) / 2 : min(max(wanted, 0), worldHeight - height)
    return whole.magnified(zoom, left: left, top: top)
  }
}
