import ArcadeKit
import Drawing
import GameKit
import Physics

// MARK: - BallsPicture

/// What a Balls screen shows, for `BallsPainter`: the field, the aim, the status line and the
/// panel between levels or at the run's end.
///
/// The game says what every line reads (`Balls.picture(ghost:in:)`); the painter only adapts
/// its symbols to the terminal's glyphs, places and draws it, so it never looks back into the
/// game.
public struct BallsPicture: GamePicture {
  /// The balls and explosions on the field (nil before the first level starts).
  var world: BallsWorld?
  /// Where the cross-hair is while the player aims, drawn with the ring of its explosion's
  /// reach (nil once the shot is fired and between levels).
  var aim: Vector2?
  /// Whether the cross-hair cannot fire yet: the level's first moments are to be watched
  /// (drawn dim).
  var looking: Bool
  /// The status line's left part ("Level 3").
  var levelLabel: TextLine
  /// The level's name, drawn after the label and a dash (" — Starter"), cut where the right
  /// part needs room.
  var levelName: String
  /// The status line's right part: the score and, in a level, removed/target.
  var tally: TextLine
  /// The chain's speed while it is fast-forwarded, drawn before the tally ("×4").
  var fastForward: Int?
  /// The right part with a hint before it ("F faster   Score 120   4/10"), shown instead when
  /// the line has room for it beside the whole name.
  var hintedTally: TextLine?
  /// The panel between levels or at the run's end, if any.
  var panel: (title: String, lines: [String])?
  /// The rating of the level just passed (1 to 3 stars), drawn on the panel's lower edge.
  var stars: Int?

  public func draw(into canvas: inout Canvas) {
    BallsPainter(picture: self).draw(into: &canvas)
  }
}
