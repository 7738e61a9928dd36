import ArcadeKit
import Physics

// MARK: - CrossHair

/// The aiming point moved with the direction keys; a held key moves it faster.
///
/// Terminals report no key releases, only repeats, so "held" means: the same direction again
/// within two updates. Each such repeat lengthens the stride up to a cap.
public struct CrossHair: Hashable, Sendable {
  /// The stride of a single press, in world units.
  public static let baseStride = 6.0
  /// How much each repeat adds to the stride.
  public static let strideGrowth = 3.0
  /// The longest stride.
  public static let maxStride = 24.0
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

  /// The stride the next move in the same direction would take.
  public var currentStride: Double {
    min(Self.baseStride + Self.strideGrowth * Double(repeats), Self.maxStride)
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
    let stride = currentStride
    switch direction {
    case .up: position.y -= stride
    case .down: position.y += stride
    case .left: position.x -= stride
    case .right: position.x += stride
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
