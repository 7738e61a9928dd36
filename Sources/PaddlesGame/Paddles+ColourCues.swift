import Drawing
import GameKit

extension Paddles {
  /// The two players' colours, for their paddles and their scores, each on its own side. (A
  /// paddle turns white for a moment when it hits the puck: an echo of the bounce the puck
  /// makes, which tells the same without colour.)
  public static func colourCues(unicode: Bool) -> [ColourCues] {
    [
      ColourCues(
        "Paddles: whose paddle and score",
        zip(["the left player", "the right player"], PaddlesPainter.paddleColors).map { player, color in
          ColourCues.Cue(player, style: Style(foreground: color), mark: player == "the left player" ? "left" : "right")
        })
    ]
  }
}
