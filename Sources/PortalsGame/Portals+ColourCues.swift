import Drawing
import GameKit

extension Portals {
  /// Which portal a planet belongs to: each colour has its mark (`▲ ● ■ ◆`, `A O H X` in
  /// ASCII) on the portal and on its planets.
  public static func colourCues(unicode: Bool) -> [ColourCues] {
    [
      ColourCues(
        "Portals: which portal a planet belongs to",
        PortalColor.allCases.map { portal in
          ColourCues.Cue(
            "the \(portal) portal", style: Style(foreground: portal.color), mark: portal.mark(unicode: unicode))
        })
    ]
  }
}
