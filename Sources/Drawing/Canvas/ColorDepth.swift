/// How many colours the terminal can show, after user settings (`--no-color`, `NO_COLOR`).
public enum ColorDepth: Int, Hashable, Sendable, Comparable {
  case monochrome = 0
  case eight = 8
  case sixteen = 16
  case full256 = 256

  /// The depth to use for a terminal reporting `colors` colours, or monochrome when colour is off.
  public static func choose(terminalColors colors: Int, colorEnabled: Bool) -> ColorDepth {
    guard colorEnabled else { return .monochrome }
    switch colors {
    case 256...: return .full256
    case 16..<256: return .sixteen
    case 8..<16: return .eight
    default: return .monochrome
    }
  }

  /// Whether any colour is shown at all.
  public var hasColor: Bool { self != .monochrome }

  public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }
}
