import Drawing
import GameKit

extension Lander {
  /// A speed's or the heading's safety (its colour and its mark: `!` near the limit, `!!` over
  /// it), and the ship against the ghost of the best landing (white and grey; dim without
  /// colour).
  public static func colourCues(unicode: Bool) -> [ColourCues] {
    [
      ColourCues(
        "Lander: how a speed or the heading stands against its landing limit",
        LanderSafety.allCases.map { safety in
          ColourCues.Cue("\(safety) its limit", style: safety.style, mark: "↓3.1\(safety.mark)")
        }),
      ColourCues(
        "Lander: the ship and the ghost of the best landing", [LanderPainter.shipCue, LanderPainter.ghostCue]),
    ]
  }
}
