import ArcadeKit
import PropertyBased
import Testing

@testable import TerminalWire

/// Whatever a terminal, a multiplexer or a paste sends, decoding never traps and never yields
/// a key that carries a control character.
@Suite struct HostileInputTests {
  // MARK: - Known crashes

  /// The kitty "shifted key" numbers that once trapped the conversion to a 32-bit scalar.
  @Test(arguments: ["97:-1;2u", "97:4294967296;2u", "97:99999999999;2u"])
  func shiftedKeyOutOfRangeFallsBackToTheShiftedLetter(body: String) {
    #expect(CSIKeyDecoder.decode(body) == .press(.character("A")))
  }

  @Test(arguments: [
    "97;-9223372036854775808u", "97;9223372036854775807u", "97;-1u", "97;0:3u",
    "97:-9223372036854775808;2u", "-9223372036854775808;2u", "9223372036854775807u",
    "97:0;2u", "97:31;2u", "97:127;2u", "97:155;2u", "97:768;2u", "97:1114112;2u", "97:55296;2u",
  ])
  func extremeNumbersDecodeWithoutTrapping(body: String) {
    switch CSIKeyDecoder.decode(body) {
    case .press(let key), .release(let key): #expect(Self.isSafe(key), "\(body) gave \(key)")
    default: break
    }
  }

  @Test func shiftedKeyThatIsAControlCharacterIsNotTyped() {
    // 155 is the 8-bit CSI: passed on as text it could start an escape sequence somewhere.
    #expect(CSIKeyDecoder.decode("97:155;2u") == .press(.character("A")))
    #expect(CSIKeyDecoder.decode("97:0;2u") == .press(.character("A")))
    #expect(CSIKeyDecoder.decode("155u") == .ignored)
  }

  @Test func bodyReaderStopsAtTheFinalByteOrTheLengthLimit() {
    var values = Array("97:-1;2uX".unicodeScalars.map(\.value))[...]
    #expect(CSIKeyDecoder.readBody { values.popFirst() } == "97:-1;2u")
    #expect(values.map { Character(Unicode.Scalar($0)!) } == ["X"])

    var endless = 0
    let long = CSIKeyDecoder.readBody {
      endless += 1
      return 0x31
    }
    #expect(long?.count == CSIKeyDecoder.maximumLength)
    #expect(endless == CSIKeyDecoder.maximumLength)

    var cut = Array("12;".unicodeScalars.map(\.value))[...]
    #expect(CSIKeyDecoder.readBody { cut.popFirst() } == nil, "input ran out before the final byte")
    var invalid: [UInt32] = [0x31, 0xD800, 0x75]
    #expect(CSIKeyDecoder.readBody { invalid.isEmpty ? nil : invalid.removeFirst() } == nil)
  }

  @Test func controlBackslashUnderTheKittyProtocolQuitsAsItsSignalWould() {
    #expect(CSIKeyDecoder.decode("92;5u") == .quit)
    #expect(CSIKeyDecoder.decode("92;5:3u") == .ignored, "releasing Ctrl-\\ must not quit twice")
  }

  // MARK: - Properties

  /// Random CSI parameters: empty, negative, huge, many fields and sub-fields, any final byte.
  @Test func randomParametersNeverTrapAndNeverYieldControlCharacters() async {
    await propertyCheck(
      count: 2000,
      input: Gen.int().array(of: 0...12),
      Gen.uint8().array(of: 0...12),
      Gen<Character?>.element(of: Array("u~ABCDHFPQRScZ$^@abd"))
    ) { numbers, shapes, final in
      let body = Self.body(numbers: numbers, shapes: shapes, final: final ?? "u")
      switch CSIKeyDecoder.decode(body) {
      case .press(let key), .release(let key): #expect(Self.isSafe(key), "\(body) gave \(key)")
      case .mouse(let report): #expect(Self.isSafe(report), "\(body) gave \(report)")
      case .interrupt, .quit, .suspend, .kittySupported, .deviceAttributes, .terminalType, .modeReport, .pasteStart,
        .ignored:
        break
      }
    }
  }

  /// Random SGR mouse reports (`<` parameters, M or m) and X10 reports (three raw characters).
  @Test func randomMouseReportsNeverTrapAndStayOnTheScreenGrid() async {
    await propertyCheck(
      count: 2000,
      input: Gen.int().array(of: 0...5),
      Gen.uint8().array(of: 0...5),
      Gen.uint32().array(of: 3...3)
    ) { numbers, shapes, raw in
      for final: Character in ["M", "m"] {
        let body = "<" + Self.body(numbers: numbers, shapes: shapes, final: final)
        if case .mouse(let report) = CSIKeyDecoder.decode(body) {
          #expect(Self.isSafe(report), "\(body) gave \(report)")
        }
      }
      let x10 = "M" + String(String.UnicodeScalarView(raw.compactMap(Unicode.Scalar.init)))
      if case .mouse(let report) = CSIKeyDecoder.decode(x10) { #expect(Self.isSafe(report), "\(raw) gave \(report)") }
    }
  }

  @Test func anyCharacterValueDecodesToASafeKeyOrNothing() async {
    await propertyCheck(count: 2000, input: Gen.uint32()) { value in
      if let key = KeyDecoder.character(value) { #expect(Self.isSafe(key), "\(value) gave \(key)") }
    }
  }

  // MARK: - Helpers

  /// A mouse report on the grid the decoder promises: 0-based, below its maximum coordinate.
  static func isSafe(_ report: MouseReportDecoder.Report) -> Bool {
    (0..<MouseReportDecoder.maximumCoordinate).contains(report.column)
      && (0..<MouseReportDecoder.maximumCoordinate).contains(report.row)
  }

  /// Builds a parameter string: each number becomes a field or sub-field shaped by `shapes`
  /// (empty, as is, a key code, negative, beyond 32 bits, beyond any integer, an Int
  /// extreme, a small modifier), after `:` or `;` as the shape's top bit says.
  static func body(numbers: [Int], shapes: [UInt8], final: Character) -> String {
    var text = ""
    for (index, number) in numbers.enumerated() {
      let shape = index < shapes.count ? shapes[index] : 0
      if index > 0 { text += shape & 0x80 != 0 ? ":" : ";" }
      let small = Int(number.magnitude % 200)
      switch shape % 8 {
      case 0: break
      case 1: text += String(number)
      case 2: text += String(32 + small % 95)
      case 3: text += "-" + String(small)
      case 4: text += String(4_294_967_296 + small - 100)
      case 5: text += String(number.magnitude) + String(number.magnitude)
      case 6: text += String(number < 0 ? Int.min : Int.max)
      default: text += String(1 + small % 16)
      }
    }
    return text + String(final)
  }

  /// Whether a decoded key is one a scene can take as typed text: one scalar, no control,
  /// bidi or other invisible format character (what joins a character, such as a combining
  /// mark or a ZWJ, is typed), control chords on letters only, function keys 1 to 64
  /// (terminfo's numbers for modified F1 to F12, as far as a replay records).
  static func isSafe(_ key: Key) -> Bool {
    switch key {
    case .character(let character):
      return character.unicodeScalars.count == 1
        && character.unicodeScalars.allSatisfy { scalar in
          let category = scalar.properties.generalCategory
          return category != .control && category != .surrogate
            && (category != .format || [0x200C, 0x200D].contains(scalar.value)
              || (0xE0020...0xE007F).contains(scalar.value))
        }
    case .control(let letter):
      return ("a"..."z").contains(letter)
    case .function(let number):
      return (1...64).contains(number)
    default:
      return true
    }
  }
}
