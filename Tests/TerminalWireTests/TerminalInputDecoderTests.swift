import ArcadeKit
import PropertyBased
import Testing

@testable import TerminalWire

/// The key decoder: bytes and their arrival times in, keys out; a lone Esc decided by its
/// deadline; invalid UTF-8 a replacement character.
@Suite struct TerminalInputDecoderTests {
  static func keys(_ events: [TerminalInputDecoder.Event]) -> [Key] {
    events.compactMap { if case .press(let key) = $0 { key } else { nil } }
  }

  /// Everything `bytes` decode to, fed at once, then the deadline passed.
  static func decoded(_ bytes: [UInt8]) -> [Key] {
    var decoder = TerminalInputDecoder()
    let now = keys(decoder.feed(bytes, at: 1))
    return now + keys(decoder.expire(at: 2))
  }

  // MARK: - Esc by a deadline

  @Test func aLoneEscIsTheEscKeyOnceItsDeadlinePassesWithNoByteAfterIt() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.feed([0x1B], at: 10).isEmpty)
    let deadline = 10 + TerminalInputDecoder.sequenceDelay
    #expect(decoder.deadline == deadline)
    #expect(decoder.expire(at: deadline - 0.01).isEmpty, "not before its deadline")
    #expect(Self.keys(decoder.expire(at: deadline)) == [.escape])
    #expect(decoder.deadline == nil)
  }

  @Test func escThenTheRestOfASequenceWithinTheDeadlineIsThatKey() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.feed([0x1B], at: 10).isEmpty)
    #expect(Self.keys(decoder.feed(Array("[A".utf8), at: 10.01)) == [.up])
    #expect(decoder.deadline == nil)
    #expect(decoder.expire(at: 11).isEmpty)
  }

  @Test func escThenAnOrdinaryKeyIsBothAndTwoEscsAreTwo() {
    #expect(Self.decoded([0x1B, 0x78]) == [.escape, .character("x")])
    var decoder = TerminalInputDecoder()
    #expect(Self.keys(decoder.feed([0x1B, 0x1B], at: 0)) == [.escape])
    #expect(Self.keys(decoder.expire(at: 1)) == [.escape])
  }

  @Test func cutSequencesAreDecidedAtTheirDeadline() {
    #expect(Self.decoded([0x1B, 0x5B]) == [.escape, .character("[")])
    #expect(Self.decoded([0x1B, 0x4F]) == [.escape, .character("O")])
    #expect(Self.decoded(Array("\u{1B}[1;".utf8)).isEmpty)
    #expect(Self.decoded(Array("\u{1B}[1;".utf8) + [0x61]) == [], "a CSI runs to its final byte")
  }

  @Test func cursorAndFunctionKeysInEveryFormTerminalsSend() {
    let cases: [(String, Key)] = [
      ("\u{1B}[A", .up), ("\u{1B}OA", .up), ("\u{1B}[B", .down), ("\u{1B}OD", .left), ("\u{1B}[C", .right),
      ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
      ("\u{1B}[F", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}[3~", .delete),
      ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[Z", .backTab), ("\u{1B}OM", .enter),
      ("\u{1B}OP", .function(1)), ("\u{1B}[11~", .function(1)), ("\u{1B}[[A", .function(1)),
      ("\u{1B}[[E", .function(5)), ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)),
      ("\u{1B}[1;5A", .up), ("\r", .enter), ("\t", .tab), ("\u{7F}", .backspace), ("\u{1}", .control("a")),
    ]
    for (sequence, key) in cases {
      #expect(Self.decoded(Array(sequence.utf8)) == [key], "\(sequence.debugDescription)")
    }
  }

  @Test func repliesAndKittyKeysArriveAsEvents() {
    var decoder = TerminalInputDecoder()
    let events = decoder.feed(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}\u{1B}[?1u\u{1B}[?62c\u{1B}[97;1:3u".utf8), at: 0)
    #expect(
      events == [
        .operatingSystemReply("11;rgb:ffff/ffff/ffff"), .kittySupported, .deviceAttributes, .release(.character("a")),
      ])
  }

  // MARK: - UTF-8

  @Test func invalidBytesAreReplacementCharactersNeverTheEndOfInput() {
    let replacement = Key.character("\u{FFFD}")
    // Three 8-bit Alt-i (0xE9): each is a character's lead with nothing valid after it.
    #expect(Self.decoded([0xE9, 0xE9, 0xE9]) == [replacement, replacement, replacement])
    // Latin-1 "café".
    #expect(
      Self.decoded([0x63, 0x61, 0x66, 0xE9, 0x21]) == [
        .character("c"), .character("a"), .character("f"), replacement, .character("!"),
      ])
    #expect(Self.decoded([0x80]) == [replacement])
    #expect(Self.decoded([0xFF, 0xFE]) == [replacement, replacement])
    #expect(Self.decoded([0xC0, 0xAF]) == [replacement, replacement], "an overlong slash")
    #expect(Self.decoded([0xED, 0xA0, 0x80]) == [replacement, replacement, replacement], "a surrogate")
    #expect(Self.decoded([0xF4, 0x90, 0x80, 0x80]).allSatisfy { $0 == replacement }, "beyond U+10FFFF")
    #expect(Self.decoded([0xF0, 0x9F, 0x91]) == [replacement], "a cut character counts once")
    #expect(Self.decoded([0xF0, 0x9F, 0x91, 0x41]) == [replacement, .character("A")])
    #expect(Self.decoded([0xC2, 0x9B]) == [], "C1 CSI is not a key")
  }

  @Test func validCharactersAreKeysEvenSplitBetweenReads() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.feed([0xF0, 0x9F], at: 0).isEmpty)
    #expect(
      Self.keys(decoder.feed([0x91, 0x8D, 0xF0, 0x9F, 0x8F, 0xBD], at: 0.01)) == [
        .character("\u{1F44D}"), .character("\u{1F3FD}"),
      ])
    #expect(
      Self.decoded(Array("é가\u{1100}\u{1161}e\u{301}\u{200D}".utf8)) == [
        .character("é"), .character("가"), .character("\u{1100}"), .character("\u{1161}"), .character("e"),
        .character("\u{301}"), .character("\u{200D}"),
      ])
    #expect(
      Self.decoded(Array("\u{202E}\u{200B}\u{FEFF}".utf8)).isEmpty, "bidi overrides and invisible spaces are not typed")
  }

  @Test func aMebibytePasteIsDecodedWhereItLies() {
    var decoder = TerminalInputDecoder()
    let chunk = Array(repeating: UInt8(ascii: "a"), count: 4096)
    var count = 0
    for step in 0..<256 { count += decoder.feed(chunk, at: Double(step)).count }
    #expect(count == 1 << 20)
    #expect(decoder.deadline == nil)
  }

  /// A mebibyte pasted into a name field through the decoder: every byte is decoded and the
  /// full field refuses the rest, all of it in one pass.
  @Test func aMebibytePastedIntoAFieldGoesThroughTheDecoderAndTheField() {
    var decoder = TerminalInputDecoder()
    var field = TextField(maximumLength: 24)
    let piece = Array("ab👍🏽🇺🇸e\u{301}".utf8)
    let chunk = Array((0..<(4096 / piece.count)).flatMap { _ in piece })
    var keys = 0
    var fed = 0
    while fed < 1 << 20 {
      for case .press(let key) in decoder.feed(chunk, at: Double(fed)) {
        keys += 1
        field.handle(key)
      }
      fed += chunk.count
    }
    #expect(keys == fed / piece.count * 8)
    #expect(field.length == 24)
    #expect(field.text.hasPrefix("ab\u{1F44D}\u{1F3FD}\u{1F1FA}\u{1F1F8}e\u{301}ab"))
  }

  // MARK: - Properties

  /// Random bytes (biased towards ESC, '[', digits and UTF-8 leads, with whole pieces of
  /// pastes, X10 mouse reports and rxvt keys among them), cut into random reads at random
  /// times: never a trap, every key safe, what is held bounded, nothing left waiting after
  /// its deadline.
  @Test func anyBytesInAnyReadsDecodeToSafeKeys() async {
    let alphabet: [UInt8] = [
      0x1B, 0x5B, 0x4F, 0x5D, 0x3B, 0x31, 0x32, 0x7E, 0x41, 0x75, 0x07, 0x0D, 0x61,
      0x80, 0xBF, 0xC3, 0xA9, 0xE9, 0xED, 0xF0, 0x9F, 0xF4, 0xFF, 0x3C, 0x4D, 0x24, 0x5E, 0x40,
    ]
    let pieces: [[UInt8]] = [
      Array("\u{1B}[200~".utf8), Array("\u{1B}[201~".utf8), Array("\u{1B}[20".utf8), Array("\u{1B}[M".utf8),
      Array("\u{1B}[M ".utf8), [0x1B, 0x5B, 0x4D, 0xFF, 0x20, 0x7F], Array("\u{1B}[2$".utf8), Array("\u{1B}O5".utf8),
      Array("\u{1B}[[".utf8), Array("\u{1B}[1;5".utf8),
    ]
    await propertyCheck(
      count: 2000,
      input: Gen.int(in: 0..<alphabet.count + 8 + pieces.count).array(of: 0...60), Gen.int(in: 1...8).array(of: 1...20),
      Gen.bool.array(of: 1...20)
    ) { picks, cuts, pauses in
      let bytes = picks.flatMap { pick -> [UInt8] in
        if pick < alphabet.count { return [alphabet[pick]] }
        if pick < alphabet.count + 8 { return [UInt8(truncatingIfNeeded: pick * 37)] }
        return pieces[pick - alphabet.count - 8]
      }
      var decoder = TerminalInputDecoder()
      var time = 0.0
      var events: [TerminalInputDecoder.Event] = []
      var rest = bytes[...]
      var turn = 0
      while !rest.isEmpty {
        let size = cuts[turn % cuts.count]
        events += decoder.feed(rest.prefix(size), at: time)
        #expect(decoder.heldByteCount <= OSCReplyReader.maximumLength + 8 + TerminalInputDecoder.maximumPasteLength)
        rest = rest.dropFirst(size)
        time += pauses[turn % pauses.count] ? 1 : 0.001
        events += decoder.expire(at: time)
        turn += 1
      }
      events += decoder.expire(at: time + 1)
      #expect(decoder.deadline == nil)
      #expect(decoder.heldByteCount == 0)
      for case .press(let key) in events { #expect(HostileInputTests.isSafe(key), "\(bytes) gave \(key)") }
      for case .mouse(let report) in events { #expect(HostileInputTests.isSafe(report), "\(bytes) gave \(report)") }
    }
  }
}
