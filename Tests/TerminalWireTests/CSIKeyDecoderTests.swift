import ArcadeKit
import Testing

@testable import TerminalWire

/// Kitty keyboard protocol sequences and query replies, decoded.
@Suite struct CSIKeyDecoderTests {
  @Test(arguments: [
    ("119u", CSIKeyDecoder.Decoded.press(.character("w"))),
    ("119;1:2u", .press(.character("w"))),
    ("119;1:3u", .release(.character("w"))),
    ("115;1:3u", .release(.character("s"))),
    ("119;2u", .press(.character("W"))),
    ("47:63;2u", .press(.character("?"))),
    ("115;5u", .press(.control("s"))),
    ("13u", .press(.enter)),
    ("27u", .press(.escape)),
    ("9;2u", .press(.backTab)),
    ("127u", .press(.backspace)),
    ("32u", .press(.character(" "))),
    ("1;1:3A", .release(.up)),
    ("1;1:2B", .press(.down)),
    ("A", .press(.up)),
    ("D", .press(.left)),
    ("3~", .press(.delete)),
    ("5;1:3~", .release(.pageUp)),
  ])
  func keyEvents(body: String, expected: CSIKeyDecoder.Decoded) {
    #expect(CSIKeyDecoder.decode(body) == expected)
  }

  @Test func controlCAndControlZBecomeTheirSignalsNotKeys() {
    #expect(CSIKeyDecoder.decode("99;5u") == .interrupt)
    #expect(CSIKeyDecoder.decode("122;5u") == .suspend)
    #expect(CSIKeyDecoder.decode("99;5:3u") == .ignored, "releasing Ctrl-C must not interrupt twice")
  }

  @Test func queryRepliesAreRecognised() {
    #expect(CSIKeyDecoder.decode("?0u") == .kittySupported)
    #expect(CSIKeyDecoder.decode("?15u") == .kittySupported)
    #expect(CSIKeyDecoder.decode("?62;22c") == .deviceAttributes)
    #expect(CSIKeyDecoder.decode("?1;2c") == .deviceAttributes)
    #expect(CSIKeyDecoder.decode(">83;40900;0c") == .terminalType(83), "GNU screen")
    #expect(CSIKeyDecoder.decode(">84;0;0c") == .terminalType(84), "tmux")
    #expect(CSIKeyDecoder.decode(">x;0c") == .ignored)
  }

  @Test(arguments: ["", "u", ";;u", "99999999999999999999u", "?", "Y", "201~", "57344u", "\u{0}u"])
  func garbageIsIgnoredNeverATrap(body: String) {
    #expect(CSIKeyDecoder.decode(body) == .ignored, "\(body) gave \(CSIKeyDecoder.decode(body))")
  }

  @Test func unreadableModifiersOnAnArrowStillMeanThatArrow() {
    #expect(CSIKeyDecoder.decode("1;x:yA") == .press(.up))
  }
}
