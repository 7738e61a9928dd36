/// What a terminal is asked to draw a cell's style with: attributes and colour indices, after
/// the palette of its colour depth and background (`Style.shown(with:)`).
public struct ShownStyle: Hashable, Sendable {
  public var attributes: TextAttributes
  /// The foreground's colour index, or nil for the terminal's default.
  public var foreground: Int16?
  /// The background's colour index, or nil for the terminal's default.
  public var background: Int16?

  /// Creates a shown style.
  public init(attributes: TextAttributes, foreground: Int16?, background: Int16?) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }
}

extension Style {
  /// How this style is drawn on a terminal with `capabilities`.
  ///
  /// Colours on the terminal's background take its palette; a cell with its own background
  /// keeps the dark palette, whose colours were chosen to read against each other. At 8 and 16
  /// colours bold is added or removed where the colour asks (`Color.bold(at:on:)`): those
  /// terminals show bold text in colours 0–7 in the bright variant.
  public func shown(with capabilities: Capabilities) -> ShownStyle {
    let depth = capabilities.colorDepth
    let palette = background == .default ? capabilities.background : .dark
    var attributes = attributes
    switch foreground.bold(at: depth, on: palette) {
    case .asStyled: break
    case .required: attributes.insert(.bold)
    case .removed: attributes.remove(.bold)
    }
    return ShownStyle(
      attributes: attributes,
      foreground: foreground.index(at: depth, on: palette),
      background: background.index(at: depth, on: palette))
  }
}
