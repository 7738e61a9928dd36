import ArcadeKit
import Drawing

/// Decodes CSI sequences: the cursor, editing and function keys (xterm, rxvt, the Linux
/// console's Home and End, with modifiers), kitty keyboard protocol key events (press, repeat, release),
/// mouse reports (`MouseReportDecoder`), the start of a bracketed paste and the replies to the
/// start-up queries.
///
/// Modifiers: a function key's follow terminfo's numbering (`modified(_:modifiers:)`: Shift-F1
/// is F13); the cursor and editing keys' are dropped (Ctrl-Up is Up), as no scene binds them.
/// rxvt says Shift, Ctrl and Ctrl-Shift with the final `$`, `^` and `@` instead of a parameter.
///
/// Pure: takes the characters after `ESC [` up to and including the final byte.
enum CSIKeyDecoder {
  /// What one sequence meant.
  enum Decoded: Equatable {
    /// A key went down or repeated.
    case press(Key)
    /// A key was let go.
    case release(Key)
    /// Ctrl-C, Ctrl-\ or Ctrl-Z arrived as a key (the protocol bypasses the terminal's signals).
    case interrupt, quit, suspend
    /// The terminal answered the kitty keyboard query: it speaks the protocol.
    case kittySupported
    /// The terminal answered the device attributes query: all earlier replies are in.
    case deviceAttributes
    /// The terminal answered the secondary device attributes query with its type (83, "S", is
    /// GNU screen; 84, "T", tmux; 41 xterm).
    case terminalType(Int)
    /// The terminal answered DECRQM about private mode `mode` (`ESC [ ? mode ; value $ y`):
    /// 1 set, 2 reset, 3 permanently set, 4 permanently reset, 0 not recognized.
    case modeReport(mode: Int, value: Int)
    /// A mouse report.
    case mouse(MouseReportDecoder.Report)
    /// `ESC [ 200 ~`: what follows up to `ESC [ 201 ~` is pasted text.
    case pasteStart
    /// Nothing the arcade uses.
    case ignored
  }

  /// The longest sequence worth reading; anything longer is noise.
  static let maximumLength = 64

  /// Reads the body of a sequence after `ESC [` from `next` (nil: nothing more to read now).
  ///
  /// Stops after the final byte or `maximumLength` characters; nil when the input ran out
  /// first or a value is not a Unicode scalar (the sequence is then dropped). An X10 mouse
  /// report (`ESC [ M` with no parameters) takes its three raw characters too. rxvt's `$`
  /// after a number alone (`ESC [ 2 $`, Shift-Insert) is a final byte, though `$` is an
  /// intermediate elsewhere (`ESC [ ? 1 ; 2 $ y`).
  static func readBody(_ next: () -> UInt32?) -> String? {
    var body = ""
    var count = 0
    var onlyDigits = true
    while count < maximumLength {
      guard let value = next(), let scalar = Unicode.Scalar(value) else { return nil }
      body.unicodeScalars.append(scalar)
      count += 1
      if (0x40...0x7E).contains(value) { break }
      if value == 0x24, onlyDigits, count > 1 { break }
      if !(0x30...0x39).contains(value) { onlyDigits = false }
    }
    if body == "M" {
      for _ in 0..<3 {
        guard let value = next(), let scalar = Unicode.Scalar(value) else { return nil }
        body.unicodeScalars.append(scalar)
      }
    }
    return body
  }

  /// Decodes `body` (parameters, intermediates and the final byte).
  static func decode(_ body: String) -> Decoded {
    if body.unicodeScalars.count == 4, body.unicodeScalars.first == "M" {
      let report = MouseReportDecoder.x10(body.unicodeScalars.dropFirst().map(\.value))
      return report.map(Decoded.mouse) ?? .ignored
    }
    guard let final = body.unicodeScalars.last else { return .ignored }
    if body.hasPrefix("<"), final == "M" || final == "m" {
      let parameters = body.dropFirst().dropLast()
      return MouseReportDecoder.sgr(parameters: parameters, released: final == "m").map(Decoded.mouse) ?? .ignored
    }
    var parameters = String(body.unicodeScalars.dropLast())
    if parameters.hasPrefix(">"), final == "c" {
      let type = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false).first.flatMap {
        Int($0)
      }
      return type.map(Decoded.terminalType) ?? .ignored
    }
    if parameters.hasPrefix("?") {
      parameters.removeFirst()
      switch final {
      case "u": return .kittySupported
      case "c": return .deviceAttributes
      case "y" where parameters.hasSuffix("$"):
        let fields = parameters.dropLast().split(separator: ";").map { Int($0) }
        guard fields.count == 2, let mode = fields[0], let value = fields[1] else { return .ignored }
        return .modeReport(mode: mode, value: value)
      default: return .ignored
      }
    }
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    let codes = (fields.first ?? "").split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
    let modifierField = fields.count > 1 ? fields[1].split(separator: ":").map { Int($0) ?? 1 } : [1]
    // The field is 1 + a bit set; anything below 1 (even Int.min, which "- 1" would trap on)
    // means no modifiers.
    let modifierValue = modifierField.first ?? 1
    var modifiers = modifierValue > 1 ? modifierValue - 1 : 0
    let event = modifierField.count > 1 ? modifierField[1] : 1
    let shift = modifiers & 1 != 0
    let control = modifiers & 4 != 0

    let key: Key?
    switch final {
    case "u":
      guard let code = codes.first ?? nil else { return .ignored }
      let shifted = codes.count > 1 ? codes[1] : nil
      if control && !shift, code == 99 { return event == 3 ? .ignored : .interrupt }
      if control && !shift, code == 92 { return event == 3 ? .ignored : .quit }
      if control && !shift, code == 122 { return event == 3 ? .ignored : .suspend }
      key = textKey(code: code, shifted: shift ? shifted ?? nil : nil, shift: shift, control: control)
    case "A": key = .up
    case "B": key = .down
    case "C": key = .right
    case "D": key = .left
    // rxvt's Shift-arrows, with no parameters (`ESC [ a`); with them, these are not keys.
    case "a" where parameters.isEmpty: key = .up
    case "b" where parameters.isEmpty: key = .down
    case "c" where parameters.isEmpty: key = .right
    case "d" where parameters.isEmpty: key = .left
    case "H": key = .home
    case "F": key = .end
    case "Z": key = .backTab
    case "P": key = .function(1)
    case "Q": key = .function(2)
    // `ESC [ row ; column R` is also a cursor position report: only row 1 with modifiers
    // (xterm's Shift-F3 and so on) is taken as F3.
    case "R" where codes.first == 1 && modifiers != 0: key = .function(3)
    case "S": key = .function(4)
    case "~", "$", "^", "@":
      if final == "~", codes.first == 200 { return .pasteStart }
      switch final {
      case "$": modifiers = 1  // rxvt: Shift
      case "^": modifiers = 4  // Ctrl
      case "@": modifiers = 5  // Ctrl-Shift
      default: break
      }
      key = (codes.first ?? nil).flatMap(editingKey)
    default: key = nil
    }
    guard let key else { return .ignored }
    let named = final == "u" ? key : modified(key, modifiers: modifiers)
    return event == 3 ? .release(named) : .press(named)
  }

  /// The key of `ESC [ code ~` (xterm, rxvt, the Linux console, screen and tmux agree on these).
  static func editingKey(code: Int) -> Key? {
    switch code {
    case 1, 7: .home  // 7 and 8: rxvt
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(code - 10)
    case 17...21: .function(code - 11)
    case 23, 24: .function(code - 12)
    // rxvt and the Linux console send their Shift-F3 to Shift-F10 as F13 to F20.
    case 25, 26: .function(code - 12)
    case 28, 29: .function(code - 13)
    case 31...34: .function(code - 14)
    default: nil
    }
  }

  /// `key` with the modifiers of an xterm parameter (its value less 1: 1 Shift, 2 Alt, 4 Ctrl).
  ///
  /// F1 to F12 take terminfo's numbers for the five combinations it names (Shift +12, Ctrl +24,
  /// Ctrl-Shift +36, Alt +48, Alt-Shift +60), as ncurses reported them, up to F64 (what a
  /// replay records); any other key, or combination, or a number past 64, is the key itself.
  static func modified(_ key: Key, modifiers: Int) -> Key {
    guard case .function(let number) = key, (1...12).contains(number) else { return key }
    let offset: Int
    switch modifiers & 0b111 {
    case 1: offset = 12
    case 4: offset = 24
    case 5: offset = 36
    case 2: offset = 48
    case 3: offset = 60
    default: offset = 0
    }
    return number + offset <= 64 ? .function(number + offset) : key
  }

  /// The key for a kitty key code (a Unicode code point, or a functional key number).
  private static func textKey(code: Int, shifted: Int?, shift: Bool, control: Bool) -> Key? {
    switch code {
    case 13: return .enter
    case 27: return .escape
    case 9: return shift ? .backTab : .tab
    case 127, 8: return .backspace
    case 57_399...57_408: return Unicode.Scalar(UInt32(code - 57_399 + 48)).map { .character(Character($0)) }
    case 57_414: return .enter
    default: break
    }
    guard let scalar = textScalar(code) else { return nil }
    if control, scalar.properties.isAlphabetic, scalar.isASCII {
      return .control(Character(String(scalar).lowercased()))
    }
    if let shiftedScalar = shifted.flatMap(textScalar) {
      return .character(Character(shiftedScalar))
    }
    if shift, scalar.isASCII, scalar.properties.isAlphabetic {
      return .character(Character(String(scalar).uppercased()))
    }
    return .character(Character(scalar))
  }

  /// The character a key code stands for, or nil when it is not printable text.
  ///
  /// The numbers come straight from the terminal (any size, any sign), so they are checked
  /// before any conversion: below the private-use area kitty numbers its functional keys in,
  /// a valid scalar, and one that takes columns (no control or combining characters).
  private static func textScalar(_ code: Int) -> Unicode.Scalar? {
    guard code >= 32, code < 57_344, let value = UInt32(exactly: code), let scalar = Unicode.Scalar(value),
      CharacterWidth.of(scalar) > 0
    else { return nil }
    return scalar
  }
}
