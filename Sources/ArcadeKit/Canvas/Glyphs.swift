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
  public var enDash: String
  public var middleDot: Unicode.Scalar
  public var ellipsis: String

  /// Box drawing, blocks and arrows.
  public static let unicode = Glyphs(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
    fullBlock: "█", lightShade: "░", mediumShade: "▒", bullet: "•", pointer: "▶", times: "×",
    arrowUp: "↑", arrowDown: "↓", arrowLeft: "←", arrowRight: "→", emDash: "—", enDash: "–",
    middleDot: "·", ellipsis: "…")

  /// The same meanings in 7-bit ASCII.
  public static let ascii = Glyphs(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
    fullBlock: "#", lightShade: ".", mediumShade: ":", bullet: "*", pointer: ">", times: "x",
    arrowUp: "^", arrowDown: "v", arrowLeft: "<", arrowRight: ">", emDash: "-", enDash: "-",
    middleDot: ".", ellipsis: "...")

  // MARK: - Text written with Unicode symbols

  /// `text` with every symbol of the Unicode set written as this set writes it: unchanged in
  /// Unicode, each arrow, dash, bullet, × or … replaced in ASCII.
  ///
  /// For text that is data rather than a literal a scene chooses (key help, board titles, a
  /// score's detail, messages), mapped where it is drawn.
  public func adapted(_ text: String) -> String {
    guard self != .unicode, text.unicodeScalars.contains(where: { !$0.isASCII }) else { return text }
    let pairs = self.pairs
    var result = ""
    for scalar in text.unicodeScalars {
      if let pair = pairs.first(where: { $0.0.unicodeScalars.first == scalar }) {
        result += pair.1
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Pairs of the Unicode set's symbols and this set's, one per meaning.
  private var pairs: [(String, String)] {
    let u = Glyphs.unicode
    func s(_ scalar: Unicode.Scalar) -> String { String(scalar) }
    return [
      (s(u.horizontal), s(horizontal)), (s(u.vertical), s(vertical)), (s(u.topLeft), s(topLeft)),
      (s(u.topRight), s(topRight)), (s(u.bottomLeft), s(bottomLeft)), (s(u.bottomRight), s(bottomRight)),
      (s(u.fullBlock), s(fullBlock)), (s(u.lightShade), s(lightShade)), (s(u.mediumShade), s(mediumShade)),
      (s(u.bullet), s(bullet)), (s(u.pointer), s(pointer)), (u.times, times), (s(u.arrowUp), s(arrowUp)),
      (s(u.arrowDown), s(arrowDown)), (s(u.arrowLeft), s(arrowLeft)), (s(u.arrowRight), s(arrowRight)),
      (u.emDash, emDash), (u.enDash, enDash), (s(u.middleDot), s(middleDot)), (u.ellipsis, ellipsis),
    ]
  }
}
