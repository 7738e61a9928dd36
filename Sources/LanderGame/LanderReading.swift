import ArcadeKit
import Drawing

// MARK: - LanderReading

/// One reading of Lander's status line, as `ALT 42m` or `↓3.1`, with how safe it is for a
/// landing when it is one of the landing's limits.
public struct LanderReading: Sendable {
  /// What it says.
  public var text: TextLine
  /// How it stands against its landing limit; nil for a reading without one.
  public var safety: LanderSafety?

  public init(_ text: TextLine, safety: LanderSafety? = nil) {
    self.text = text
    self.safety = safety
  }
}

// MARK: - LanderSafety

/// How a speed or a heading stands against the limit a landing allows: within it, near it
/// (over three quarters of it), or over it.
public enum LanderSafety: Hashable, Sendable, CaseIterable {
  case within, near, over

  /// The safety of `value` against `limit`.
  public init(_ value: Double, limit: Double) {
    if !(value <= limit) {
      self = .over
    } else if value > limit * 0.75 {
      self = .near
    } else {
      self = .within
    }
  }

  /// The mark a reading near or over its limit carries, so it reads without colour and to a
  /// player who tells green from yellow badly: `!` near it, `!!` over it.
  public var mark: TextLine {
    switch self {
    case .within: ""
    case .near: "!"
    case .over: "!!"
    }
  }

  /// How a reading of this safety is drawn: bold, in its colour.
  public var style: Style { Style(foreground: color, attributes: .bold) }

  /// Its colour: green, yellow, red.
  public var color: Color {
    switch self {
    case .within: .brightGreen
    case .near: .brightYellow
    case .over: .brightRed
    }
  }
}

// MARK: - LanderReadings

/// The status line's seven readings, left to right, kept inline: a frame's status makes no
/// array (no allocation a frame, as the other games' status lines).
public struct LanderReadings: Sequence, Sendable {
  public var altitude, fall, drift, heading, fuel, score, ships: LanderReading

  public func makeIterator() -> Iterator { Iterator(readings: self) }

  /// The readings in order.
  public struct Iterator: IteratorProtocol {
    let readings: LanderReadings
    var index = 0

    public mutating func next() -> LanderReading? {
      defer { index += 1 }
      switch index {
      case 0: return readings.altitude
      case 1: return readings.fall
      case 2: return readings.drift
      case 3: return readings.heading
      case 4: return readings.fuel
      case 5: return readings.score
      case 6: return readings.ships
      default: return nil
      }
    }
  }
}
