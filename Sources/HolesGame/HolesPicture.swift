import ArcadeKit
import Drawing
import GameKit
import Physics

// MARK: - HolesPicture

/// What a Holes screen shows, for `HolesPainter`: the board, the status and key lines, the
/// last message, the ghost's ball, and the panel of a hold or of the game's end.
///
/// The game says what every line reads (`Holes.picture(ghost:in:)`); the painter only places
/// and draws it, so it never looks back into the game.
public struct HolesPicture: GamePicture {
  /// The table, its holes and walls, the flag, the ball and the tilt.
  var board: HolesBoard
  /// The status line: score, balls, the table and how far the next one is.
  var status: TextLine
  /// The last message ("Flag!", "Ball lost"), the frame's title while it lasts.
  var message: String?
  /// Where the best game's ball is on this table now, when its ghost is shown.
  var ghost: Vector2?
  /// The keys after the tilt on the tilt line ("   arrows tilt  Space level  …").
  var keysHint: TextLine
  /// The lines of the panel in the frame after a lost ball or a flag, while the second's hold
  /// of rules 1 and 2 lasts.
  var hold: [String]?
  /// The count before the ball rolls (rules 3: 3, 2, 1), in the frame's title beside the
  /// message and never over the table, whose holes the player is reading.
  var countdown: Int?
  /// The lines of the game-over panel, once the game is over.
  var gameOver: [String]?
}

extension HolesPicture {
  /// Draws the picture (`HolesPainter`).
  public func draw(into canvas: inout Canvas) {
    HolesPainter(picture: self).draw(into: &canvas)
  }
}
