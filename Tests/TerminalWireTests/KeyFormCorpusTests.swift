import ArcadeKit
import Testing

@testable import TerminalWire

/// Every key form each family of terminals sends, and every other thing they send (mouse
/// reports, query replies, pastes), decoded the same whether the bytes come at once, one per
/// read, or cut in two anywhere.
@Suite struct KeyFormCorpusTests {
  typealias Event = TerminalInputDecoder.Event
  typealias Report = MouseReportDecoder.Report

  /// The families of `TERM` whose forms differ.
  enum Family: String, CaseIterable, CustomTestStringConvertible {
    case xterm, rxvt, linux, screenAndTmux, kitty
    var testDescription: String { rawValue }
  }

  /// ESC and then `text`.
  static func escape(_ text: String) -> [UInt8] { [0x1B] + Array(text.utf8) }

  /// An X10 mouse report: `ESC [ M` and three bytes, each 32 more than the button and the
  /// 1-based column and row.
  static func x10(button: UInt8, column: UInt8, row: UInt8) -> [UInt8] {
    escape("[M") + [32 + button, 32 + column, 32 + row]
  }

  /// Forms every family sends: the C0 controls, typed text (a character cut by a read too).
  static let common: [([UInt8], [Event])] = [
    (Array("\r".utf8), [.press(.enter)]), (Array("\n".utf8), [.press(.enter)]), (Array("\t".utf8), [.press(.tab)]),
    ([0x7F], [.press(.backspace)]), ([0x08], [.press(.backspace)]), ([0x01], [.press(.control("a"))]),
    ([0x1A], [.press(.control("z"))]), ([0x1B], [.press(.escape)]),
    (Array("q".utf8), [.press(.character("q"))]), (Array("é".utf8), [.press(.character("é"))]),
    (Array("中".utf8), [.press(.character("中"))]), (Array("😀".utf8), [.press(.character("😀"))]),
    (escape("x"), [.press(.escape), .press(.character("x"))]),  // Alt-x
  ]

  static func forms(_ family: Family) -> [([UInt8], [Event])] {
    switch family {
    case .xterm:
      return [
        (escape("[A"), [.press(.up)]), (escape("[B"), [.press(.down)]), (escape("[C"), [.press(.right)]),
        (escape("[D"), [.press(.left)]), (escape("OA"), [.press(.up)]), (escape("OB"), [.press(.down)]),
        (escape("OC"), [.press(.right)]), (escape("OD"), [.press(.left)]),
        (escape("[H"), [.press(.home)]), (escape("[F"), [.press(.end)]), (escape("OH"), [.press(.home)]),
        (escape("OF"), [.press(.end)]), (escape("[2~"), [.press(.insert)]), (escape("[3~"), [.press(.delete)]),
        (escape("[5~"), [.press(.pageUp)]), (escape("[6~"), [.press(.pageDown)]), (escape("[Z"), [.press(.backTab)]),
        (escape("OP"), [.press(.function(1))]), (escape("OQ"), [.press(.function(2))]),
        (escape("OR"), [.press(.function(3))]), (escape("OS"), [.press(.function(4))]),
        (escape("[15~"), [.press(.function(5))]), (escape("[17~"), [.press(.function(6))]),
        (escape("[18~"), [.press(.function(7))]), (escape("[19~"), [.press(.function(8))]),
        (escape("[20~"), [.press(.function(9))]), (escape("[21~"), [.press(.function(10))]),
        (escape("[23~"), [.press(.function(11))]), (escape("[24~"), [.press(.function(12))]),
        // Modified function keys take terminfo's numbers: Shift +12, Ctrl +24, Ctrl-Shift +36,
        // Alt +48, Alt-Shift +60.
        (escape("[1;2P"), [.press(.function(13))]), (escape("[1;5P"), [.press(.function(25))]),
        (escape("[1;6Q"), [.press(.function(38))]), (escape("[1;3R"), [.press(.function(51))]),
        (escape("[1;4S"), [.press(.function(64))]), (escape("[15;2~"), [.press(.function(17))]),
        // Alt-Shift F5 would be F65, past the F64 a replay records: it is F5 itself.
        (escape("[24;5~"), [.press(.function(36))]), (escape("[15;4~"), [.press(.function(5))]),
        (escape("O2P"), [.press(.function(13))]), (escape("O5S"), [.press(.function(28))]),
        // Modified cursor and editing keys are the keys themselves.
        (escape("[1;5A"), [.press(.up)]), (escape("[1;2D"), [.press(.left)]), (escape("[1;3H"), [.press(.home)]),
        (escape("[3;5~"), [.press(.delete)]), (escape("[2;2~"), [.press(.insert)]),
        (escape("[6;5~"), [.press(.pageDown)]),
        (escape("O5A"), [.press(.up)]),
        // The keypad in application mode.
        (escape("OM"), [.press(.enter)]), (escape("Op"), [.press(.character("0"))]),
        (escape("Oy"), [.press(.character("9"))]), (escape("Ok"), [.press(.character("+"))]),
        // Mouse, replies, paste.
        (escape("[<0;10;5M"), [.mouse(Report(kind: .press, column: 9, row: 4))]),
        (escape("[<0;10;5m"), [.mouse(Report(kind: .release, column: 9, row: 4))]),
        (escape("[<64;3;2M"), [.mouse(Report(kind: .scrollUp, column: 2, row: 1))]),
        (x10(button: 0, column: 10, row: 5), [.mouse(Report(kind: .press, column: 9, row: 4))]),
        (x10(button: 3, column: 200, row: 5), [.mouse(Report(kind: .release, column: 199, row: 4))]),
        (escape("[?62;22c"), [.deviceAttributes]), (escape("[>41;354;0c"), [.terminalType(41)]),
        (escape("]11;rgb:0000/0000/0000\u{7}"), [.operatingSystemReply("11;rgb:0000/0000/0000")]),
        (escape("]11;rgb:ffff/ffff/ffff") + escape("\\"), [.operatingSystemReply("11;rgb:ffff/ffff/ffff")]),
        (escape("[200~hi q") + escape("[201~"), [.paste("hi q")]),
      ]
    case .rxvt:
      return [
        (escape("[11~"), [.press(.function(1))]), (escape("[12~"), [.press(.function(2))]),
        (escape("[13~"), [.press(.function(3))]), (escape("[14~"), [.press(.function(4))]),
        (escape("[7~"), [.press(.home)]), (escape("[8~"), [.press(.end)]), (escape("[2~"), [.press(.insert)]),
        (escape("[a"), [.press(.up)]), (escape("[b"), [.press(.down)]), (escape("[c"), [.press(.right)]),
        (escape("[d"), [.press(.left)]), (escape("Oa"), [.press(.up)]), (escape("Od"), [.press(.left)]),
        // rxvt's modifiers are the final byte: $ Shift, ^ Ctrl, @ Ctrl-Shift.
        (escape("[2$"), [.press(.insert)]), (escape("[3$"), [.press(.delete)]), (escape("[7$"), [.press(.home)]),
        (escape("[5^"), [.press(.pageUp)]), (escape("[11^"), [.press(.function(25))]),
        (escape("[23$"), [.press(.function(23))]), (escape("[11@"), [.press(.function(37))]),
        // Its Shift-F3 to Shift-F10 are F13 to F20.
        (escape("[25~"), [.press(.function(13))]), (escape("[26~"), [.press(.function(14))]),
        (escape("[28~"), [.press(.function(15))]), (escape("[34~"), [.press(.function(20))]),
        (escape("[A"), [.press(.up)]), (escape("Ow"), [.press(.character("7"))]),
        (x10(button: 0, column: 1, row: 1), [.mouse(Report(kind: .press, column: 0, row: 0))]),
        (escape("[?1;2c"), [.deviceAttributes]),
      ]
    case .linux:
      return [
        (escape("[[A"), [.press(.function(1))]), (escape("[[B"), [.press(.function(2))]),
        (escape("[[C"), [.press(.function(3))]), (escape("[[D"), [.press(.function(4))]),
        (escape("[[E"), [.press(.function(5))]), (escape("[17~"), [.press(.function(6))]),
        (escape("[1~"), [.press(.home)]), (escape("[4~"), [.press(.end)]), (escape("[2~"), [.press(.insert)]),
        (escape("[3~"), [.press(.delete)]), (escape("[5~"), [.press(.pageUp)]), (escape("[6~"), [.press(.pageDown)]),
        (escape("[A"), [.press(.up)]), (escape("[D"), [.press(.left)]), (escape("[25~"), [.press(.function(13))]),
        (escape("[?6c"), [.deviceAttributes]),
      ]
    case .screenAndTmux:
      return [
        (escape("OA"), [.press(.up)]), (escape("[A"), [.press(.up)]), (escape("[1~"), [.press(.home)]),
        (escape("[4~"), [.press(.end)]), (escape("[2~"), [.press(.insert)]), (escape("OP"), [.press(.function(1))]),
        (escape("[15~"), [.press(.function(5))]), (escape("[1;5D"), [.press(.left)]),
        (escape("[1;2P"), [.press(.function(13))]), (escape("[23;2~"), [.press(.function(23))]),
        (escape("[>83;40900;0c"), [.terminalType(83)]), (escape("[>84;0;0c"), [.terminalType(84)]),
        (x10(button: 0, column: 95, row: 30), [.mouse(Report(kind: .press, column: 94, row: 29))]),
        (x10(button: 64, column: 3, row: 3), [.mouse(Report(kind: .scrollUp, column: 2, row: 2))]),
        (x10(button: 32, column: 4, row: 3), [.mouse(Report(kind: .drag, column: 3, row: 2))]),
        (escape("[200~") + Array("a\rb".utf8) + escape("[201~"), [.paste("a\nb")]),
      ]
    case .kitty:
      return [
        (escape("[97u"), [.press(.character("a"))]), (escape("[97;1:2u"), [.press(.character("a"))]),
        (escape("[97;1:3u"), [.release(.character("a"))]), (escape("[97;5u"), [.press(.control("a"))]),
        (escape("[97:65;2u"), [.press(.character("A"))]), (escape("[99;5u"), [.interrupt]),
        (escape("[13u"), [.press(.enter)]), (escape("[27u"), [.press(.escape)]),
        (escape("[9;2u"), [.press(.backTab)]), (escape("[57399u"), [.press(.character("0"))]),
        (escape("[1;1:3A"), [.release(.up)]), (escape("[1;2P"), [.press(.function(13))]),
        (escape("[13~"), [.press(.function(3))]), (escape("[13;5~"), [.press(.function(27))]),
        (escape("[1;2:3P"), [.release(.function(13))]), (escape("[2~"), [.press(.insert)]),
        (escape("[?1u"), [.kittySupported]),
        (escape("[<0;1;1M"), [.mouse(Report(kind: .press, column: 0, row: 0))]),
        (escape("[<32;2;1M"), [.mouse(Report(kind: .drag, column: 1, row: 0))]),
      ]
    }
  }

  /// What `bytes` decode to when read in the pieces `cuts` makes (offsets where a read ends),
  /// a millisecond apart, and the deadline then passed.
  static func decoded(_ bytes: [UInt8], cutAt cuts: [Int], decoder start: TerminalInputDecoder = TerminalInputDecoder())
    -> [Event]
  {
    var decoder = start
    var events: [Event] = []
    var time = 1.0
    var from = 0
    for end in cuts + [bytes.count] where end > from {
      events += decoder.feed(bytes[from..<end], at: time)
      time += 0.001
      events += decoder.expire(at: time)  // the host waking early changes nothing
      from = end
    }
    events += decoder.expire(at: time + 1)
    return events
  }

  @Test(arguments: Family.allCases)
  func everyFormDecodesTheSameWholeOneByteAtATimeAndCutInTwoAnywhere(family: Family) {
    for (bytes, expected) in Self.forms(family) + Self.common {
      let name = String(decoding: bytes, as: UTF8.self).debugDescription
      #expect(Self.decoded(bytes, cutAt: []) == expected, "\(family.rawValue) \(name) whole")
      #expect(Self.decoded(bytes, cutAt: Array(1..<bytes.count)) == expected, "\(family.rawValue) \(name) byte by byte")
      for cut in 1..<max(1, bytes.count) {
        #expect(Self.decoded(bytes, cutAt: [cut]) == expected, "\(family.rawValue) \(name) cut at \(cut)")
      }
    }
  }

  @Test(arguments: Family.allCases)
  func allOfAFamilysFormsInOneStreamDecodeInOrder(family: Family) {
    let forms = Self.forms(family).filter { $0.0 != [0x1B] }
    let bytes = forms.flatMap(\.0)
    #expect(Self.decoded(bytes, cutAt: []) == forms.flatMap(\.1))
    #expect(Self.decoded(bytes, cutAt: Array(stride(from: 3, to: bytes.count, by: 7))) == forms.flatMap(\.1))
  }

  // MARK: - The terminal's own key strings

  @Test func theTerminalsKeyStringsAreKeysAndWinOverTheBuiltInForms() {
    let decoder = TerminalInputDecoder(keyStrings: [
      (bytes: Self.escape("OP"), key: .function(5)),  // conflicts with the built-in F1
      (bytes: Self.escape("[Y"), key: .insert),  // no built-in form
      (bytes: Self.escape("[Y1"), key: .function(9)),  // the longer match wins
      (bytes: [0x08], key: .delete),
      (bytes: [], key: .up),  // an empty string matches nothing
    ])
    let cases: [([UInt8], [Event])] = [
      (Self.escape("OP"), [.press(.function(5))]), (Self.escape("[Y"), [.press(.insert)]),
      (Self.escape("[Y1"), [.press(.function(9))]), ([0x08], [.press(.delete)]),
      (Self.escape("OQ"), [.press(.function(2))]), (Self.escape("[A"), [.press(.up)]),
      (Array("a".utf8), [.press(.character("a"))]), ([0x1B], [.press(.escape)]),
    ]
    for (bytes, expected) in cases {
      #expect(Self.decoded(bytes, cutAt: [], decoder: decoder) == expected, "\(bytes)")
      #expect(Self.decoded(bytes, cutAt: Array(1..<bytes.count), decoder: decoder) == expected, "\(bytes) byte by byte")
    }
    var plain = TerminalInputDecoder()
    #expect(plain.feed(Self.escape("OP"), at: 0) == [.press(.function(1))], "only that terminal's")
  }
}
