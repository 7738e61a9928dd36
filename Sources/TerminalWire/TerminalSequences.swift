/// The escape sequences frames are written with, made from a terminal's profile
/// (`init(profile:)`) with no ncurses: terminfo's strings, its padding dropped, and its
/// parameterised ones expanded by `TerminfoFormat`.
///
/// Every colour sequence is made when the value is, so a running game formats none.
public struct TerminalSequences: Sendable {
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
  /// Whether cursor movement is the ANSI `ESC [ row ; column H` (relative moves are made too).
  private let ansiCursor: Bool
  /// The cursor-movement string (`cup`), for any other terminal.
  private let cursorFormat: TerminfoFormat?
  /// The foreground colour sequences by index, then the background ones (256 each).
  private let colorTable: [[UInt8]]

  /// The sequences of a terminal with `profile`'s capabilities.
  public init(profile: TerminalProfile) {
    func string(_ capability: TerminalProfile.Capability) -> [UInt8] {
      profile[capability].map { TerminfoFormat($0).expand() } ?? []
    }
    var reset = string(.sgr0)
    // sgr0 may also switch the alternate character set off ("ESC ( B"): harmless, and we never
    // switch it on, but it costs bytes on every reset; keep only what turns attributes off.
    if reset == Array("\u{1B}(B\u{1B}[m".utf8) { reset = Array("\u{1B}[m".utf8) }
    resetAttributes = reset
    resetRestoresColors =
      reset.suffix(3).elementsEqual([0x1B, 0x5B, 0x6D]) || reset.suffix(4).elementsEqual([0x1B, 0x5B, 0x30, 0x6D])
    defaultColors = string(.op)
    let ansi = defaultColors == Array("\u{1B}[39;49m".utf8)
    defaultForeground = ansi ? Array("\u{1B}[39m".utf8) : []
    defaultBackground = ansi ? Array("\u{1B}[49m".utf8) : []
    clearScreen = string(.clear)
    clearToEndOfLine = string(.el)
    bold = string(.bold)
    dim = string(.dim)
    reverse = string(.rev)
    underline = string(.smul)
    skipsBottomRightCell = profile.automaticMargins && !profile.delayedWrap
    ansiCursor = profile[.cup] == "\u{1B}[%i%p1%d;%p2%dH"
    cursorFormat = profile[.cup].map(TerminfoFormat.init)
    let foreground = profile[.setaf].map(TerminfoFormat.init)
    let background = profile[.setab].map(TerminfoFormat.init)
    colorTable = [foreground, background].flatMap { format in
      (0..<256).map { index in format?.expand(index) ?? [] }
    }
  }

  /// xterm-256color's sequences: plain ANSI with 256 colours, what xterm, tmux, screen, kitty
  /// and the Linux console all understand (tests draw with these).
  public static let ansi = TerminalSequences(profile: .xterm256color)

  // MARK: - Sequences

  /// Appends the sequence that moves the cursor from `from` (nil: unknown) to (row, column).
  public func moveCursor(from: (row: Int, column: Int)?, toRow row: Int, column: Int, into bytes: inout [UInt8]) {
    guard ansiCursor else {
      bytes += cursorFormat?.expand(row, column) ?? []
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
    bytes += colorTable[(foreground ? 0 : 256) + value]
  }

  private func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, to: &bytes) }
    bytes.append(UInt8(0x30 + value % 10))
  }
}
