import TerminalWire
import Testing

/// OSC 52: the text, base64, for the terminal's machine's clipboard.
@Suite struct ClipboardTests {
  @Test func theClipboardSequence() {
    let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
    #expect(
      String(decoding: wire.clipboard("arcade:1:maze:abc"), as: UTF8.self)
        == "\u{1B}]52;c;YXJjYWRlOjE6bWF6ZTphYmM=\u{07}")
  }
}
