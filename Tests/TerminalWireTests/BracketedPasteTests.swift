import ArcadeKit
import Testing

@testable import TerminalWire

/// Bracketed paste: what comes between `ESC [ 200 ~` and `ESC [ 201 ~` is one `.paste`, text
/// and never keys, however it is cut, however long, and ended by its timeout when its end is lost.
@Suite struct BracketedPasteTests {
  typealias Event = TerminalInputDecoder.Event

  static let start = Array("\u{1B}[200~".utf8)
  static let end = Array("\u{1B}[201~".utf8)

  @Test func escapesAndQInsideAPasteAreTextAndTheKeysAroundItAreKeys() {
    var decoder = TerminalInputDecoder()
    let inside = "q\u{1B}x \u{1B}[A\u{1B}[20\u{1B}[2001~\u{3}Q"
    let events = decoder.feed(Array("a".utf8) + Self.start + Array(inside.utf8) + Self.end + Array("q".utf8), at: 0)
    #expect(events == [.press(.character("a")), .paste(inside), .press(.character("q"))])
    #expect(decoder.deadline == nil)
  }

  @Test func aPasteCutAtEveryByteIsTheSameOnePaste() {
    let bytes = Self.start + Array("héllo\u{1B}q wörld".utf8) + Self.end
    for cut in 1..<bytes.count {
      var decoder = TerminalInputDecoder()
      let events = decoder.feed(bytes[..<cut], at: 0) + decoder.feed(bytes[cut...], at: 0.01)
      #expect(events == [.paste("héllo\u{1B}q wörld")], "cut at \(cut)")
    }
    var decoder = TerminalInputDecoder()
    var events: [Event] = []
    for (index, byte) in bytes.enumerated() { events += decoder.feed([byte], at: Double(index) * 0.01) }
    #expect(events == [.paste("héllo\u{1B}q wörld")])
  }

  @Test func lineEndsBecomeNewlinesAndAnEmptyPasteIsNothing() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.feed(Self.start + Array("a\r\nb\rc\nd".utf8) + Self.end, at: 0) == [.paste("a\nb\nc\nd")])
    #expect(decoder.feed(Self.start + Self.end, at: 0).isEmpty)
    #expect(decoder.feed(Self.end, at: 0).isEmpty, "an end with no start means nothing")
  }

  @Test func aPasteWhoseEndIsLostEndsAtItsTimeoutAndKeysWorkAgain() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.feed(Self.start + Array("abc\u{1B}[20".utf8), at: 10).isEmpty)
    #expect(decoder.deadline == 10 + TerminalInputDecoder.pasteTimeout)
    #expect(decoder.expire(at: 10 + TerminalInputDecoder.sequenceDelay).isEmpty, "a paste waits longer than a key")
    #expect(decoder.expire(at: 10 + TerminalInputDecoder.pasteTimeout) == [.paste("abc\u{1B}[20")])
    #expect(decoder.deadline == nil)
    #expect(decoder.feed(Array("q".utf8), at: 11) == [.press(.character("q"))])
  }

  /// Four mebibytes with ESC, `[` and `q` all through it, in 4 KiB reads: one paste of
  /// `maximumPasteLength` bytes, what the decoder holds never past that, a character cut at
  /// the limit dropped.
  @Test func aHugePasteIsOnePasteOfBoundedSize() {
    var decoder = TerminalInputDecoder()
    let chunk = Array(Array("é\u{1B}[q\u{1B}".utf8).cycle(to: 4096))
    var events = decoder.feed(Self.start, at: 0)
    var largestHeld = 0
    for step in 0..<1024 {
      events += decoder.feed(chunk, at: Double(step) * 0.001)
      largestHeld = max(largestHeld, decoder.heldByteCount)
    }
    #expect(events.isEmpty)
    events += decoder.feed(Self.end + Array("q".utf8), at: 5)
    #expect(largestHeld <= TerminalInputDecoder.maximumPasteLength + 8)
    #expect(events.count == 2)
    guard case .paste(let text) = events.first else {
      Issue.record("expected a paste, got \(events)")
      return
    }
    #expect(text.utf8.count <= TerminalInputDecoder.maximumPasteLength)
    #expect(text.utf8.count > TerminalInputDecoder.maximumPasteLength - 4)
    #expect(!text.unicodeScalars.contains("\u{FFFD}"))
    #expect(text.hasPrefix("é\u{1B}[q\u{1B}é"))
    #expect(events.last == .press(.character("q")))
  }
}

extension Array {
  /// The elements repeated over and over, `count` in all.
  fileprivate func cycle(to count: Int) -> [Element] {
    (0..<count).map { self[$0 % self.count] }
  }
}
