import ArcadeKit
import Drawing
import Physics

// MARK: - TiltIndicator

/// The on-screen tilt gauge: one slot per tilt step on each axis, the current step marked.
///
/// `x ←[··●|···]→  y ↑[···|···]↓` — in ASCII `x <[..o|...]>  y ^[...|...]v`.
enum TiltIndicator {
  /// The gauge text for a tilt, with the glyphs of the terminal (a `TextLine`: it is made
  /// every frame).
  static func text(for tilt: Tilt, glyphs: Glyphs, unicode: Bool) -> TextLine {
    let x = gauge(tilt.x, unicode: unicode)
    let y = gauge(tilt.y, unicode: unicode)
    return "x \(glyphs.arrowLeft)\(x)\(glyphs.arrowRight)  y \(glyphs.arrowUp)\(y)\(glyphs.arrowDown)"
  }

  /// `tilt -1,+2`: the same facts in a few columns.
  static func compactText(for tilt: Tilt) -> TextLine {
    "tilt \(tilt.x > 0 ? "+" : "")\(tilt.x),\(tilt.y > 0 ? "+" : "")\(tilt.y)"
  }

  /// `[··●|···]`: seven slots from −3 to +3; the middle one is `|` unless the tilt is 0.
  static func gauge(_ value: Int, unicode: Bool) -> TextLine {
    let empty: Unicode.Scalar = unicode ? "·" : "."
    let mark: Unicode.Scalar = unicode ? "●" : "o"
    var slots: TextLine = "["
    for step in -MazePhysics.maxTilt...MazePhysics.maxTilt {
      slots.append(step == value ? mark : step == 0 ? "|" : empty)
    }
    slots.append("]" as Unicode.Scalar)
    return slots
  }
}
