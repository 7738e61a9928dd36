import Testing

@testable import TerminalWire

/// Replies to operating system commands (the background colour query) read from the input.
@Suite struct OSCReplyReaderTests {
  private func read(_ text: String) -> (body: String?, rest: String) {
    var input = Array(text.unicodeScalars.map(\.value))
    let body = OSCReplyReader.readBody { input.isEmpty ? nil : input.removeFirst() }
    return (body, String(String.UnicodeScalarView(input.compactMap(Unicode.Scalar.init))))
  }

  @Test func endsAtBellOrStringTerminatorAndConsumesIt() {
    #expect(read("11;rgb:ffff/ffff/ffff\u{7}x") == ("11;rgb:ffff/ffff/ffff", "x"))
    #expect(read("11;rgb:0000/0000/0000\u{1B}\\x") == ("11;rgb:0000/0000/0000", "x"))
  }

  @Test func aReplyCutShortOrNotTextIsDropped() {
    #expect(read("11;rgb:ffff").body == nil)
    #expect(read("11;\u{1B}x").body == nil)
    #expect(read("11;\u{9}\u{7}").body == nil)
    #expect(read("11;rgb:é\u{7}").body == nil)
  }

  @Test func anEndlessReplyStopsAtTheLimit() {
    var count = 0
    let body = OSCReplyReader.readBody {
      count += 1
      return 0x41
    }
    #expect(body == nil)
    #expect(count == OSCReplyReader.maximumLength)
  }
}
