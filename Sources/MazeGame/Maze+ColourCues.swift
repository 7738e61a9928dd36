import Drawing
import GameKit

extension Maze {
  /// What a cell is, and the ball against its ghost: each has a glyph of its own (the start's
  /// light shade and the goal's medium one, arrows, a hole's disc, a door's dot, dash or bars;
  /// the ghost a ring where the ball is a disc), so no colour is needed to read the maze.
  public static func colourCues(unicode: Bool) -> [ColourCues] {
    let glyphs = unicode ? Glyphs.unicode : Glyphs.ascii
    let doors: [(String, MazeDoors)] = [
      ("an open door", .open), ("a door about to shut", .closing), ("a shut door", .shut),
    ]
    return [
      ColourCues(
        "Maze: what a cell is",
        [
          ColourCues.Cue("the start", style: MazeBoardPainter.startStyle, mark: "\(glyphs.lightShade)"),
          ColourCues.Cue("the goal", style: MazeBoardPainter.goalStyle, mark: "\(glyphs.mediumShade)"),
          ColourCues.Cue("a wall", style: MazeBoardPainter.wallStyle, mark: "\(glyphs.fullBlock)"),
        ]
          + [MazeLevel.Cell.oneWayRight, .hole].map { cell in
            let drawn = MazeBoardPainter.hazard(cell, doors: .open, glyphs: glyphs)
            return ColourCues.Cue(
              cell == .hole ? "a hole" : "a one-way cell", style: drawn.style, mark: "\(drawn.scalar)")
          }
          + doors.map { name, state in
            let drawn = MazeBoardPainter.hazard(.door, doors: state, glyphs: glyphs)
            return ColourCues.Cue(name, style: drawn.style, mark: "\(drawn.scalar)")
          }),
      ColourCues(
        "Maze: the ball and the ghost of the best run",
        [
          ColourCues.Cue("the ball", style: MazeBoardPainter.ballStyle, mark: unicode ? "a disc of dots" : "O"),
          ColourCues.Cue("the ghost", style: MazeBoardPainter.ghostStyle, mark: unicode ? "a ring of dots" : "o"),
        ]),
    ]
  }
}
