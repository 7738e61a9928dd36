import Drawing

/// A mouse action at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// The left button went down.
    case press
    /// The pointer moved with the left button held.
    case drag
    /// The left button came up.
    case release
    case scrollUp, scrollDown
  }

  public var kind: Kind
  /// Cell column and row, from the top-left of the screen.
  public var x: Int
  public var y: Int
  /// The screen size when it happened, so a scene can hit-test against its own layout.
  public var screen: Size

  /// Creates a mouse event.
  public init(_ kind: Kind, x: Int, y: Int, screen: Size) {
    self.kind = kind
    self.x = x
    self.y = y
    self.screen = screen
  }
}
