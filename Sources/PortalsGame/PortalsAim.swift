import ArcadeKit
import Physics

// MARK: - PortalsAim

/// One of the 16 directions the keyboard aims in, numbered clockwise from up (0) in steps of
/// 22.5°. The unit vectors are written out, so an aim is the same number on every machine.
public struct PortalsAim: Hashable, Sendable {
  /// How many directions there are.
  public static let count = 16
  /// 0 (up) to 15, clockwise.
  public private(set) var index: Int

  /// The direction `index` (taken modulo 16).
  public init(index: Int) {
    self.index = ((index % Self.count) + Self.count) % Self.count
  }

  /// sin of 0°, 22.5°, 45°, 67.5° and 90°.
  private static let sines = [0.0, 0.38268343236508978, 0.70710678118654757, 0.92387953251128674, 1.0]

  /// The unit vector of the direction (y down).
  public var vector: Vector2 {
    let quarter = index / 4
    let within = index % 4
    let across = Self.sines[within]
    let along = Self.sines[4 - within]
    switch quarter {
    case 0: return Vector2(x: across, y: -along)
    case 1: return Vector2(x: along, y: across)
    case 2: return Vector2(x: -across, y: along)
    default: return Vector2(x: -along, y: -across)
    }
  }

  /// The direction nearest to `vector` (up for a zero vector).
  public static func nearest(to vector: Vector2) -> PortalsAim {
    guard vector.lengthSquared > 0 else { return PortalsAim(index: 0) }
    var best = 0
    var bestDot = -Double.infinity
    for index in 0..<count {
      let dot = PortalsAim(index: index).vector.dot(vector)
      if dot > bestDot {
        bestDot = dot
        best = index
      }
    }
    return PortalsAim(index: best)
  }

  /// The aim one step turned toward `direction` the short way (clockwise when it points the
  /// opposite way); unchanged when it already points there.
  public func turned(toward direction: Direction) -> PortalsAim {
    let target: Int
    switch direction {
    case .up: target = 0
    case .right: target = 4
    case .down: target = 8
    case .left: target = 12
    }
    let ahead = (target - index + Self.count) % Self.count
    if ahead == 0 { return self }
    return PortalsAim(index: index + (ahead <= Self.count / 2 ? 1 : -1))
  }
}
