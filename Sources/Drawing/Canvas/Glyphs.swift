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
  /// Whether these are the Unicode symbols (`adapted(_:)` then changes nothing): one flag to
  /// test, not every field compared, as titles and status lines are adapted every frame.
  public let isUnicode: Bool

  /// Box drawing, blocks and arrows.
  public static let unicode = Glyphs(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
    fullBlock: "█", lightShade: "░", mediumShade: "▒", bullet: "•", pointer: "▶", times: "×",
    arrowUp: "↑", arrowDown: "↓", arrowLeft: "←", arrowRight: "→", emDash: "—", enDash: "–",
    middleDot: "·", ellipsis: "…", isUnicode: true)

  /// The same meanings in 7-bit ASCII.
  public static let ascii = Glyphs(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
    fullBlock: "#", lightShade: ".", mediumShade: ":", bullet: "*", pointer: ">", times: "x",
    arrowUp: "^", arrowDown: "v", arrowLeft: "<", arrowRight: ">", emDash: "-", enDash: "-",
    middleDot: ".", ellipsis: "...", isUnicode: false)

  // MARK: - Text written with Unicode symbols

  /// `text` with every symbol of the Unicode set written as this set writes it: unchanged in
  /// Unicode, each arrow, dash, bullet, × or … replaced in ASCII.
  ///
  /// For text that is data rather than a literal a scene chooses (key help, board titles, a
  /// score's detail, messages), mapped where it is drawn.
  public func adapted(_ text: String) -> String {
    guard !isUnicode, text.unicodeScalars.contains(where: { !$0.isASCII }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if let replacement = replacement(for: scalar) {
        result += replacement
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `adapted(_:)` for a `TextLine`, with no allocation (a status line is made every frame).
  public func adapted(_ line: TextLine) -> TextLine {
    guard !isUnicode else { return line }
    var result = TextLine()
    for scalar in line.unicodeScalars {
      if let replacement = replacement(for: scalar) {
        result.append(replacement)
      } else {
        result.append(scalar)
      }
    }
    return result
  }

  /// How this set writes a symbol of the Unicode set, or nil for any other scalar (kept as it
  /// is); a string of at most three ASCII characters, so never one on the heap.
  private func replacement(for scalar: Unicode.Scalar) -> String? {
    guard !scalar.isASCII else { return nil }
    let u = Glyphs.unicode
    switch scalar {
    case u.horizontal: return String(horizontal)
    case u.vertical: return String(vertical)
    case u.topLeft: return String(topLeft)
    case u.topRight: return String(topRight)
    case u.bottomLeft: return String(bottomLeft)
    case u.bottomRight: return String(bottomRight)
    case u.fullBlock: return String(fullBlock)
    case u.lightShade: return String(lightShade)
    case u.mediumShade: return String(mediumShade)
    case u.bullet: return String(bullet)
    case u.pointer: return String(pointer)
    case u.times.unicodeScalars.first: return times
    case u.arrowUp: return String(arrowUp)
    case u.arrowDown: return String(arrowDown)
    case u.arrowLeft: return String(arrowLeft)
    case u.arrowRight: return String(arrowRight)
    case u.emDash.unicodeScalars.first: return emDash
    case u.enDash.unicodeScalars.first: return enDash
    case u.middleDot: return String(middleDot)
    case u.ellipsis.unicodeScalars.first: return ellipsis
    default: return nil
    }
  }
}
