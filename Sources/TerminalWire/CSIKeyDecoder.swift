import ArcadeKit

/// Decodes CSI sequences: the cursor, editing and function keys (xterm, rxvt, the Linux
/// console's Home and End, with modifiers), kitty keyboard protocol key events (press, repeat, release),
/// mouse reports (`MouseReportDecoder`) and the replies to the start-up queries.
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
    /// A mouse report.
    case mouse(MouseReportDecoder.Report)
    /// Nothing the arcade uses.
    case ignored
  }

  /// The longest sequence worth reading; anything longer is noise.
  static let maximumLength = 64

  /// Reads the body of a sequence after `ESC [` from `next` (nil: nothing more to read now).
  ///
  /// Stops after the final byte or `maximumLength` characters; nil when the input ran out
  /// first or a value is not a Unicode scalar (the sequence is then dropped). An X10 mouse
  /// report (`ESC [ M` with no parameters) takes its three raw characters too.
  static func readBody(_ next: () -> UInt32?) -> String? {
    var body = ""
    var count = 0
    while count < maximumLength {
      guard let value = next(), let scalar = Unicode.Scalar(value) else { return nil }
      body.unicodeScalars.append(scalar)
      count += 1
      if (0x40...0x7E).contains(value) { break }
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
      let type = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false).first.flatMap { Int($0) }
      return type.map(Decoded.terminalType) ?? .ignored
    }
    if parameters.hasPrefix("?") {
      parameters.removeFirst()
      switch final {
      case "u": return .kittySupported
      case "c": return .deviceAttributes
      default: return .ignored
      }
    }
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    let codes = (fields.first ?? "").split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
    let modifierField = fields.count > 1 ? fields[1].split(separator: ":").map { Int($0) ?? 1 } : [1]
    // The field is 1 + a bit set; anything below 1 (even Int.min, which "- 1" would trap on)
    // means no modifiers.
    let modifierValue = modifierField.first ?? 1
    let modifiers = modifierValue > 1 ? modifierValue - 1 : 0
    let event = modifierField.count > 1 ? modifierField[1] : 1
    let shift = modifiers & 1 != 0, control = modifiers & 4 != 0

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
    case "H": key = .home
    case "F": key = .end
    case "Z": key = .backTab
    case "~":
      switch codes.first ?? nil {
      case 1, 7: key = .home
      case 4, 8: key = .end
      case 11, 12, 13, 14: key = .function((codes.first.flatMap { $0 } ?? 11) - 10)
      case 3: key = .delete
      case 5: key = .pageUp
      case 6: key = .pageDown
      case 15: key = .function(5)
      case 17, 18, 19, 20, 21: key = .function((codes.first.flatMap { $0 } ?? 17) - 11)
      case 23, 24: key = .function((codes.first.flatMap { $0 } ?? 23) - 12)
      default: key = nil
      }
    case "P": key = .function(1)
    case "Q": key = .function(2)
    case "S": key = .function(4)
    default: key = nil
    }
    guard let key else { return .ignored }
    return event == 3 ? .release(key) : .press(key)
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
