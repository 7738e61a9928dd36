/// Symbols shared by every screen, in a Unicode and a plain-ASCII variant.
public struct Glyphs: Hashable, Sendable {
  public var horizontal: Unicode.Scalar
  public var vertical: Unicode.Scalar
  public var topLeft: Unicode.Scalar
  public var topRight: Unicode.Scalar
  public var bottomLeft: Unicode.Scalar
  public var bottomRight: Unicode.Scalar
  public var fullBlock: Unicode.Scalar
  public var lightShade: Unicode.Scalar
  public var mediumShade: Unicode.Scalar
  public var bullet: Unicode.Scalar
  public var pointer: Unicode.Scalar
  public var times: String
  public var arrowUp: Unicode.Scalar
  public var arrowDown: Unicode.Scalar
  public var arrowLeft: Unicode.Scalar
  public var arrowRight: Unicode.Scalar
  public var emDash: String
  public var ellipsis: String

  /// Box drawing, blocks and arrows.
  public static let unicode = Glyphs(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
    fullBlock: "█", lightShade: "░", mediumShade: "▒", bullet: "•", pointer: "▶", times: "×",
    arrowUp: "↑", arrowDown: "↓", arrowLeft: "←", arrowRight: "→", emDash: "—", ellipsis: "…")

  /// The same meanings in 7-bit ASCII.
  public static let ascii = Glyphs(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
    fullBlock: "#", lightShade: ".", mediumShade: ":", bullet: "*", pointer: ">", times: "x",
    arrowUp: "^", arrowDown: "v", arrowLeft: "<", arrowRight: ">", emDash: "-", ellipsis: "...")
}
