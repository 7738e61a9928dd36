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
  /// The foreground colour sequences by index, then the background ones (256 each), end to
  /// end in one buffer: sequence `n` is `colorBytes[colorStarts[n]..<colorStarts[n + 1]]`.
  /// Made once per terminal, so a running game formats none; one buffer, so making them costs
  /// two allocations, not 512 (a session starts in a fraction of a millisecond).
  private let colorBytes: [UInt8]
  private let colorStarts: [Int]
  /// The parameters of a pen change, when every attribute and colour string (and `sgr0` and
  /// `op`) is one `ESC [ … m` (xterm's, tmux's, kitty's, the Linux console's): a pen change is
  /// then one sequence made from them, with nothing to merge after (`Renditions`).
  let renditions: Renditions?

  /// Where the `ESC [ … m` parameters of each part of a pen change are: the colours' are
  /// inside the colour sequences (`colorBytes`), past their `ESC [` and before their `m`.
  struct Renditions: Sendable {
    /// `0`, `1`, `2`, `7`, `4`, `39` and `49` as the terminal's strings give them.
    let reset: [UInt8]
    let bold: [UInt8]
    let dim: [UInt8]
    let reverse: [UInt8]
    let underline: [UInt8]
    let defaultForeground: [UInt8]
    let defaultBackground: [UInt8]
  }

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
    var colorBytes: [UInt8] = []
    colorBytes.reserveCapacity(512 * 12)
    var colorStarts = [0]
    colorStarts.reserveCapacity(513)
    for capability in [TerminalProfile.Capability.setaf, .setab] {
      let template = profile[capability]
      // xterm's own strings (tmux's, kitty's and screen's 256-colour ones too) are written
      // directly; any other is expanded by terminfo's rules.
      let ansiBase = template == Self.xtermColor(.setaf) ? 30 : template == Self.xtermColor(.setab) ? 40 : nil
      let format = ansiBase == nil ? template.map(TerminfoFormat.init) : nil
      for index in 0..<256 {
        if let ansiBase {
          Self.appendANSIColor(index, base: ansiBase, to: &colorBytes)
        } else if let format {
          colorBytes += format.expand(index)
        }
        colorStarts.append(colorBytes.count)
      }
    }
    self.colorBytes = colorBytes
    self.colorStarts = colorStarts
    renditions = Self.renditions(
      reset: reset, attributes: (bold, dim, reverse, underline), defaultForeground: defaultForeground,
      defaultBackground: defaultBackground, colorBytes: colorBytes, colorStarts: colorStarts)
  }

  /// The parameters of each part of a pen change, or nil when one part is anything but one
  /// `ESC [ … m` (or the default colours cannot be set one at a time).
  private static func renditions(
    reset: [UInt8], attributes: (bold: [UInt8], dim: [UInt8], reverse: [UInt8], underline: [UInt8]),
    defaultForeground: [UInt8], defaultBackground: [UInt8], colorBytes: [UInt8], colorStarts: [Int]
  ) -> Renditions? {
    /// The parameters of `sequence`, or nil when it is not one rendition.
    func parameters(_ sequence: ArraySlice<UInt8>) -> [UInt8]? {
      guard sequence.count >= 3, sequence.first == 0x1B, sequence.dropFirst().first == 0x5B,
        sequence.last == 0x6D
      else { return nil }
      let inside = sequence.dropFirst(2).dropLast()
      guard inside.allSatisfy({ $0 == 0x3B || $0 &- 0x30 < 10 }) else { return nil }
      return Array(inside)
    }
    guard let resetParameters = parameters(reset[...]), let bold = parameters(attributes.bold[...]),
      let dim = parameters(attributes.dim[...]), let reverse = parameters(attributes.reverse[...]),
      let underline = parameters(attributes.underline[...]),
      let foreground = parameters(defaultForeground[...]), let background = parameters(defaultBackground[...])
    else { return nil }
    for slot in 0..<512 where parameters(colorBytes[colorStarts[slot]..<colorStarts[slot + 1]]) == nil {
      return nil
    }
    return Renditions(
      reset: resetParameters, bold: bold, dim: dim, reverse: reverse,
      underline: underline, defaultForeground: foreground, defaultBackground: background)
  }

  /// xterm-256color's `setaf` and `setab`.
  private static func xtermColor(_ capability: TerminalProfile.Capability) -> String? {
    TerminalProfile.xterm256color[capability]
  }

  /// Appends what xterm's colour strings expand to for `index`: `ESC [ 3n m` for the first 8,
  /// `ESC [ 9n m` for the bright 8, `ESC [ 38;5;n m` beyond (40, 100 and 48 for backgrounds).
  private static func appendANSIColor(_ index: Int, base: Int, to bytes: inout [UInt8]) {
    bytes += [0x1B, 0x5B]
    if index < 8 {
      appendDecimal(base + index, to: &bytes)
    } else if index < 16 {
      appendDecimal(base + 60 + index - 8, to: &bytes)
    } else {
      appendDecimal(base + 8, to: &bytes)
      bytes += Array(";5;".utf8)
      appendDecimal(index, to: &bytes)
    }
    bytes.append(0x6D)  // m
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
      Self.appendDecimal(column - from.column, to: &bytes)
      bytes.append(0x43)  // C
      return
    }
    bytes += [0x1B, 0x5B]
    Self.appendDecimal(row + 1, to: &bytes)
    bytes.append(0x3B)  // ;
    Self.appendDecimal(column + 1, to: &bytes)
    bytes.append(0x48)  // H
  }

  /// Appends the sequence that sets the foreground (or background) to colour `index`.
  public func setColor(foreground: Bool, index: Int16, into bytes: inout [UInt8]) {
    let value = Int(index)
    guard value >= 0, value < 256 else { return }
    let slot = (foreground ? 0 : 256) + value
    bytes += colorBytes[colorStarts[slot]..<colorStarts[slot + 1]]
  }

  /// Appends the `ESC [ … m` parameters of the foreground (or background) colour `index`
  /// (`38;5;208`), when the terminal's colours are renditions (`renditions`).
  func appendColorParameters(foreground: Bool, index: Int16, into bytes: inout [UInt8]) {
    let value = Int(index)
    guard value >= 0, value < 256 else { return }
    let slot = (foreground ? 0 : 256) + value
    bytes += colorBytes[(colorStarts[slot] + 2)..<(colorStarts[slot + 1] - 1)]
  }

  private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, to: &bytes) }
    bytes.append(UInt8(0x30 + value % 10))
  }
}
