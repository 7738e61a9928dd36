import ArcadeKit
import Drawing
import Testing

@testable import TerminalWire

/// One terminal's wire driven with the bytes real terminals send back to the start-up queries.
@Suite struct WireTests {
  static let queries = "⎋]11;?⎋\\⎋[?u⎋[>c⎋[?2026$p⎋[c"

  func wire(_ profile: TerminalProfile = .xterm256color, hint: Background? = nil) -> TerminalWire {
    TerminalWire(profile: profile, unicode: true, consoleFont: profile.name == "linux", backgroundHint: hint)
  }

  func receive(_ text: String, by wire: inout TerminalWire, at time: Double = 0) -> (events: [WireEvent], reply: String)
  {
    var reply: [UInt8] = []
    let events = wire.receive(Array(text.utf8), at: time, reply: &reply)
    return (events, visible(reply))
  }

  func canvas(_ draw: (inout Canvas) -> Void = { _ in }) -> Canvas {
    var canvas = Canvas(size: Size(width: 10, height: 3), capabilities: .full)
    draw(&canvas)
    return canvas
  }

  // MARK: - Replies

  @Test func xtermSaysItsBackgroundIsLightAndKnowsNoKittyKeys() {
    var wire = wire(hint: .dark)
    _ = wire.start()
    #expect(wire.awaitingReplies)
    #expect(wire.kittySupported == nil)
    let answer = receive(
      "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[>41;390;0c\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", by: &wire)
    #expect(answer.events == [.capabilitiesChanged, .repliesComplete])
    #expect(answer.reply == "")
    #expect(!wire.awaitingReplies)
    #expect(wire.kittySupported == false)
    #expect(wire.capabilities(for: DisplaySettings()).background == .light)
    #expect(wire.capabilities(for: DisplaySettings(background: .dark)).background == .dark)
    var bytes: [UInt8] = []
    #expect(!wire.reportKeyReleases(true, into: &bytes))
    #expect(bytes.isEmpty)
  }

  /// tmux 3.3a answers only the two device-attributes queries (these bytes, read from a real
  /// start in tmux); keys typed meanwhile come in the same read as the replies, and wherever
  /// the reads cut them, each key is delivered once, after the replies, and nothing waits.
  @Test func keysComingWithTmuxsRepliesAreDeliveredWhereverTheReadsCutThem() {
    let bytes = Array("\u{1B}[>84;0;0c\u{1B}[?1;2cq\u{1B}[4~i".utf8)
    for cut in 0...bytes.count {
      var wire = wire()
      _ = wire.start()
      var reply: [UInt8] = []
      var events = wire.receive(bytes[..<cut], at: 0, reply: &reply)
      events += wire.receive(bytes[cut...], at: 0.001, reply: &reply)
      #expect(
        events == [.repliesComplete, .key(.character("q")), .key(.end), .key(.character("i"))], "cut at \(cut)")
      #expect(reply.isEmpty)
      #expect(wire.deadline == nil)
      #expect(!wire.awaitingReplies)
    }
  }

  @Test func kittyReportsReleasesOnceAskedAndPopsItsFlagsFirstOnTheWayOut() {
    var wire = wire()
    _ = wire.start()
    let answer = receive(
      "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?0u\u{1B}[>1;4000;21c\u{1B}[?62;c", by: &wire)
    #expect(answer.events == [.repliesComplete], "a dark background is what was drawn for already")
    #expect(wire.kittySupported == true)
    var bytes: [UInt8] = []
    #expect(wire.reportKeyReleases(true, into: &bytes))
    #expect(wire.reportKeyReleases(true, into: &bytes))
    #expect(visible(bytes) == "⎋[>15u", "pushed once")
    #expect(visible(wire.restoreBytes).hasPrefix("⎋[<u⎋[?1002l"))
    #expect(receive("\u{1B}[97;1:3u\u{1B}[99;5u", by: &wire).events == [.keyRelease(.character("a")), .interrupt])
    bytes = []
    #expect(!wire.reportKeyReleases(false, into: &bytes))
    #expect(visible(bytes) == "⎋[<u")
    #expect(!visible(wire.finish()).contains("⎋[<u"))
  }

  @Test func gnuScreenGetsTheMouseTurnedOffSoALoneEscIsTheEscKey() {
    var wire = wire(
      TerminalProfile(
        name: "screen-256color", colors: 256, strings: TerminalProfile.xterm256color.strings,
        automaticMargins: true, delayedWrap: true))
    _ = wire.start()
    #expect(wire.mouseReporting)
    let answer = receive("\u{1B}[>83;40800;0c\u{1B}[?1;2c", by: &wire)
    #expect(answer.events == [.repliesComplete])
    #expect(answer.reply == "⎋[?1002l⎋[?1006l⎋[?1000l")
    #expect(!wire.mouseReporting)
    #expect(wire.kittySupported == false)
    #expect(receive("\u{1B}", by: &wire, at: 1).events.isEmpty)
    #expect(wire.deadline == 1 + TerminalInputDecoder.sequenceDelay)
    #expect(wire.expire(at: 1.01).isEmpty)
    #expect(wire.expire(at: 1.1) == [.key(.escape)])
    #expect(wire.deadline == nil)
  }

  @Test func theLinuxConsoleAnswersOnlyTheDeviceAttributesAndDrawsWithItsOwnFont() {
    var wire = wire(.linux, hint: .light)
    #expect(visible(wire.start()) == "⎋[?25l⎋[?1c⎋[?1002h⎋[?1006h⎋[?2004h" + Self.queries)
    #expect(receive("\u{1B}[?6c", by: &wire).events == [.repliesComplete])
    #expect(wire.kittySupported == false)
    let capabilities = wire.capabilities(for: DisplaySettings())
    #expect(capabilities.consoleFont)
    #expect(capabilities.background == .light, "COLORFGBG's hint stands when OSC 11 goes unanswered")
    #expect(capabilities.colorDepth == ColorDepth.choose(terminalColors: 8, colorEnabled: true))
    #expect(wire.capabilities(for: DisplaySettings(asciiOnly: true)).unicode == false)
  }

  @Test func keysAndMouseReportsComeOutAsEvents() {
    var wire = wire()
    _ = wire.start()
    let answer = receive("q\u{1B}[A\u{1B}[<0;5;3M", by: &wire)
    #expect(answer.events == [.key(.character("q")), .key(.up), .mouse(.init(kind: .press, column: 4, row: 2))])
  }

  // MARK: - Frames

  @Test func aSecondFrameSendsOnlyTheChangedCellsAndInvalidateRedrawsAll() {
    var wire = wire()
    var first: [UInt8] = []
    wire.present(canvas { $0.text("Hi", x: 3, y: 1) }, into: &first)
    #expect(visible(first) == "⎋[m⎋[39;49m⎋[H⎋[2J⎋[2;4HHi")
    var second: [UInt8] = []
    wire.present(canvas { $0.text("Ho", x: 3, y: 1) }, into: &second)
    #expect(visible(second) == "⎋[2;5Ho")
    var same: [UInt8] = []
    wire.present(canvas { $0.text("Ho", x: 3, y: 1) }, into: &same)
    #expect(same.isEmpty)
    wire.invalidate()
    var redrawn: [UInt8] = []
    wire.present(canvas { $0.text("Ho", x: 3, y: 1) }, into: &redrawn)
    #expect(visible(redrawn) == "⎋[m⎋[39;49m⎋[H⎋[2J⎋[2;4HHo")
  }

  // MARK: - Start and finish

  @Test func xtermStartsAndFinishesWithExactlyTheseBytes() {
    var wire = wire()
    #expect(visible(wire.start()) == "⎋[?1049h⎋[22;0;0t⎋[?25l⎋[?1002h⎋[?1006h⎋[?2004h" + Self.queries)
    #expect(
      visible(wire.finish())
        == "⎋[?1002l⎋[?1006l⎋[?1000l⎋[?2004l⎋(B⎋[m⎋[39;49m⎋[H⎋[2J⎋[?12l⎋[?25h⎋[?1049l⎋[23;0;0t")
  }

  @Test func theVT100StartsAndFinishesWithExactlyTheseBytes() {
    var wire = wire(.vt100)
    #expect(visible(wire.start()) == "⎋[?1002h⎋[?1006h⎋[?2004h" + Self.queries)
    var frame: [UInt8] = []
    wire.present(canvas { $0.text("Hi", x: 0, y: 0) }, into: &frame)
    #expect(visible(frame) == "⎋[m\u{0F}⎋[H⎋[JHi")
    #expect(visible(wire.finish()) == "⎋[?1002l⎋[?1006l⎋[?1000l⎋[?2004l⎋[m\u{0F}⎋[3;1H", "below the last frame")
  }

  @Test func soundsAreTheProfilesBellAndFlash() {
    #expect(wire().sound(.bell) == [0x07])
    #expect(visible(wire().sound(.flash)) == "⎋[?5h⎋[?5l")
    #expect(wire().sound(.off).isEmpty)
    #expect(wire(.vt100).sound(.flash).isEmpty)
  }
}
