import ArcadeKit
import Physics

// MARK: - BallsPicture

/// What a Balls screen shows, for `BallsPainter`: the field, the aim, the status line and the
/// panel between levels or at the run's end.
///
/// The scene says what every line reads (`BallsScene.picture(glyphs:)`); the painter only
/// places and draws it, so it never looks back into the scene.
struct BallsPicture {
  /// The balls and explosions on the field (nil before the first level starts).
  var world: BallsWorld?
  /// Where the cross-hair is while the player aims, drawn with the ring of its explosion's
  /// reach (nil once the shot is fired and between levels).
  var aim: Vector2?
  /// The status line's left part ("Level 3").
  var levelLabel: TextLine
  /// The level's name after the label (" — Starter"), cut where the right part needs room.
  var levelName: TextLine
  /// The status line's right part: the score and, in a level, removed/target.
  var tally: TextLine
  /// The right part with a hint before it ("F faster   Score 120   4/10"), shown instead when
  /// the line has room for it beside the whole name.
  var hintedTally: TextLine?
  /// The panel between levels or at the run's end, if any.
  var panel: (title: String, lines: [String])?
}
