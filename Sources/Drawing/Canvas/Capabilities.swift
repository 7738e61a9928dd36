/// What the terminal can show right now, after user settings: scenes draw accordingly.
public struct Capabilities: Hashable, Sendable {
  /// Whether Unicode glyphs (blocks, braille, box drawing) may be used; false means plain ASCII.
  public var unicode: Bool
  /// How many colours are shown; monochrome means meaning must not depend on colour.
  public var colorDepth: ColorDepth
  /// The terminal's background, which decides the palette colours are drawn from.
  public var background: Background
  /// Whether this is the Linux console, whose fonts carry box drawing, arrows and bullets but
  /// no half blocks, braille, ▓ or ✓ (see `SafeGlyphs`).
  public var consoleFont: Bool
  /// Whether the player asked for reduced motion: scenes draw no flashes (a hit, a point, a
  /// delivered planet light nothing up); what a flash told is shown steadily or not at all.
  public var reducedMotion: Bool
  /// Whether the frame is read out as plain lines (`arcade --plain`), not shown: the canvas
  /// keeps the text drawn into it (`Canvas.textRuns`), which plain mode reads.
  public var plain: Bool

  /// Creates a capability set.
  public init(
    unicode: Bool, colorDepth: ColorDepth, background: Background = .dark, consoleFont: Bool = false,
    reducedMotion: Bool = false, plain: Bool = false
  ) {
    self.plain = plain
    self.unicode = unicode
    self.colorDepth = colorDepth
    self.background = background
    self.consoleFont = consoleFont
    self.reducedMotion = reducedMotion
  }

  /// Whether the graphic glyphs only full terminal fonts carry may be drawn: half blocks,
  /// braille, ▓ and ✓. Where not, scenes draw their ASCII shapes.
  public var graphics: Bool { unicode && !consoleFont }

  /// Full Unicode and 256 colours.
  public static let full = Capabilities(unicode: true, colorDepth: .full256)
  /// Plain ASCII with no colour: the most limited terminal the arcade supports.
  public static let minimal = Capabilities(unicode: false, colorDepth: .monochrome)

  /// The glyphs matching `unicode`.
  public var glyphs: Glyphs { unicode ? .unicode : .ascii }
}
