import ArcadeKit

@testable import TerminalWire

/// A screen that understands exactly the ANSI sequences `TerminalSequences.ansi` sends, and
/// traps (records a problem) on anything else: what a frame's bytes do to a real terminal.
struct ANSIScreenModel {
  /// One cell as the terminal shows it.
  struct ShownCell: Equatable {
    var text: Unicode.Scalar = " "
    var pen = FrameEncoder.Pen.plain
  }

  let width: Int
  let height: Int
  private(set) var cells: [ShownCell]
  private(set) var problems: [String] = []
  private var row = 0
  private var column = 0
  private var pen = FrameEncoder.Pen.plain

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: ShownCell(), count: width * height)
  }

  /// What the screen shows at (x, y).
  subscript(x: Int, y: Int) -> ShownCell { cells[y * width + x] }

  /// Feeds bytes to the screen.
  mutating func feed(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      if scalar == "\u{1B}" {
        guard scalars.popFirst() == "[" else { problems.append("ESC not followed by ["); continue }
        var parameters = ""
        var final: Unicode.Scalar = " "
        while let next = scalars.popFirst() {
          if (0x40...0x7E).contains(next.value) { final = next; break }
          parameters.unicodeScalars.append(next)
        }
        control(final, parameters)
      } else if scalar.value < 0x20 || scalar.value == 0x7F {
        problems.append("control character \(scalar.value) in text")
      } else {
        put(scalar)
      }
    }
  }

  /// Marks the right half of a wide character.
  static let rightHalf: Unicode.Scalar = "\u{0}"

  private mutating func put(_ scalar: Unicode.Scalar) {
    guard row < height, column < width else {
      problems.append("text at (\(column), \(row)) beyond the screen")
      return
    }
    let wide = CharacterWidth.of(scalar) == 2
    if wide && column + 1 >= width { problems.append("wide character in the last column") }
    erasePartner(ofColumn: column)
    cells[row * width + column] = ShownCell(text: scalar, pen: pen)
    if wide && column + 1 < width {
      erasePartner(ofColumn: column + 1)
      cells[row * width + column + 1] = ShownCell(text: Self.rightHalf, pen: pen)
    }
    column += wide ? 2 : 1
  }

  /// Writing over half of a wide character erases its other half (as xterm does).
  private mutating func erasePartner(ofColumn x: Int) {
    let here = row * width + x
    if cells[here].text == Self.rightHalf && x > 0 { cells[here - 1].text = " " }
    if x + 1 < width && cells[here + 1].text == Self.rightHalf { cells[here + 1].text = " " }
  }

  private mutating func control(_ final: Unicode.Scalar, _ parameters: String) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    switch final {
    case "H":
      row = max((numbers.first ?? 1), 1) - 1
      column = max((numbers.count > 1 ? numbers[1] : 1), 1) - 1
    case "C":
      column += max(numbers.first ?? 1, 1)
    case "J":
      guard numbers == [2] else { problems.append("ED \(parameters)"); return }
      for index in cells.indices { cells[index] = ShownCell(text: " ", pen: FrameEncoder.Pen(attributes: [], foreground: nil, background: pen.background)) }
    case "K":
      guard parameters.isEmpty else { problems.append("EL \(parameters)"); return }
      for x in column..<width { cells[row * width + x] = ShownCell(text: " ", pen: FrameEncoder.Pen(attributes: [], foreground: nil, background: pen.background)) }
    case "m":
      graphicRendition(numbers)
    default:
      problems.append("unknown sequence \(parameters)\(final)")
    }
  }

  private mutating func graphicRendition(_ numbers: [Int]) {
    var index = 0
    while index < numbers.count {
      let code = numbers[index]
      switch code {
      case 0: pen = .plain
      case 1: pen.attributes.insert(.bold)
      case 2: pen.attributes.insert(.dim)
      case 4: pen.attributes.insert(.underline)
      case 7: pen.attributes.insert(.reverse)
      case 30...37: pen.foreground = Int16(code - 30)
      case 40...47: pen.background = Int16(code - 40)
      case 90...97: pen.foreground = Int16(code - 90 + 8)
      case 100...107: pen.background = Int16(code - 100 + 8)
      case 39: pen.foreground = nil
      case 49: pen.background = nil
      case 38, 48:
        guard index + 2 < numbers.count, numbers[index + 1] == 5 else {
          problems.append("colour \(numbers)")
          return
        }
        if code == 38 { pen.foreground = Int16(numbers[index + 2]) } else { pen.background = Int16(numbers[index + 2]) }
        index += 2
      default:
        problems.append("SGR \(code)")
      }
      index += 1
    }
  }
}
