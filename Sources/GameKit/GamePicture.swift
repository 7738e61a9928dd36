import ArcadeKit
import Drawing

// MARK: - GamePicture

/// What a game's screen shows, as a plain value, and how it is drawn: every game draws from one
/// (the one rendering style), so a frame depends on nothing but the picture and the canvas.
public protocol GamePicture: Sendable {
  /// Draws the picture into `canvas`, which has the terminal's size (at least the game's
  /// `minimumSize`).
  func draw(into canvas: inout Canvas)
}
