/// How a scene drawn over another sits on it: carried by an overlay (`Scene.overlay`) as one
/// value, so the stack and the session ask one question of every scene.
public struct Overlay: Hashable, Sendable {
  /// Whether it takes the place of the panels of the scenes below it (they are drawn with
  /// `Canvas.drawsPanels` off): the high-score prompt replaces a game's result panel instead of
  /// being drawn over it.
  package var hidesPanelsBelow: Bool
  /// Whether the session keeps stepping the scene directly under it at that scene's own rate
  /// while it is on top (help and leave panels over a network match, whose other player plays
  /// on); input still comes only to the top. False: the scene below is frozen.
  package var keepsSceneBelowStepping: Bool

  /// An overlay; by default a panel over a frozen scene whose own panels show through.
  public init(hidesPanelsBelow: Bool = false, keepsSceneBelowStepping: Bool = false) {
    self.hidesPanelsBelow = hidesPanelsBelow
    self.keepsSceneBelowStepping = keepsSceneBelowStepping
  }

  /// A panel over a frozen scene whose own panels show through (help, a notice, the pause).
  public static let panel = Overlay()
}
