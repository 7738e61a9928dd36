import Drawing
import GameKit

extension Balls {
  /// The cross-hair waiting against ready to fire (grey, white with its centre reversed), and a
  /// star earned against one not (a bold yellow star, a dim dot). The balls' six colours tell
  /// nothing: any explosion sets off any ball (without colour each has a glyph of its own).
  public static func colourCues(unicode: Bool) -> [ColourCues] {
    [
      ColourCues(
        "Balls: whether the cross-hair can fire",
        [
          ColourCues.Cue("waiting for the balls to settle", style: Style(foreground: .gray), mark: "+"),
          ColourCues.Cue(
            "ready to fire", style: Style(foreground: .brightWhite, attributes: [.bold, .reverse]), mark: "+"),
        ]),
      ColourCues(
        "Balls: the level's stars",
        [
          ColourCues.Cue(
            "a star earned", style: Style(foreground: .brightYellow, attributes: .bold), mark: unicode ? "✶" : "*"),
          ColourCues.Cue("a star not earned", style: Style(attributes: .dim), mark: unicode ? "·" : "."),
        ]),
    ]
  }
}
