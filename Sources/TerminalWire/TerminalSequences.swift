/// The escape sequences frames are written with: read once from terminfo (`TerminalCurses`' `init(terminfo:)`),
/// or plain ANSI (`ansi`, what xterm, tmux, screen, kitty and the Linux console all use).
///
/// Colour sequences are made on first use and kept, so a running game formats none.
public final class TerminalSequences {
  /// Turns every attribute off (`sgr0`).
  public let resetAttributes: [UInt8]
  /// Whether `resetAttributes` also gives back the default colours (as ANSI's `ESC [ m` does).
  public let resetRestoresColors: Bool
  /// Back to the terminal's own foreground and background (`op`).
  public let defaultColors: [UInt8]
  /// Back to the terminal's own foreground alone, and background alone (ANSI's `ESC [ 39 m` and
  /// `ESC [ 49 m`, when `op` is ANSI's); empty where only `op` is known.
  public let defaultForeground: [UInt8]
  public let defaultBackground: [UInt8]
  /// Clears the screen and homes the cursor (`clear`).
  public let clearScreen: [UInt8]
  /// Clears from the cursor to the end of its line (`el`); empty when the terminal cannot.
  public let clearToEndOfLine: [UInt8]
  /// Attributes on (`bold`, `dim`, `rev`, `smul`); empty when the terminal has none.
  public let bold: [UInt8]
  public let dim: [UInt8]
  public let reverse: [UInt8]
  public let underline: [UInt8]
  /// Whether writing the bottom-right cell would scroll the screen (automatic margins without
  /// the xterm-style delayed wrap): that one cell is then left alone.
  public let skipsBottomRightCell: Bool
  /// Whether cursor movement is the ANSI `ESC [ row ; column H` (formatted here, no terminfo).
  private let ansiCursor: Bool
  /// The cursor-movement sequence for a row and column, for any other terminal.
  private let formatCursor: (_ row: Int, _ column: Int) -> [UInt8]
  /// A colour sequence for a foreground (true) or background colour index.
  private let formatColor: (_ foreground: Bool, _ index: Int) -> [UInt8]
  private var colorCache: [[UInt8]?] = Array(repeating: nil, count: 512)

  public init(
    resetAttributes: [UInt8], defaultColors: [UInt8], clearScreen: [UInt8], clearToEndOfLine: [UInt8], bold: [UInt8],
    dim: [UInt8], reverse: [UInt8], underline: [UInt8], skipsBottomRightCell: Bool, ansiCursor: Bool,
    formatCursor: @escaping (Int, Int) -> [UInt8], formatColor: @escaping (Bool, Int) -> [UInt8]
  ) {
    self.resetAttributes = resetAttributes
    resetRestoresColors =
      resetAttributes.suffix(3).elementsEqual([0x1B, 0x5B, 0x6D])
      || resetAttributes.suffix(4).elementsEqual([0x1B, 0x5B, 0x30, 0x6D])
    self.defaultColors = defaultColors
    let ansi = defaultColors == Array("\u{1B}[39;49m".utf8)
    defaultForeground = ansi ? Array("\u{1B}[39m".utf8) : []
    defaultBackground = ansi ? Array("\u{1B}[49m".utf8) : []
    self.clearScreen = clearScreen
    self.clearToEndOfLine = clearToEndOfLine
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
    self.skipsBottomRightCell = skipsBottomRightCell
    self.ansiCursor = ansiCursor
    self.formatCursor = formatCursor
    self.formatColor = formatColor
  }

  /// The sequences of an ANSI terminal with 256 colours (for tests; `init(terminfo:)` gives the
  /// same bytes for xterm-256color).
  public static var ansi: TerminalSequences {
    TerminalSequences(
      resetAttributes: Array("\u{1B}[m".utf8), defaultColors: Array("\u{1B}[39;49m".utf8),
      clearScreen: Array("\u{1B}[H\u{1B}[2J".utf8), clearToEndOfLine: Array("\u{1B}[K".utf8), bold: Array("\u{1B}[1m".utf8),
      dim: Array("\u{1B}[2m".utf8), reverse: Array("\u{1B}[7m".utf8), underline: Array("\u{1B}[4m".utf8),
      skipsBottomRightCell: false, ansiCursor: true, formatCursor: { _, _ in [] },
      formatColor: { foreground, index in
        let base = foreground ? 30 : 40
        let code = index < 8 ? "\(base + index)" : index < 16 ? "\(base + 60 + index - 8)" : "\(base + 8);5;\(index)"
        return Array("\u{1B}[\(code)m".utf8)
      })
  }

  // MARK: - Sequences

  /// Appends the sequence that moves the cursor from `from` (nil: unknown) to (row, column).
  public func moveCursor(from: (row: Int, column: Int)?, toRow row: Int, column: Int, into bytes: inout [UInt8]) {
    guard ansiCursor else {
      bytes += formatCursor(row, column)
      return
    }
    if let from, from.row == row, column > from.column {
      // Forward on the same row: "ESC [ n C" is shorter than an absolute move.
      bytes += [0x1B, 0x5B]
      appendDecimal(column - from.column, to: &bytes)
      bytes.append(0x43)  // C
      return
    }
    bytes += [0x1B, 0x5B]
    appendDecimal(row + 1, to: &bytes)
    bytes.append(0x3B)  // ;
    appendDecimal(column + 1, to: &bytes)
    bytes.append(0x48)  // H
  }

  /// Appends the sequence that sets the foreground (or background) to colour `index`.
  public func setColor(foreground: Bool, index: Int16, into bytes: inout [UInt8]) {
    let value = Int(index)
    guard value >= 0, value < 256 else { return }
    let slot = (foreground ? 0 : 256) + value
    if let cached = colorCache[slot] {
      bytes += cached
      return
    }
    let made = formatColor(foreground, value)
    colorCache[slot] = made
    bytes += made
  }

  private func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, to: &bytes) }
    bytes.append(UInt8(0x30 + value % 10))
  }
}
