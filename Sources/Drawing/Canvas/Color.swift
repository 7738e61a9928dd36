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
  /// shares, so the contrast is known (`ColorContrastTests`). At 8 and 16 colours the terminal's
  /// own palette decides: the entries are chosen to read (4.5:1) in both xterm's default values
  /// and the VGA palette (`PaletteContrastTests`), with `bold(at:on:)`.
  public func index(at depth: ColorDepth, on background: Background = .dark) -> Int16? {
    switch (depth, background) {
    case (.monochrome, _): return nil
    case (.eight, .dark): return darkEight.index
    case (.eight, .light): return lightEight.index
    case (.sixteen, .dark): return darkSixteen.index
    case (.sixteen, .light): return lightSixteen.index
    case (.full256, .dark): return darkCubeIndex
    case (.full256, .light): return lightCubeIndex
    }
  }

  /// What bold must be for this colour as a foreground at `depth` on `background`.
  public enum BoldUse: Hashable, Sendable {
    /// As the style says.
    case asStyled
    /// Added: the terminal shows the bright variant only in bold.
    case required
    /// Removed: the bright variant bold would give does not read on the background.
    case removed
  }

  /// What bold must be for this colour as a foreground at `depth` on `background`.
  ///
  /// Terminals of 8 and 16 colours (xterm's `boldColors`, the Linux console) show bold text in
  /// colours 0–7 in the bright variant (8–15). On a dark background that is the only way to
  /// reach the bright colours at 8, and red, yellow and magenta need it to read; on a light
  /// background the bright variants vanish (bright yellow on white is 1.07:1), so bold is
  /// removed from every colour but blue, whose bright variant still reads.
  public func bold(at depth: ColorDepth, on background: Background) -> BoldUse {
    switch (depth, background) {
    case (.eight, .dark): darkEight.bold
    case (.eight, .light): lightEight.bold
    case (.sixteen, .dark): darkSixteen.bold
    case (.sixteen, .light): lightSixteen.bold
    case (.monochrome, _), (.full256, _): .asStyled
    }
  }

  // MARK: - 8 and 16 colours

  /// An index into the terminal's 16 colours, and what bold must be with it.
  private typealias Entry = (index: Int16?, bold: BoldUse)

  /// On black with 8 colours: the base colours, bold where only the bright variant reads or
  /// a bright colour is asked for. Blue's bright variant is too dark (4.4:1 in xterm), so bright
  /// blue is drawn as plain cyan; blue itself is a background only, and bold is removed so the
  /// menu's white-on-blue selection keeps its dark blue.
  private var darkEight: Entry {
    switch self {
    case .default: (nil, .asStyled)
    case .black: (0, .asStyled)
    case .red, .brightRed: (1, .required)
    case .green, .darkGreen: (2, .asStyled)
    case .brightGreen: (2, .required)
    case .yellow, .brightYellow: (3, .required)
    case .blue: (4, .removed)
    case .brightBlue: (6, .removed)
    case .magenta, .brightMagenta: (5, .required)
    case .cyan: (6, .asStyled)
    case .brightCyan: (6, .required)
    case .white, .gray: (7, .asStyled)
    case .brightWhite: (7, .required)
    }
  }

  /// On black with 16 colours: the bright indices where the base colour is too dark (red,
  /// VGA's brown yellow, magenta); grey is light grey (VGA's dark grey is 2.8:1 on black).
  private var darkSixteen: Entry {
    switch self {
    case .default: (nil, .asStyled)
    case .black: (0, .asStyled)
    case .red, .brightRed: (9, .asStyled)
    case .green, .darkGreen: (2, .asStyled)
    case .brightGreen: (10, .asStyled)
    case .yellow, .brightYellow: (11, .asStyled)
    case .blue: (4, .asStyled)
    case .brightBlue: (6, .removed)
    case .magenta, .brightMagenta: (13, .asStyled)
    case .cyan: (6, .asStyled)
    case .brightCyan: (14, .asStyled)
    case .white, .gray: (7, .asStyled)
    case .brightWhite: (15, .asStyled)
    }
  }

  /// On white with 8 colours only red, blue and magenta read (green, yellow and cyan are 1.7
  /// to 3.1:1 in xterm and VGA): warm colours become red, green and cyan blue; white, grey and
  /// black are the terminal's own text colour, which bold keeps black.
  private var lightEight: Entry {
    switch self {
    case .default, .black, .white, .brightWhite, .gray: (nil, .asStyled)
    case .red, .brightRed, .yellow, .brightYellow: (1, .removed)
    case .green, .brightGreen, .cyan, .brightCyan, .blue, .brightBlue: (4, .asStyled)
    case .darkGreen: (2, .removed)
    case .magenta, .brightMagenta: (5, .removed)
    }
  }

  /// On white with 16 colours: as with 8, and bright blue (12) for cyan and bright blue.
  private var lightSixteen: Entry {
    switch self {
    case .cyan, .brightCyan, .brightBlue: (12, .asStyled)
    default: lightEight
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
