import ArcadeKit
import Physics

// MARK: - TiltIndicator

/// The on-screen tilt gauge: one slot per tilt step on each axis, the current step marked.
///
/// `x ←[··●|···]→  y ↑[···|···]↓` — in ASCII `x <[..o|...]>  y ^[...|...]v`.
enum TiltIndicator {
  /// The gauge text for a tilt, with the glyphs of the terminal.
  static func text(for tilt: Tilt, glyphs: Glyphs, unicode: Bool) -> String {
    "x " + String(glyphs.arrowLeft) + gauge(tilt.x, unicode: unicode)
      + String(glyphs.arrowRight) + "  y " + String(glyphs.arrowUp) + gauge(tilt.y, unicode: unicode)
      + String(glyphs.arrowDown)
  }

  /// `tilt -1,+2`: the same facts in a few columns.
  static func compactText(for tilt: Tilt) -> String {
    func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : "\(value)" }
    return "tilt \(signed(tilt.x)),\(signed(tilt.y))"
  }

  /// `[··●|···]`: seven slots from −3 to +3; the middle one is `|` unless the tilt is 0.
  static func gauge(_ value: Int, unicode: Bool) -> String {
    let empty: Character = unicode ? "·" : "."
    let mark: Character = unicode ? "●" : "o"
    var slots = ""
    for step in -MazePhysics.maxTilt...MazePhysics.maxTilt {
      if step == value {
        slots.append(mark)
      } else {
        slots.append(step == 0 ? "|" : empty)
      }
    }
    return "[" + slots + "]"
  }
}
