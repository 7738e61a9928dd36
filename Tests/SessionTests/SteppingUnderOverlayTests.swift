import ArcadeKit
import Drawing
import Session
import TerminalWire
import Testing

/// An overlay that `keepsSceneBelowStepping` (a network match's help and leave panels) keeps
/// the scene directly under it stepping at its own rate, and only then: any other overlay
/// freezes the scene below, and an idle scene under such an overlay asks for no wake.
@Suite struct SteppingUnderOverlayTests {
  /// Counts its steps (30 a second while `moving`) on its first row. H opens a help panel that
  /// keeps it stepping, F one that freezes it; after `noticeAfter` steps it shows a notice.
  struct Counter: Scene {
    var moving = true
    var noticeAfter: Int?
    var steps = 0
    var isAnimating: Bool { moving }
    var stepsPerSecond: Double { 30 }

    mutating func handle(_ event: InputEvent) -> [Command] {
      switch event {
      case .key(.character("h")):
        return [.push(HelpOverlayScene(title: "Keys", keys: [], keepsSceneBelowStepping: true))]
      case .key(.character("f")):
        return [.push(HelpOverlayScene(title: "Keys", keys: []))]
      default:
        return []
      }
    }

    mutating func step() -> [Command] {
      steps += 1
      return steps == noticeAfter ? [.push(NoticeScene(title: "Over", lines: ["The counter is done"]))] : []
    }

    func render(into canvas: inout Canvas) { canvas.text("steps \(steps)", x: 0, y: 0) }
  }

  static func started(_ counter: Counter) -> ArcadeSession {
    let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
    var session = ArcadeSession(
      root: counter, wire: wire, size: Size(width: 40, height: 12), settings: DisplaySettings(), at: 0)
    _ = session.start(at: 0)
    _ = session.receive(Array("\u{1B}[?62c".utf8), at: 0)
    return session
  }

  /// Advances the session from wake to wake until `end`, as a host would.
  static func run(_ session: inout ArcadeSession, until end: Double) {
    while let wake = session.nextWake, wake <= end { _ = session.advance(to: wake) }
    _ = session.advance(to: end)
  }

  /// The count the counter shows at `time`: an event that changes nothing (an empty paste)
  /// has the frame drawn at once, whatever the frame pacing.
  static func count(_ session: inout ArcadeSession, at time: Double) -> String {
    _ = session.receive(events: [.paste("")], at: time)
    let line = session.screen?.lines().first ?? ""
    return String(line.reversed().drop { $0 == " " }.reversed())
  }

  @Test func anOverlayThatKeepsTheSceneBelowSteppingDoesAtTheScenesRate() {
    var session = Self.started(Counter())
    _ = session.receive(Array("h".utf8), at: 0)
    #expect(session.depth == 2)
    #expect(session.nextWake != nil, "an idle panel over a moving scene wakes for the scene")
    Self.run(&session, until: 1)
    #expect(Self.count(&session, at: 1) == "steps 30")
    #expect(session.depth == 2, "the panel is still up")
  }

  @Test func anyOtherOverlayFreezesTheSceneBelowAndAsksForNoWake() {
    var session = Self.started(Counter())
    Self.run(&session, until: 0.5)
    #expect(Self.count(&session, at: 0.5) == "steps 15")
    _ = session.receive(Array("f".utf8), at: 0.5)
    #expect(session.nextWake == nil)
    _ = session.advance(to: 1.5)
    #expect(Self.count(&session, at: 1.5) == "steps 15")
  }

  @Test func anIdleSceneUnderSuchAnOverlayAsksForNoWake() {
    var session = Self.started(Counter(moving: false))
    _ = session.receive(Array("h".utf8), at: 0)
    #expect(session.depth == 2)
    #expect(session.nextWake == nil)
  }

  @Test func theScenesClockGoesOnAcrossThePanelOpeningAndClosing() {
    var session = Self.started(Counter())
    Self.run(&session, until: 0.25)
    _ = session.receive(Array("h".utf8), at: 0.25)
    Self.run(&session, until: 0.75)
    _ = session.receive(Array("x".utf8), at: 0.75)  // any key closes the panel
    #expect(session.depth == 1)
    Self.run(&session, until: 1)
    #expect(Self.count(&session, at: 1) == "steps 30")
  }

  /// Listens on L, asks "Leave?" on Q (a question it keeps stepping under), and says goodbye
  /// when it hears the network close.
  struct Player: Scene {
    var isAnimating: Bool { true }
    mutating func handle(_ event: InputEvent) -> [Command] {
      switch event {
      case .key(.character("l")): return [.perform(.network(.listen(port: 0)))]
      case .key(.character("q")): return [.push(ConfirmScene("Leave?", onYes: [.pop], keepsSceneBelowStepping: true))]
      case .effect(.network(.closing)): return [.perform(.network(.send([0x42]))), .perform(.network(.close))]
      default: return []
      }
    }
    func render(into canvas: inout Canvas) { canvas.text("player", x: 0, y: 0) }
  }

  /// The yes of the leave question pops the scene using the network: it says its goodbye
  /// first, then the network is closed for it.
  @Test func aNetworkUserLeavingThroughTheQuestionSaysGoodbyeFirst() throws {
    let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
    var session = ArcadeSession(
      root: Counter(moving: false), wire: wire, size: Size(width: 40, height: 12), settings: DisplaySettings(), at: 0)
    _ = session.start(at: 0)
    _ = session.deliver(.commands([.push(Player())]), to: 0, at: 0)
    let listen = session.receive(Array("l".utf8), at: 0.1).effects
    let owner = try #require(listen.first?.requester)
    _ = session.receive(Array("q".utf8), at: 0.2)
    #expect(session.depth == 3)
    let left = session.receive(Array("y".utf8), at: 0.3).effects
    #expect(session.depth == 1)
    #expect(left.map(\.requester) == [owner, owner])
    guard left.count == 2, case .scene(.network(.send([0x42]))) = left[0].effect,
      case .scene(.network(.close)) = left[1].effect
    else {
      Issue.record("asked \(left.map(\.effect))")
      return
    }
    #expect(left.allSatisfy { !$0.closing })
  }

  /// What the scene below shows is its own: the panel over it closes first.
  @Test func theSceneBelowShowingSomethingClosesThePanelOverIt() {
    var session = Self.started(Counter(noticeAfter: 15))
    _ = session.receive(Array("h".utf8), at: 0)
    Self.run(&session, until: 1)
    #expect(session.depth == 2, "the counter and its notice; the help panel closed")
    #expect(session.screen?.lines().contains { $0.contains("The counter is done") } == true)
    #expect(session.nextWake == nil, "nothing steps under the notice")
  }
}
