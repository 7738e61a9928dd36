import Drawing

extension EditorPiece {
  /// A piece the level check points at: red, and underlined, so it shows without colour too
  /// and on a piece that is red already (Portals' red portal).
  public static let problemStyle = Style(foreground: .brightRed, attributes: [.bold, .underline])

  /// What the editors' colours tell: a piece, and the same piece where the level check points
  /// at it, for a piece of every colour (and of the terminal's own), one pair each.
  public static let problemCues: [ColourCues] = ([nil] + Color.allCases.filter { !Color.backgroundOnly.contains($0) })
    .map { color in
      ColourCues(
        "Editor: a piece in \(color.map { "\($0)" } ?? "the terminal's colour") the level check points at",
        [
          ColourCues.Cue("the piece", style: Style(foreground: color ?? .default), mark: "its glyph"),
          ColourCues.Cue("the piece the check points at", style: problemStyle, mark: "its glyph"),
        ])
    }
}
