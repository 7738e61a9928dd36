/// Every non-ASCII symbol the arcade draws, with the fonts that carry it: nothing else is drawn.
///
/// Checked with `fc-query` and `psfgettable` against xterm's default font ("fixed":
/// misc-fixed 6x13 ISO 10646), DejaVu Sans Mono, and the Linux console's fonts (Debian's
/// Lat15-Fixed16, the console-setup default, and Uni2-Fixed16). A glyph marked `console: false`
/// is drawn only when `Capabilities.graphics` says so; on the console the scenes fall back.
/// Text that comes from the player (names, level titles) is theirs and not listed here.
public enum SafeGlyphs {
  /// A run of code points, what it draws, and whether the console's fonts carry it too.
  public struct Entry: Sendable {
    public let scalars: ClosedRange<UInt32>
    public let use: String
    public let console: Bool
  }

  public static let entries: [Entry] = [
    Entry(scalars: 0x00B7...0x00B7, use: "· Holes' pull rings, Maze's tilt gauge: all four fonts", console: true),
    Entry(scalars: 0x00D7...0x00D7, use: "× sizes (12×12): all four fonts", console: true),
    Entry(scalars: 0x2013...0x2014, use: "– — score details and titles: all four fonts", console: true),
    Entry(scalars: 0x2022...0x2022, use: "• separators on status lines: all four fonts", console: true),
    Entry(scalars: 0x2026...0x2026, use: "… cut text: all four fonts", console: true),
    Entry(scalars: 0x2190...0x2193, use: "← ↑ → ↓ key names: all four fonts", console: true),
    Entry(scalars: 0x2500...0x2500, use: "─ frames: all four fonts", console: true),
    Entry(scalars: 0x2502...0x2502, use: "│ frames: all four fonts", console: true),
    Entry(scalars: 0x250A...0x250A, use: "┊ Paddles' centre line: all four fonts", console: true),
    Entry(scalars: 0x250C...0x250C, use: "┌ frames: all four fonts", console: true),
    Entry(scalars: 0x2510...0x2510, use: "┐ frames: all four fonts", console: true),
    Entry(scalars: 0x2514...0x2514, use: "└ frames: all four fonts", console: true),
    Entry(scalars: 0x2518...0x2518, use: "┘ frames: all four fonts", console: true),
    Entry(scalars: 0x2588...0x2588, use: "█ walls, paddles, balls: all four fonts", console: true),
    Entry(scalars: 0x2591...0x2592, use: "░ ▒ obstacles and shading: all four fonts", console: true),
    Entry(scalars: 0x25B6...0x25B6, use: "▶ the menu pointer and the Holes flag: all four fonts", console: true),
    Entry(scalars: 0x25CF...0x25CF, use: "● Maze's tilt gauge: all four fonts", console: true),
    Entry(scalars: 0x2717...0x2717, use: "✗ the editor's missing start or goal: all four fonts", console: true),
    Entry(
      scalars: 0x2580...0x2580, use: "▀ half-block pixels: xterm's and DejaVu, not the console's", console: false),
    Entry(
      scalars: 0x2584...0x2584, use: "▄ half-block pixels: xterm's and DejaVu, not the console's", console: false),
    Entry(
      scalars: 0x2593...0x2593, use: "▓ Holes' holes without colour: xterm's and DejaVu, not the console's",
      console: false),
    Entry(
      scalars: 0x2713...0x2713, use: "✓ the editor's placed start or goal: xterm's and DejaVu, not the console's",
      console: false),
    Entry(
      scalars: 0x25A0...0x25A0,
      use: "■ a Portals mark: xterm's and DejaVu (not xterm's bold), not checked on the console",
      console: false),
    Entry(
      scalars: 0x25B2...0x25B2,
      use:
        "▲ Lander's thrust button, a Portals mark: xterm's and DejaVu (not xterm's bold), not checked on the console",
      console: false),
    Entry(
      scalars: 0x25C0...0x25C0,
      use: "◀ Lander's port button: xterm's and DejaVu (not xterm's bold), not checked on the console", console: false),
    Entry(
      scalars: 0x25C6...0x25C6, use: "◆ a Portals mark: xterm's and DejaVu, not checked on the console",
      console: false),
    Entry(
      scalars: 0x2736...0x2736,
      use: "✶ Lander's debris: xterm's and DejaVu (not xterm's bold), not checked on the console", console: false),
    Entry(
      scalars: 0x2800...0x28FF,
      use: "braille dots (round pucks, balls, rings): xterm's; DejaVu Sans (every terminal's fallback), "
        + "not DejaVu Sans Mono or the console's",
      console: false),
  ]

  /// Symbols xterm's default bold font (misc-fixed 6x13B, which xterm pairs with "fixed") lacks:
  /// it draws a bold "…" as "_" and a bold "▲" not at all (checked with `fc-query`). `Canvas.text`
  /// draws them without bold, keeping the rest of the style (colour, reverse), so a cut selected
  /// line still ends in a readable ellipsis and a Portals mark or a held Lander button shows.
  /// A short list, searched in order: six compares cost less than hashing, and every bold
  /// symbol of every frame is looked up.
  public static let missingFromBoldFont: [Unicode.Scalar] = ["…", "●", "■", "▲", "◀", "✶"]

  /// The symbols on `canvas` drawn bold although the bold font lacks them, in reading order.
  public static func boldWhereTheBoldFontLacksThem(on canvas: Canvas) -> [Unicode.Scalar] {
    var found: [Unicode.Scalar] = []
    for cell in canvas.cells
    where cell.style.attributes.contains(.bold) && missingFromBoldFont.contains(cell.scalar)
      && !found.contains(cell.scalar)
    {
      found.append(cell.scalar)
    }
    return found
  }

  /// Whether `scalar` may be drawn with `capabilities`: ASCII always, the entries above when
  /// Unicode is on, and only the console's share of them on the Linux console.
  public static func allows(_ scalar: Unicode.Scalar, with capabilities: Capabilities) -> Bool {
    if scalar.isASCII { return true }
    guard capabilities.unicode, let entry = entries.first(where: { $0.scalars.contains(scalar.value) }) else {
      return false
    }
    return entry.console || capabilities.graphics
  }

  /// The symbols on `canvas` that it may not draw with its capabilities, in reading order.
  ///
  /// Only symbols and punctuation count: letters and digits come from the player's own text.
  public static func unlisted(on canvas: Canvas) -> [Unicode.Scalar] {
    var found: [Unicode.Scalar] = []
    for cell in canvas.cells where !cell.isContinuation && !allows(cell.scalar, with: canvas.capabilities) {
      switch cell.scalar.properties.generalCategory {
      case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .connectorPunctuation, .dashPunctuation,
        .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation:
        if !found.contains(cell.scalar) { found.append(cell.scalar) }
      default:
        continue
      }
    }
    return found
  }
}
