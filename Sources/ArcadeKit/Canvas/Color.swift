/// A colour a cell can ask for; the terminal maps it to what it can show (256, 16, 8 or none)
/// and to the palette of its background (dark or light).
public enum Color: Hashable, Sendable, CaseIterable {
  case `default`
  case black, red, green, yellow, blue, magenta, cyan, white
  case gray
  case brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
  case darkGreen

  /// Colours only ever used as a cell's background (the menu bar, the Holes table and its
  /// holes), so they are not held to the foreground contrast minimum.
  public static let backgroundOnly: Set<Color> = [.default, .black, .blue, .green, .darkGreen]

  // MARK: - Fallback

  /// The terminal colour index for this colour at `depth` on `background`, or nil for the
  /// terminal's default.
  ///
  /// Monochrome returns nil for everything: meaning must then come from glyphs and attributes.
  /// At 256 colours the index is in the colour cube or grey ramp, whose values every terminal
  /// shares, so the contrast is known (`ColorContrastTests`); 8 and 16 colours use the terminal's
  /// own palette, where on a light background the dark variants read best.
  public func index(at depth: ColorDepth, on background: Background = .dark) -> Int16? {
    switch (depth, background) {
    case (.monochrome, _): return nil
    case (.eight, .dark): return eightColorIndex
    case (.eight, .light): return lightEightColorIndex
    case (.sixteen, .dark): return sixteenColorIndex
    case (.sixteen, .light): return lightEightColorIndex.map { $0 == 0 && self == .gray ? 8 : $0 }
    case (.full256, .dark): return darkCubeIndex
    case (.full256, .light): return lightCubeIndex
    }
  }

  /// Whether an 8-colour terminal needs bold to approximate this colour as a foreground on a
  /// dark background (bold brightens; on a light background the plain colour reads better).
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

  /// On a light background white and grey would vanish: they become black (the text colour).
  private var lightEightColorIndex: Int16? {
    switch self {
    case .white, .brightWhite, .gray: return 0
    default: return eightColorIndex
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

  /// Light colours for a dark background (each at least 4.5:1 against black as a foreground).
  private var darkCubeIndex: Int16? {
    switch self {
    case .default: return nil
    case .black: return 16
    case .red: return 196
    case .green: return 34
    case .yellow: return 178
    case .blue: return 25
    case .magenta: return 170
    case .cyan: return 37
    case .white: return 252
    case .gray: return 245
    case .brightRed: return 203
    case .brightGreen: return 83
    case .brightYellow: return 227
    case .brightBlue: return 75
    case .brightMagenta: return 207
    case .brightCyan: return 87
    case .brightWhite: return 231
    case .darkGreen: return 22
    }
  }

  /// Dark colours for a light background (each at least 4.5:1 against white as a foreground);
  /// white becomes black, so a white cross-hair stays visible on a white terminal.
  private var lightCubeIndex: Int16? {
    switch self {
    case .default: return nil
    case .black: return 16
    case .red: return 124
    case .green: return 28
    case .yellow: return 130
    case .blue: return 25
    case .magenta: return 90
    case .cyan: return 24
    case .white: return 238
    case .gray: return 241
    case .brightRed: return 160
    case .brightGreen: return 28
    case .brightYellow: return 94
    case .brightBlue: return 21
    case .brightMagenta: return 127
    case .brightCyan: return 23
    case .brightWhite: return 16
    case .darkGreen: return 22
    }
  }
}
