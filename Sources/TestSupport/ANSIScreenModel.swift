import ArcadeKit
import Drawing

/// A terminal screen that understands what the arcade sends to the five terminal types it is
/// tested on (xterm-256color, screen-256color, xterm-kitty, linux, vt100): cursor addressing,
/// the clears, the attributes and colours, the alternate screen and the modes `TerminalModes`
/// writes. What it does not understand it records in `problems` rather than guess, so a test
/// can turn a session's bytes back into the screen a real terminal would show.
///
/// Modes that do not change what is drawn (cursor blinking, the Linux cursor shape, the window
/// title stack) are read and ignored; modes that would change drawing and are not modelled
/// (origin mode, autowrap off, insert mode) are problems.
public struct ANSIScreenModel: Sendable {
  /// What the terminal draws the next character with.
  public struct Pen: Hashable, Sendable {
    public var attributes: TextAttributes
    /// Colour indices (nil: the terminal's own).
    public var foreground: Int16?
    public var background: Int16?

    /// A pen with these attributes and colours.
    public init(attributes: TextAttributes, foreground: Int16?, background: Int16?) {
      self.attributes = attributes
      self.foreground = foreground
      self.background = background
    }

    /// No attributes, the terminal's own colours.
    public static let plain = Pen(attributes: [], foreground: nil, background: nil)
  }

  /// One cell as the terminal shows it.
  public struct ShownCell: Hashable, Sendable {
    public var text: Unicode.Scalar = " "
    public var pen = Pen.plain

    /// A cell showing `text` with `pen`.
    public init(text: Unicode.Scalar = " ", pen: Pen = .plain) {
      self.text = text
      self.pen = pen
    }
  }

  /// Marks the right half of a wide character.
  public static let rightHalf: Unicode.Scalar = "\u{0}"

  public private(set) var width: Int
  public private(set) var height: Int
  /// The screen shown now (the alternate one while it is on).
  private(set) var cells: [ShownCell]
  /// The main screen, kept while the alternate one is shown.
  private var savedMainCells: [ShownCell]?
  /// What the bytes did that this model does not understand, in order.
  public private(set) var problems: [String] = []

  // MARK: Modes

  /// Whether the alternate screen is shown (1049).
  public private(set) var alternateScreen = false
  /// Whether the cursor is shown (25).
  public private(set) var cursorVisible = true
  /// The mouse reporting modes on (1000, 1002, 1003, 1006).
  public private(set) var mouseModes: Set<Int> = []
  /// Whether pastes arrive between markers (2004).
  public private(set) var bracketedPaste = false
  /// The kitty keyboard flags pushed, innermost last.
  public private(set) var kittyFlags: [Int] = []
  /// Bells and flashes rung.
  public private(set) var bells = 0
  /// The questions asked of the terminal, as their bytes after ESC (device attributes, the
  /// kitty keyboard query, OSC 11): a real terminal would answer each.
  public private(set) var queries: [String] = []

  private var row = 0
  private var column = 0
  private var savedCursor: (row: Int, column: Int)?
  private var pen = Pen.plain

  /// A blank screen of `width` × `height` cells, in the terminal's initial modes.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: ShownCell(), count: width * height)
  }

  /// What the screen shows at (x, y).
  public subscript(x: Int, y: Int) -> ShownCell { cells[y * width + x] }

  /// The characters of each row, right halves of wide characters left out and trailing spaces
  /// removed: what `Canvas.lines()` gives for the canvas this screen shows.
  public func lines() -> [String] {
    (0..<height).map { y in
      var line = ""
      for x in 0..<width where cells[y * width + x].text != Self.rightHalf {
        line.unicodeScalars.append(cells[y * width + x].text)
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The terminal window is now `newWidth` × `newHeight`: both screens keep what fits (no
  /// reflow, as the alternate screen of xterm), and the cursor is kept on the screen.
  public mutating func resize(width newWidth: Int, height newHeight: Int) {
    func resized(_ old: [ShownCell]) -> [ShownCell] {
      var new = Array(repeating: ShownCell(), count: newWidth * newHeight)
      for y in 0..<min(height, newHeight) {
        for x in 0..<min(width, newWidth) { new[y * newWidth + x] = old[y * width + x] }
      }
      return new
    }
    cells = resized(cells)
    savedMainCells = savedMainCells.map(resized)
    width = newWidth
    height = newHeight
    row = min(row, max(newHeight - 1, 0))
    column = min(column, max(newWidth - 1, 0))
  }

  // MARK: - Feeding

  /// Feeds bytes to the screen (whole sequences: a sequence cut at the end is a problem).
  public mutating func feed(_ bytes: some Sequence<UInt8>) {
    let text = String(decoding: Array(bytes), as: UTF8.self)
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      switch scalar.value {
      case 0x1B: escape(&scalars)
      case 0x07: bells += 1
      case 0x0F: break  // shift in: the G0 (ASCII) set, which is already in use
      case 0..<0x20, 0x7F: problems.append("control character \(scalar.value) in text")
      default: put(scalar)
      }
    }
  }

  /// Reads what follows an ESC.
  private mutating func escape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
    guard let kind = scalars.popFirst() else { return problems.append("ESC at the end of the bytes") }
    switch kind {
    case "[": controlSequence(&scalars)
    case "]": operatingSystemCommand(&scalars)
    case "(":
      // Designating G0: only ASCII ("B", part of xterm's sgr0) is drawn as this model draws.
      let set = scalars.popFirst()
      if set != "B" { problems.append("G0 character set \(set.map(String.init) ?? "cut")") }
    case "g": bells += 1  // GNU screen's visual bell (its flash)
    default: problems.append("ESC \(kind)")
    }
  }

  /// Reads an OSC up to its terminator (BEL or ESC \).
  private mutating func operatingSystemCommand(_ scalars: inout ArraySlice<Unicode.Scalar>) {
    var body = ""
    while let next = scalars.popFirst() {
      if next == "\u{7}" { return queries.append("]" + body) }
      if next == "\u{1B}" {
        guard scalars.popFirst() == "\\" else { return problems.append("OSC \(body) cut by ESC") }
        return queries.append("]" + body)
      }
      body.unicodeScalars.append(next)
    }
    problems.append("OSC \(body) not terminated")
  }

  /// Reads a CSI: a private marker, parameters, intermediates, a final byte.
  private mutating func controlSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
    var marker: Unicode.Scalar?
    if let first = scalars.first, "<=>?".unicodeScalars.contains(first) {
      marker = first
      scalars.removeFirst()
    }
    var parameters = ""
    var intermediates = ""
    while let next = scalars.popFirst() {
      switch next.value {
      case 0x30...0x3F: parameters.unicodeScalars.append(next)
      case 0x20...0x2F: intermediates.unicodeScalars.append(next)
      case 0x40...0x7E:
        let whole = (marker.map(String.init) ?? "") + parameters + intermediates + String(next)
        // DECRQM (`?2026$p`: does the terminal know synchronized output?) is a question.
        if marker == "?", intermediates == "$", next == "p" { return queries.append("[" + whole) }
        guard intermediates.isEmpty else { return problems.append("CSI \(whole)") }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        return control(next, marker: marker, numbers, whole: whole)
      default:
        return problems.append("CSI cut by \(next.value)")
      }
    }
    problems.append("CSI \(parameters) not terminated")
  }

  /// Carries out one CSI.
  private mutating func control(_ final: Unicode.Scalar, marker: Unicode.Scalar?, _ numbers: [Int?], whole: String) {
    /// The parameter at `index`, with `fallback` where it is missing or zero-meaning-default.
    func number(_ index: Int, default fallback: Int) -> Int {
      index < numbers.count ? numbers[index] ?? fallback : fallback
    }
    switch (marker, final) {
    case (nil, "H"), (nil, "f"):
      row = min(max(number(0, default: 1), 1), height) - 1
      column = min(max(number(1, default: 1), 1), width) - 1
    case (nil, "A"): row = max(row - max(number(0, default: 1), 1), 0)
    case (nil, "B"): row = min(row + max(number(0, default: 1), 1), height - 1)
    case (nil, "C"): column = min(column + max(number(0, default: 1), 1), width - 1)
    case (nil, "D"): column = max(column - max(number(0, default: 1), 1), 0)
    case (nil, "J"): eraseInDisplay(number(0, default: 0), whole: whole)
    case (nil, "K"): eraseInLine(number(0, default: 0), whole: whole)
    case (nil, "m"): graphicRendition(numbers.map { $0 ?? 0 })
    case ("?", "h"), ("?", "l"): privateModes(numbers.map { $0 ?? 0 }, on: final == "h")
    case (nil, "h"), (nil, "l"):
      // GNU screen's cnorm sets mode 34 (a steady cursor); any other ANSI mode (insert, 4)
      // would change drawing.
      if numbers != [34] { problems.append("ANSI mode \(whole)") }
    case ("?", "c"): break  // the Linux console's cursor shape (its civis and cnorm)
    case (nil, "c"), (">", "c"), ("?", "u"): queries.append("[" + whole)
    case (">", "u"): kittyFlags.append(number(0, default: 0))
    case ("<", "u"): kittyFlags.removeLast(min(max(number(0, default: 1), 1), kittyFlags.count))
    case (nil, "t"):
      // xterm's window operations: only pushing and popping the title (22, 23) is sent.
      if ![22, 23].contains(number(0, default: 0)) { problems.append("window operation \(whole)") }
    default:
      problems.append("unknown sequence \(whole)")
    }
  }

  /// ED: 0 from the cursor to the end, 1 from the start to the cursor, 2 all.
  private mutating func eraseInDisplay(_ kind: Int, whole: String) {
    let cursor = row * width + column
    switch kind {
    case 0: erase(cursor..<cells.count)
    case 1: erase(0..<min(cursor + 1, cells.count))
    case 2: erase(0..<cells.count)
    default: problems.append("ED \(whole)")
    }
  }

  /// EL: 0 from the cursor to the end of the line, 1 from its start to the cursor, 2 all.
  private mutating func eraseInLine(_ kind: Int, whole: String) {
    let start = row * width
    switch kind {
    case 0: erase(start + column..<start + width)
    case 1: erase(start..<start + column + 1)
    case 2: erase(start..<start + width)
    default: problems.append("EL \(whole)")
    }
  }

  /// Blanks `range` with the pen's background (background colour erase, as xterm and the
  /// console do).
  private mutating func erase(_ range: Range<Int>) {
    let blank = ShownCell(text: " ", pen: Pen(attributes: [], foreground: nil, background: pen.background))
    for index in range { cells[index] = blank }
  }

  /// DECSET and DECRST: the modes the arcade sets are followed; the ones that only change the
  /// cursor's look or the input are ignored; the ones that would change drawing are problems.
  private mutating func privateModes(_ modes: [Int], on: Bool) {
    for mode in modes {
      switch mode {
      case 1049, 1047, 47: switchScreen(alternate: on, savingCursor: mode == 1049)
      case 25: cursorVisible = on
      case 1000, 1002, 1003, 1006:
        if on { mouseModes.insert(mode) } else { mouseModes.remove(mode) }
      case 2004: bracketedPaste = on
      case 3, 6, 7, 69: problems.append("private mode \(mode) \(on ? "on" : "off")")
      default: break  // 12 (blinking), 5 (the flash), 1 (cursor keys): nothing drawn changes
      }
    }
  }

  /// Into or out of the alternate screen; 1049 saves the cursor and clears the alternate
  /// screen on the way in, and restores the cursor on the way out.
  private mutating func switchScreen(alternate: Bool, savingCursor: Bool) {
    guard alternate != alternateScreen else { return }
    alternateScreen = alternate
    if alternate {
      if savingCursor { savedCursor = (row, column) }
      savedMainCells = cells
      cells = Array(repeating: ShownCell(), count: width * height)
    } else {
      cells = savedMainCells ?? cells
      savedMainCells = nil
      if savingCursor, let savedCursor { (row, column) = savedCursor }
    }
  }

  // MARK: - Text

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
      case 22: pen.attributes.subtract([.bold, .dim])
      case 24: pen.attributes.remove(.underline)
      case 27: pen.attributes.remove(.reverse)
      case 30...37: pen.foreground = Int16(code - 30)
      case 40...47: pen.background = Int16(code - 40)
      case 90...97: pen.foreground = Int16(code - 90 + 8)
      case 100...107: pen.background = Int16(code - 100 + 8)
      case 39: pen.foreground = nil
      case 49: pen.background = nil
      case 38, 48:
        guard index + 2 < numbers.count, numbers[index + 1] == 5, (0...255).contains(numbers[index + 2]) else {
          return problems.append("colour \(numbers)")
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
