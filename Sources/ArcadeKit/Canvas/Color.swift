/// A colour a cell can ask for; the terminal maps it to what it can show (256, 16, 8 or none).
public enum Color: Hashable, Sendable, CaseIterable {
  case `default`
  case black, red, green, yellow, blue, magenta, cyan, white
  case gray
  case brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
  case darkGreen

  // MARK: - Fallback

  /// The terminal colour index for this colour at `depth`, or nil for the terminal's default.
  ///
  /// Monochrome returns nil for everything: meaning must then come from glyphs and attributes.
  public func index(at depth: ColorDepth) -> Int16? {
    switch depth {
    case .monochrome: return nil
    case .eight: return eightColorIndex
    case .sixteen: return sixteenColorIndex
    case .full256: return fullIndex
    }
  }

  /// Whether an 8-colour terminal needs bold to approximate this colour as a foreground.
  public var needsBoldOnEightColors: Bool {
    switch self {
    case .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite:
      return true
    default:
      return false
    }
  }

  private var eightColorIndex: Int16? {
    switch self {
    case .default: return nil
    case .black: return 0
    case .red, .brightRed: return 1
    case .green, .brightGreen, .darkGreen: return 2
    case .yellow, .brightYellow: return 3
    case .blue, .brightBlue: return 4
    case .magenta, .brightMagenta: return 5
    case .cyan, .brightCyan: return 6
    case .white, .brightWhite, .gray: return 7
    }
  }

  private var sixteenColorIndex: Int16? {
    switch self {
    case .gray: return 8
    case .brightRed: return 9
    case .brightGreen: return 10
    case .brightYellow: return 11
    case .brightBlue: return 12
    case .brightMagenta: return 13
    case .brightCyan: return 14
    case .brightWhite: return 15
    case .darkGreen: return 2
    default: return eightColorIndex
    }
  }

  private var fullIndex: Int16? {
    switch self {
    case .gray: return 244
    case .darkGreen: return 22
    default: return sixteenColorIndex
    }
  }
}
