import ArcadeKit
import Physics

// MARK: - CrossHair

/// The aiming point moved with the direction keys; a held key moves it faster.
///
/// One press moves one cell of the standard 80×24 screen (a cell there is 7.6 × 15.2 world
/// units), so the first press always shows in the next frame at that size and larger ones; the
/// stride is in world units, never in cells, so the same keys aim at the same point on every
/// screen. Terminals report no key releases, only repeats, so "held" means: the same direction
/// again within two updates. Each such repeat lengthens the stride up to a cap.
public struct CrossHair: Hashable, Sendable {
  /// The stride of a single press along each axis, in world units.
  public static let baseStride = Vector2(x: 8, y: 16)
  /// How much of `baseStride` each repeat adds.
  public static let strideGrowth = 0.5
  /// The longest stride, as a multiple of `baseStride`.
  public static let maxStrideMultiple = 4.0
  /// Updates within which the same direction counts as a held key.
  public static let repeatWindow = 2

  /// The aimed world point.
  public var position: Vector2
  private var lastDirection: Direction?
  private var lastMoveUpdate = Int.min / 2
  private var repeats = 0

  /// Creates a cross-hair at `position`.
  public init(position: Vector2) {
    self.position = position
  }

  /// The multiple of `baseStride` the last move took (it grows while a key is held).
  public var currentStrideMultiple: Double {
    min(1 + Self.strideGrowth * Double(repeats), Self.maxStrideMultiple)
  }

  // MARK: - Moving

  /// Moves one stride in `direction` at update number `update`, staying inside `field`.
  public mutating func move(_ direction: Direction, atUpdate update: Int, in field: WorldRect) {
    if direction == lastDirection && update - lastMoveUpdate <= Self.repeatWindow {
      repeats += 1
    } else {
      repeats = 0
    }
    lastDirection = direction
    lastMoveUpdate = update
    let multiple = currentStrideMultiple
    switch direction {
    case .up: position.y -= Self.baseStride.y * multiple
    case .down: position.y += Self.baseStride.y * multiple
    case .left: position.x -= Self.baseStride.x * multiple
    case .right: position.x += Self.baseStride.x * multiple
    }
    clamp(to: field)
  }

  /// Moves straight towards `target` by at most `distance` (the AI's glide).
  public mutating func glide(towards target: Vector2, by distance: Double, in field: WorldRect) {
    let offset = target - position
    let length = offset.length
    position = length <= distance || length == 0 ? target : position + offset * (distance / length)
    clamp(to: field)
  }

  private mutating func clamp(to field: WorldRect) {
    // The field is half-open: the far edges themselves are outside it.
    position.x = min(max(position.x, field.minX), field.maxX - 1)
    position.y = min(max(position.y, field.minY), field.maxY - 1)
  }
}
