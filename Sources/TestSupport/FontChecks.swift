import ArcadeKit
import Drawing

/// The capabilities a scene is checked under for glyphs, from the fullest font to plain ASCII.
public enum FontChecks {
  /// Full Unicode; the Linux console's font; ASCII.
  public static let capabilities: [Capabilities] = [
    .full, Capabilities(unicode: true, colorDepth: .sixteen, consoleFont: true), .minimal,
  ]

  /// The glyphs `scene` draws at `size` under each capability set that the set may not draw,
  /// or draws bold where the bold font lacks them, described for a failure message; empty when
  /// every glyph is safe.
  public static func problems(_ scene: some Scene, size: Size = Size(width: 80, height: 24)) -> [String] {
    capabilities.compactMap { capabilities in
      var canvas = Canvas(size: size, capabilities: capabilities)
      scene.render(into: &canvas)
      let unlisted = SafeGlyphs.unlisted(on: canvas).map { "\($0) U+\(String($0.value, radix: 16))" }
      let bold = SafeGlyphs.boldWhereTheBoldFontLacksThem(on: canvas).map {
        "bold \($0) U+\(String($0.value, radix: 16))"
      }
      guard !(unlisted + bold).isEmpty else { return nil }
      return "\(capabilities): " + (unlisted + bold).joined(separator: " ")
    }
  }
}
