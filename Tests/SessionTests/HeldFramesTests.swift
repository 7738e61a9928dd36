import ArcadeKit
import TerminalWire
import TestSupport
import Testing

@testable import Session

/// A client that stops reading (a server's session over SSH) gets no backlog: while frames are
/// held the game goes on but nothing is drawn, and when they are released the newest frame is
/// drawn at once, against what the terminal last got.
@Suite struct HeldFramesTests {
  @Test func heldFramesAreNotWrittenAndTheNewestComesOnRelease() {
    var (session, screen) = KeyAtOnceTests.playing(rules: .atOnce)
    session.holdFrames()
    var time = 1.0
    var heldBytes = 0
    while time < 3 {
      time += 1.0 / 60
      heldBytes += session.advance(to: time).bytes.count
    }
    #expect(heldBytes == 0, "nothing is written while frames are held")
    #expect(session.framesHeld)
    let stale = screen.lines()

    let released = session.releaseFrames(at: time)
    #expect(released.presented)
    screen.feed(released.bytes)
    #expect(screen.lines() != stale, "the newest frame shows at once")
    // Only what changed since the last frame the terminal got: no clearing, no full redraw.
    #expect(!String(decoding: released.bytes, as: UTF8.self).contains("\u{1B}[2J"))

    // And it is the frame a session never held would show at that time.
    var (free, freeScreen) = KeyAtOnceTests.playing(rules: .atOnce)
    var freeTime = 1.0
    while freeTime < 3 {
      freeTime += 1.0 / 60
      freeScreen.feed(free.advance(to: freeTime).bytes)
    }
    #expect(screen.lines() == freeScreen.lines())
  }
}
