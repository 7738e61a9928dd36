import ArcadeKit
import Drawing

/// One recorded input as a replay line writes it (`key up`, `key c:W`, `mouse press 10 5 80 24`),
/// and back; every field is checked when read.
enum ReplayEventText {
  /// Why an input could not be read.
  struct Problem: Error {
    var message: String
  }

  /// The largest screen or coordinate a replay may name (well beyond any terminal).
  static let maximumCoordinate = 100_000

  // MARK: - Writing

  static func encode(_ event: InputEvent) -> String {
    switch event {
    case .key(let key): return "key " + encode(key)
    case .keyRelease(let key): return "release " + encode(key)
    case .keyReleasesReported(let on): return "releases " + (on ? "on" : "off")
    case .mouse(let mouse):
      return "mouse \(name(of: mouse.kind)) \(mouse.x) \(mouse.y) \(mouse.screen.width) \(mouse.screen.height)"
    case .resize(let size): return "resize \(size.width) \(size.height)"
    case .resumed: return "resumed"
    case .effect(.network(let network)): return "net " + encode(network)
    case .effect, .settingsChanged, .closing, .paste: return "resumed"  // never recorded (`ReplayEvent.isRecorded`)
    }
  }

  /// A network event as words: free text and bytes in hexadecimal (`-` when empty).
  static func encode(_ event: NetworkEvent) -> String {
    switch event {
    case .listening(let port, let addresses):
      return "listening \(port) " + hex(Array(addresses.joined(separator: ",").utf8))
    case .connected(let peer): return "connected " + hex(Array(peer.utf8))
    case .received(let bytes): return "received " + hex(bytes)
    case .disconnected(let reason): return "disconnected " + hex(Array(reason.utf8))
    case .failed(let message): return "failed " + hex(Array(message.utf8))
    case .closing: return "closing -"
    case .caller: return "caller -"  // never recorded (`ReplayEvent.isRecorded`), so never read
    }
  }

  /// Bytes as lowercase hexadecimal, `-` for none.
  private static func hex(_ bytes: [UInt8]) -> String {
    guard !bytes.isEmpty else { return "-" }
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0xF)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// A key as one word: `c:W` for a printable ASCII character (case kept), `u:1F600` for any
  /// other character (scalars joined by `+`), else its settings-file name (`up`, `f13`, `ctrl-s`).
  static func encode(_ key: Key) -> String {
    switch key {
    case .character(" "): return "space"
    case .character(let character):
      let scalars = character.unicodeScalars
      if scalars.count == 1, let scalar = scalars.first, (0x21...0x7E).contains(scalar.value) {
        return "c:" + String(character)
      }
      return "u:" + hex(scalars)
    case .control(let letter):
      return letter.isASCII && letter.isLetter ? "ctrl-\(letter.lowercased())" : "ctrl-u:" + hex(letter.unicodeScalars)
    case .function(let number): return "f\(number)"
    default: return KeyName.name(of: key) ?? "unknown"
    }
  }

  private static func hex(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    scalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "+")
  }

  private static func name(of kind: MouseEvent.Kind) -> String {
    switch kind {
    case .press: "press"
    case .drag: "drag"
    case .release: "release"
    case .scrollUp: "scroll-up"
    case .scrollDown: "scroll-down"
    }
  }

  // MARK: - Reading

  static func decode(_ text: Substring) throws(Problem) -> InputEvent {
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    guard let kind = words.first else { throw Problem(message: "expected an input after the step") }
    switch (kind, words.count) {
    case ("key", 2): return .key(try key(words[1]))
    case ("release", 2): return .keyRelease(try key(words[1]))
    case ("releases", 2):
      guard words[1] == "on" || words[1] == "off" else {
        throw Problem(message: "expected `releases on` or `releases off`")
      }
      return .keyReleasesReported(words[1] == "on")
    case ("mouse", 6):
      guard let mouseKind = mouseKind(words[1]) else {
        throw Problem(
          message: "mouse `\(words[1].prefix(20))`: expected press, drag, release, scroll-up or scroll-down")
      }
      let numbers = try words[2...5].map { word throws(Problem) in try coordinate(word) }
      guard numbers[2] >= 1, numbers[3] >= 1, numbers[0] < numbers[2], numbers[1] < numbers[3] else {
        throw Problem(message: "mouse at \(numbers[0]),\(numbers[1]) is outside its \(numbers[2])×\(numbers[3]) screen")
      }
      return .mouse(
        MouseEvent(mouseKind, x: numbers[0], y: numbers[1], screen: Size(width: numbers[2], height: numbers[3])))
    case ("resize", 3):
      let width = try coordinate(words[1])
      let height = try coordinate(words[2])
      guard width >= 1, height >= 1 else {
        throw Problem(message: "resize to \(width)×\(height): a screen is at least 1×1")
      }
      return .resize(Size(width: width, height: height))
    case ("resumed", 1): return .resumed
    case ("net", 3), ("net", 4): return .effect(.network(try network(Array(words.dropFirst()))))
    default:
      throw Problem(
        message:
          "unknown input `\(text.prefix(40))`: expected key, release, releases, mouse, resize, resumed or net with their fields"
      )
    }
  }

  /// A network event from its words (after `net`).
  private static func network(_ words: [Substring]) throws(Problem) -> NetworkEvent {
    switch (words[0], words.count) {
    case ("listening", 3):
      guard let port = Int(words[1]), (0...65_535).contains(port) else {
        throw Problem(message: "`\(words[1].prefix(20))` is not a port from 0 to 65535")
      }
      let addresses = try text(words[2])
      return .listening(
        port: port, addresses: addresses.isEmpty ? [] : addresses.split(separator: ",").map(String.init))
    case ("connected", 2): return .connected(peer: try text(words[1]))
    case ("received", 2):
      let bytes = try bytes(words[1])
      guard !bytes.isEmpty else { throw Problem(message: "`net received` needs at least one byte") }
      return .received(bytes)
    case ("disconnected", 2): return .disconnected(reason: try text(words[1]))
    case ("failed", 2): return .failed(message: try text(words[1]))
    case ("closing", 2) where words[1] == "-": return .closing
    default:
      throw Problem(
        message:
          "unknown network input `\(words[0].prefix(20))`: expected listening PORT HEX, connected HEX, received HEX, disconnected HEX, failed HEX or closing -"
      )
    }
  }

  /// Bytes from lowercase or uppercase hexadecimal (`-` for none), at most `InputRecording.networkPiece`.
  private static func bytes(_ word: Substring) throws(Problem) -> [UInt8] {
    if word == "-" { return [] }
    let digits = Array(word.utf8)
    guard digits.count % 2 == 0, digits.count <= 2 * InputRecording.networkPiece else {
      throw Problem(
        message: "expected an even number of hexadecimal digits, at most \(2 * InputRecording.networkPiece)")
    }
    func value(_ digit: UInt8) -> UInt8? {
      switch digit {
      case 0x30...0x39: digit - 0x30
      case 0x61...0x66: digit - 0x61 + 10
      case 0x41...0x46: digit - 0x41 + 10
      default: nil
      }
    }
    var result: [UInt8] = []
    result.reserveCapacity(digits.count / 2)
    for index in stride(from: 0, to: digits.count, by: 2) {
      guard let high = value(digits[index]), let low = value(digits[index + 1]) else {
        throw Problem(message: "`\(word.prefix(20))` is not hexadecimal")
      }
      result.append(high << 4 | low)
    }
    return result
  }

  /// UTF-8 text from hexadecimal.
  private static func text(_ word: Substring) throws(Problem) -> String {
    guard let text = String(validating: try bytes(word), as: UTF8.self) else {
      throw Problem(message: "`\(word.prefix(20))` is not UTF-8 text in hexadecimal")
    }
    return text
  }

  private static func key(_ word: Substring) throws(Problem) -> Key {
    if word.hasPrefix("c:") {
      let rest = word.dropFirst(2)
      guard rest.count == 1, let character = rest.first,
        character.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
      else { throw Problem(message: "key `\(word.prefix(20))`: expected c: and one printable ASCII character") }
      return .character(character)
    }
    if word.hasPrefix("u:") { return .character(try character(word.dropFirst(2))) }
    if word.hasPrefix("ctrl-u:") { return .control(try character(word.dropFirst(7))) }
    if word.hasPrefix("f"), let number = Int(word.dropFirst()), (1...64).contains(number) { return .function(number) }
    if word == "space" { return .character(" ") }
    if let key = KeyName.key(named: String(word)), KeyName.name(of: key) == String(word) {
      if case .character = key {} else { return key }
    }
    throw Problem(
      message:
        "unknown key `\(word.prefix(20))`: expected c:X, u:HEX, space, up, down, left, right, enter, esc, tab, backtab, backspace, delete, home, end, pageup, pagedown, insert, f1…f64 or ctrl-a…ctrl-z"
    )
  }

  /// A character from up to eight hexadecimal scalar values joined by `+`.
  private static func character(_ text: Substring) throws(Problem) -> Character {
    let parts = text.split(separator: "+", omittingEmptySubsequences: false)
    var scalars = String.UnicodeScalarView()
    for part in parts {
      guard part.count <= 6, let value = UInt32(part, radix: 16), let scalar = Unicode.Scalar(value) else {
        throw Problem(
          message: "character `\(text.prefix(20))`: expected Unicode scalar values in hexadecimal joined by +")
      }
      scalars.append(scalar)
    }
    let string = String(scalars)
    guard (1...8).contains(parts.count), string.count == 1, let character = string.first else {
      throw Problem(message: "character `\(text.prefix(20))`: expected the scalars of one character")
    }
    // No terminal decoder yields a key that carries a control character; nor does a replay.
    guard !scalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
      throw Problem(message: "character `\(text.prefix(20))`: a control character is not a key")
    }
    return character
  }

  private static func mouseKind(_ word: Substring) -> MouseEvent.Kind? {
    [MouseEvent.Kind.press, .drag, .release, .scrollUp, .scrollDown].first { name(of: $0) == word }
  }

  private static func coordinate(_ word: Substring) throws(Problem) -> Int {
    guard let number = Int(word), (0...maximumCoordinate).contains(number) else {
      throw Problem(message: "`\(word.prefix(20))` is not a whole number from 0 to \(maximumCoordinate)")
    }
    return number
  }
}
