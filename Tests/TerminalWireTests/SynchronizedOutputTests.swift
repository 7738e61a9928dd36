import ArcadeKit
import Drawing
import TerminalWire
import Testing

/// Synchronized output (mode 2026): asked about among the start-up queries, never waited for;
/// where the terminal says it knows the mode, each frame that changes anything is wrapped in it.
@Suite struct SynchronizedOutputTests {
  static func frame(_ text: String) -> Canvas {
    var canvas = Canvas(size: Size(width: 10, height: 2), capabilities: .full)
    _ = canvas.text(text, x: 0, y: 0)
    return canvas
  }

  static func wire(answering reply: String?) -> TerminalWire {
    var wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
    _ = wire.start()
    var answer: [UInt8] = []
    _ = wire.receive(Array(((reply ?? "") + "\u{1B}[?62c").utf8), at: 0, reply: &answer)
    return wire
  }

  @Test(arguments: [
    ("\u{1B}[?2026;2$y", true), ("\u{1B}[?2026;1$y", true), ("\u{1B}[?2026;0$y", false), ("\u{1B}[?2026;4$y", false),
  ])
  func theTerminalsAnswerDecides(reply: String, wraps: Bool) {
    var wire = Self.wire(answering: reply)
    #expect(wire.synchronizedOutput == wraps)
    var bytes: [UInt8] = []
    wire.present(Self.frame("hello"), into: &bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}[?2026h") == wraps)
    #expect(text.hasSuffix("\u{1B}[?2026l") == wraps)
    #expect(text.contains("hello"))
  }

  @Test func aTerminalThatSaysNothingGetsPlainFrames() {
    var wire = Self.wire(answering: nil)
    #expect(!wire.synchronizedOutput)
    var bytes: [UInt8] = []
    wire.present(Self.frame("hi"), into: &bytes)
    #expect(!String(decoding: bytes, as: UTF8.self).contains("2026"))
  }

  @Test func anUnchangedFrameWritesNothingAtAll() {
    var wire = Self.wire(answering: "\u{1B}[?2026;2$y")
    var bytes: [UInt8] = []
    wire.present(Self.frame("same"), into: &bytes)
    bytes.removeAll()
    wire.present(Self.frame("same"), into: &bytes)
    #expect(bytes.isEmpty)
  }
}
