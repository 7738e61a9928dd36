// MARK: - InputDecoderFuzz

// libFuzzer entry for the terminal input decoder. Built by run.sh together with Sources/ArcadeKit
// and the pure decoders of Sources/TerminalCurses (one module, so no import; KeyDecoder still
// sees ncurses for its key-code constants). Each input is read three ways:
//  - as the byte stream a terminal sends, routed as CursesTerminal routes it (ESC [ starts a
//    sequence read by CSIKeyDecoder.readBody, anything else is a character for KeyDecoder);
//  - as one sequence body handed straight to CSIKeyDecoder.decode;
//  - as 32-bit values handed to KeyDecoder.character and KeyDecoder.keyCode (what wget_wch
//    may return, whatever the locale).
// A trap, an ASan report or a hang is a finding, and so is a decoded key a scene could not
// take as typed text (a control or combining character, Ctrl with a non-letter, F0 or F13).

/// Checks one input; returns 0 as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func inputDecoderFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []

  // The stream, as scalars (invalid UTF-8 becomes U+FFFD, as a wide-character read would
  // give a replacement or nothing).
  var stream = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value))[...]
  while let value = stream.popFirst() {
    guard value == 27 else {
      KeyCheck.decoded(KeyDecoder.character(value), from: value)
      continue
    }
    guard let second = stream.first else { continue }  // a lone Esc
    guard second == 91 else { continue }  // Esc then an ordinary key: the key is read next
    stream.removeFirst()
    guard let body = CSIKeyDecoder.readBody({ stream.popFirst() }) else { continue }
    KeyCheck.decoded(CSIKeyDecoder.decode(body), from: body)
  }

  // The whole input as one body (longer than the reader would ever take: decode must cope).
  let text = String(decoding: bytes, as: UTF8.self)
  KeyCheck.decoded(CSIKeyDecoder.decode(text), from: text)

  // Raw 32-bit values.
  var index = 0
  while index + 4 <= bytes.count {
    let value = bytes[index..<index + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    KeyCheck.decoded(KeyDecoder.character(value), from: value)
    KeyCheck.decoded(KeyDecoder.keyCode(Int32(bitPattern: value)), from: value)
    index += 4
  }
  return 0
}

/// The property every decoded key must have.
enum KeyCheck {
  static func decoded(_ result: CSIKeyDecoder.Decoded, from body: String) {
    switch result {
    case .press(let key), .release(let key): decoded(key, from: Array(body.unicodeScalars.map(\.value)))
    case .interrupt, .quit, .suspend, .kittySupported, .deviceAttributes, .ignored: break
    }
  }

  static func decoded(_ key: Key?, from source: UInt32) {
    decoded(key, from: [source])
  }

  static func decoded(_ key: Key?, from source: [UInt32]) {
    guard let key else { return }
    let safe: Bool
    switch key {
    case .character(let character):
      safe = character.unicodeScalars.count == 1 && character.unicodeScalars.allSatisfy { CharacterWidth.of($0) > 0 }
    case .control(let letter):
      safe = ("a"..."z").contains(letter)
    case .function(let number):
      safe = (1...12).contains(number)
    default:
      safe = true
    }
    if !safe { fatalError("unsafe key \(key) from \(source)") }
  }
}
