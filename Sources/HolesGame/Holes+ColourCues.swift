import Drawing
import GameKit

extension Holes {
  /// The ball against the ghost of the best game: one disc on the felt, bright yellow and grey
  /// (`O` and `o` in ASCII); without colour bold and dim. (Holes, walls and the flag have
  /// shapes and glyphs of their own.)
  public static func colourCues(unicode: Bool) -> [ColourCues] {
    let ball = HolesPainter.ballCue
    let ghost = HolesPainter.ghostCue
    return [
      ColourCues(
        "Holes: the ball and the ghost of the best game",
        unicode
          ? [ball, ghost]
          : [
            .init(ball.meaning, style: ball.style, mark: "O", monochrome: ball.monochrome),
            .init(ghost.meaning, style: ghost.style, mark: "o", monochrome: ghost.monochrome),
          ])
    ]
  }
}
