/// The screen a player's terminal shows, made from the bytes the server sent: enough of a
/// terminal to find where the paddle is (cursor moves, erasing, printable characters; colours
/// and modes are read past). The benchmark times a key to the paddle's move on it, not to the
/// next bytes, which a game sends thirty times a second whatever the key did. Not TestSupport's
/// `ANSIScreenModel`: that one takes whole sequences and keeps pens and modes, where this one
/// keeps a sequence cut between two pieces for the next and costs the load generator little
/// beside a thousand players.
struct ScreenModel {
  private(set) var rows: [[Unicode.Scalar]]
  private var row = 0
  private var column = 0
  private var pending: [UInt8] = []

  init(width: Int = 80, height: Int = 24) {
    rows = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  private var width: Int { rows.first?.count ?? 0 }
  private var height: Int { rows.count }

  /// Applies what the server sent (a sequence may continue in the next piece).
  mutating func apply(_ bytes: [UInt8]) {
    pending += bytes
    var index = 0
    let count = pending.count
    while index < count {
      let byte = pending[index]
      if byte == 0x1B {
        guard let end = sequenceEnd(from: index) else { break }  // the rest comes later
        perform(Array(pending[index...end]))
        index = end + 1
        continue
      }
      if byte < 0x20 {
        control(byte)
        index += 1
        continue
      }
      let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      guard index + length <= count else { break }
      let scalar = String(decoding: pending[index..<(index + length)], as: UTF8.self).unicodeScalars.first ?? "?"
      put(scalar)
      index += length
    }
    pending.removeFirst(index)
  }

  /// The topmost row from `top` to `bottom` whose cell in `column` is a paddle's block, or nil.
  func firstBlock(inColumn column: Int, rows top: Int, _ bottom: Int) -> Int? {
    (top...bottom).first { Self.isPaddleBlock(cell(column, $0)) }
  }

  /// The column's cells from `top` to `bottom`, its paddle blocks kept and anything else a
  /// space: what changes when the paddle moves, and only then (a puck is braille dots, a point's
  /// flash light shade).
  func blocks(inColumn column: Int, rows top: Int, _ bottom: Int) -> String {
    var text = ""
    for row in top...bottom {
      let scalar = cell(column, row)
      text.unicodeScalars.append(Self.isPaddleBlock(scalar) ? scalar : " ")
    }
    return text
  }

  private func cell(_ column: Int, _ row: Int) -> Unicode.Scalar {
    guard rows.indices.contains(row), rows[row].indices.contains(column) else { return " " }
    return rows[row][column]
  }

  /// The half and full blocks a paddle is drawn with.
  private static func isPaddleBlock(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "▀" || scalar == "▄" || scalar == "█"
  }

  // MARK: - Bytes

  /// Where the escape sequence at `start` ends, or nil when it is not all here yet.
  private func sequenceEnd(from start: Int) -> Int? {
    guard start + 1 < pending.count else { return nil }
    switch pending[start + 1] {
    case UInt8(ascii: "["):
      var end = start + 2
      while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
      return end < pending.count ? end : nil
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"):
      // A string: to BEL or ST.
      var end = start + 2
      while end < pending.count {
        if pending[end] == 0x07 { return end }
        if pending[end] == 0x1B, end + 1 < pending.count, pending[end + 1] == UInt8(ascii: "\\") { return end + 1 }
        end += 1
      }
      return nil
    case UInt8(ascii: "("), UInt8(ascii: ")"):
      return start + 2 < pending.count ? start + 2 : nil
    default:
      return start + 1
    }
  }

  private mutating func perform(_ sequence: [UInt8]) {
    guard sequence.count >= 3, sequence[1] == UInt8(ascii: "[") else { return }
    let final = sequence[sequence.count - 1]
    let body = String(decoding: sequence[2..<(sequence.count - 1)], as: UTF8.self)
    guard !body.hasPrefix("?"), !body.hasPrefix(">"), !body.hasPrefix("<"), !body.hasPrefix("=") else { return }
    let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    func number(_ index: Int, _ fallback: Int) -> Int {
      numbers.indices.contains(index) ? (numbers[index] ?? fallback) : fallback
    }
    switch final {
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      (row, column) = (clampRow(number(0, 1) - 1), clampColumn(number(1, 1) - 1))
    case UInt8(ascii: "A"): row = clampRow(row - max(1, number(0, 1)))
    case UInt8(ascii: "B"): row = clampRow(row + max(1, number(0, 1)))
    case UInt8(ascii: "C"): column = clampColumn(column + max(1, number(0, 1)))
    case UInt8(ascii: "D"): column = clampColumn(column - max(1, number(0, 1)))
    case UInt8(ascii: "G"): column = clampColumn(number(0, 1) - 1)
    case UInt8(ascii: "d"): row = clampRow(number(0, 1) - 1)
    case UInt8(ascii: "K"):
      let from = number(0, 0) == 0 ? column : 0
      for x in from..<width { rows[row][x] = " " }
    case UInt8(ascii: "J"):
      if number(0, 0) == 2 { for y in 0..<height { rows[y] = Array(repeating: " ", count: width) } }
    case UInt8(ascii: "X"):
      for x in column..<min(width, column + max(1, number(0, 1))) { rows[row][x] = " " }
    case UInt8(ascii: "b"):
      // Repeat the last character.
      let last = column > 0 ? rows[row][column - 1] : " "
      for _ in 0..<max(1, number(0, 1)) { put(last) }
    default:
      break
    }
  }

  private mutating func control(_ byte: UInt8) {
    switch byte {
    case 0x0D: column = 0
    case 0x0A: row = clampRow(row + 1)
    case 0x08: column = max(0, column - 1)
    default: break
    }
  }

  private mutating func put(_ scalar: Unicode.Scalar) {
    guard rows.indices.contains(row), rows[row].indices.contains(column) else { return }
    rows[row][column] = scalar
    if column + 1 < width { column += 1 }
  }

  private func clampRow(_ value: Int) -> Int { min(max(value, 0), height - 1) }
  private func clampColumn(_ value: Int) -> Int { min(max(value, 0), width - 1) }
}
