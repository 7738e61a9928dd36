/// What the terminal can show right now, after user settings: scenes draw accordingly.
public struct Capabilities: Hashable, Sendable {
  /// Whether Unicode glyphs (blocks, braille, box drawing) may be used; false means plain ASCII.
  public var unicode: Bool
  /// How many colours are shown; monochrome means meaning must not depend on colour.
  public var colorDepth: ColorDepth

  /// Creates a capability set.
  public init(unicode: Bool, colorDepth: ColorDepth) {
    self.unicode = unicode
    self.colorDepth = colorDepth
  }

  /// Full Unicode and 256 colours.
  public static let full = Capabilities(unicode: true, colorDepth: .full256)
  /// Plain ASCII with no colour: the most limited terminal the arcade supports.
  public static let minimal = Capabilities(unicode: false, colorDepth: .monochrome)

  /// The glyphs matching `unicode`.
  public var glyphs: Glyphs { unicode ? .unicode : .ascii }
}
