/// Foreground, background and attributes of a cell.
public struct Style: Hashable, Sendable {
  public var foreground: Color
  public var background: Color
  public var attributes: TextAttributes

  /// Creates a style; everything defaults to the terminal's own colours and no attributes.
  public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default style.
  public static let plain = Style()
  /// Bold text in the default colours.
  public static let bold = Style(attributes: .bold)
  /// Reverse video: how selection is shown, readable without colour.
  public static let highlighted = Style(attributes: .reverse)
  /// Dimmed text for hints.
  public static let dim = Style(attributes: .dim)
}
