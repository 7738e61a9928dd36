import ArcadeKit
import Drawing
import TerminalWire
import Testing

@testable import Session

/// The player's hold-to-repeat delay (`repeat-delay`): a key held down acts once, and its
/// repeats count only once it has been held that long; a scene that holds a control while its
/// key is down takes every repeat.
@Suite struct KeyRepeatFilterTests {
  /// A key held from 0 as a terminal repeats it: after 0.5 s, then 30 times a second, to 1.5 s.
  static let held: [Double] = [0] + stride(from: 0.5, through: 1.5, by: 1.0 / 30).map { $0 }

  @Test func aHeldKeyActsOnceThenRepeatsAfterTheDelay() {
    var filter = KeyRepeatFilter()
    let admitted = Self.held.filter { filter.admits(.down, at: $0, delay: 0.6) }
    #expect(admitted.first == 0)
    #expect(admitted.dropFirst().allSatisfy { $0 >= 0.6 }, "no repeat before the delay")
    #expect(admitted.count == 1 + Self.held.filter { $0 >= 0.6 }.count, "every repeat after it")
  }

  @Test func anotherKeyAReleaseOrAPauseStartsAnotherPress() {
    var filter = KeyRepeatFilter()
    let presses: [(Key, Double)] = [
      (.down, 0), (.down, 0.3), (.up, 0.4), (.down, 0.5), (.down, 0.55),
      (.down, 0.55 + KeyRepeatFilter.holdGap + 0.01),
    ]
    var admitted = presses.map { filter.admits($0.0, at: $0.1, delay: 1) }
    // Pressed again sooner: one press; another key, and back; a pause ends the hold.
    #expect(admitted == [true, false, true, true, false, true])
    filter.released(.down)
    admitted = [filter.admits(.down, at: 1.3, delay: 1)]
    #expect(admitted == [true], "let go and pressed again")
  }

  /// Counts the keys it gets; holds a control while its key is down when `holds`.
  struct Counter: Scene {
    var holds: Bool
    var keys = 0
    var wantsKeyReleases: Bool { holds }
    mutating func handle(_ event: InputEvent) -> [Command] {
      if case .key = event { keys += 1 }
      return []
    }
    func render(into canvas: inout Canvas) { canvas.text("\(keys)", x: 0, y: 0) }
  }

  @Test(arguments: [(nil, false), (0.6, false), (0.6, true), (1.0, false)] as [(Double?, Bool)])
  func theSessionAppliesTheDelayButWhereAKeyHoldsAControl(delay: Double?, holds: Bool) {
    var keys = Self.held.count
    if let delay, !holds {
      keys = 1 + Self.held.dropFirst().filter { $0 >= delay }.count
      #expect(keys < Self.held.count, "the delay holds repeats back")
    }
    let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
    var session = ArcadeSession(
      root: Counter(holds: holds), wire: wire, size: Size(width: 40, height: 12),
      settings: DisplaySettings(repeatDelay: delay), at: 0)
    _ = session.start(at: 0)
    for time in Self.held { _ = session.receive(Array("j".utf8), at: time) }
    #expect(session.screen?.lines().first == "\(keys)")
  }
}
