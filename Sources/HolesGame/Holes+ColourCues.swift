import Drawing
import GameKit

extension Holes {
  /// The ball against the ghost of the best game: one disc on the felt, bright yellow and grey
  /// (`O` and `o` in ASCII); without colour bold and dim. (Holes, walls and the flag have
  /// shapes and glyphs of their own.)
  public static func colourCues(unicode: Bool) -> [ColourCues] {
    var cues = [HolesPainter.ballCue, HolesPainter.ghostCue]
    if !unicode { (cues[0].mark, cues[1].mark) = ("O", "o") }  // the letters the painter draws
    return [ColourCues("Holes: the ball and the ghost of the best game", cues)]
  }
}
