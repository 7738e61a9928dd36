import ArcadeKit
import Drawing
import Launcher
import Session
import TerminalWire
import TestSupport
import Testing

/// The one host protocol (`SessionDriver`): what a session asks is handed out as tasks, in the
/// order asked, the replies' own tasks after those already waiting, and the end before its
/// closing work and last bytes.
@Suite struct SessionDriverTests {
  /// B rings, S submits a score and rings; it wants key releases, counts the keys it is given
  /// on the screen, and keeps every result in `log`. Closing, it hands its score over.
  struct Asker: Scene {
    let log: ResultLog
    var keys = 0
    var wantsKeyReleases: Bool { true }
    mutating func handle(_ event: InputEvent) -> [Command] {
      if case .key = event { keys += 1 }
      switch event {
      case .key(.character("b")): return [.perform(.sound)]
      case .key(.character("s")): return [.perform(.submitScore(SessionEffectTests.score)), .perform(.sound)]
      case .effect(let result): log.record(result)
      case .closing: return [.perform(.submitScore(SessionEffectTests.score))]
      default: break
      }
      return []
    }
    func render(into canvas: inout Canvas) {
      canvas.text("keys \(keys), results \(log.results.count)", x: 0, y: 0)
    }
  }

  static func driver(_ log: ResultLog, sound: SoundMode = .bell) -> SessionDriver {
    let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
    var settings = DisplaySettings()
    settings.sound = sound
    return SessionDriver(
      ArcadeSession(root: Asker(log: log), wire: wire, size: Size(width: 40, height: 12), settings: settings, at: 0))
  }

  /// Every task the driver has now, in order.
  static func tasks(_ driver: inout SessionDriver) -> [HostTask] {
    var tasks: [HostTask] = []
    while let task = driver.next() { tasks.append(task) }
    return tasks
  }

  /// A task as a short word, for comparing orders.
  static func name(_ task: HostTask) -> String {
    switch task {
    case .write: "write"
    case .frame: "frame"
    case .sound(let cue): "sound \(cue)"
    case .keyReleases(let on): "key releases \(on)"
    case .effect(let asked):
      if case .scene(.submitScore) = asked.effect { asked.closing ? "keep score" : "submit score" } else { "effect" }
    case .ended(let outcome): "ended \(outcome)"
    }
  }

  @Test func theFirstFrameIsWrittenThenDrawnAndTheTerminalsReplyTurnsKeyReleasesOn() {
    var driver = Self.driver(ResultLog())
    driver.start(at: 0)
    #expect(Self.tasks(&driver).map(Self.name) == ["write", "frame"])
    #expect(driver.next().map(Self.name) == nil)
    // A terminal that speaks the kitty keyboard protocol: the scene wants releases, so they go on.
    driver.receive(Array("\u{1B}[?0u\u{1B}[?62c".utf8), at: 0.1)
    #expect(Self.tasks(&driver).map(Self.name).suffix(1) == ["key releases true"])
    #expect(driver.session.reportsKeyReleases)
  }

  @Test func aSoundIsTheCueAfterTheBytesThatRingIt() throws {
    var driver = Self.driver(ResultLog())
    driver.start(at: 0)
    _ = Self.tasks(&driver)
    driver.receive(Array("b".utf8), at: 1)
    let tasks = Self.tasks(&driver)
    #expect(tasks.map(Self.name) == ["write", "frame", "sound bell"])
    guard case .write(let bytes) = tasks.first else { return }
    #expect(bytes.contains(7))
    // With sounds off, no cue and no bell.
    var quiet = Self.driver(ResultLog(), sound: .off)
    quiet.start(at: 0)
    _ = Self.tasks(&quiet)
    quiet.receive(Array("b".utf8), at: 1)
    #expect(!Self.tasks(&quiet).contains { if case .sound = $0 { true } else { false } })
  }

  @Test func repliesQueueBehindTheTasksAlreadyWaiting() throws {
    let log = ResultLog()
    var driver = Self.driver(log)
    driver.start(at: 0)
    _ = Self.tasks(&driver)
    driver.receive(Array("s".utf8), at: 1)
    var order: [String] = []
    while let task = driver.next() {
      order.append(Self.name(task))
      if case .effect(let asked) = task {
        // The reply's own tasks come after the sound already waiting.
        driver.deliver([.result(.fileWritten(path: "/scores"))], to: asked.requester, at: 1)
      }
    }
    #expect(order == ["write", "frame", "sound bell", "submit score", "write", "frame"])
    #expect(log.results == [.fileWritten(path: "/scores")])
  }

  @Test func theEndComesFirstThenTheClosingWorkThenTheLastBytes() throws {
    var driver = Self.driver(ResultLog())
    driver.start(at: 0)
    _ = Self.tasks(&driver)
    driver.close(.hangup)
    let tasks = Self.tasks(&driver)
    #expect(tasks.map(Self.name) == ["ended hangup", "keep score", "write"])
    #expect(driver.outcome == .hangup)
    // Nothing after the end: a second close and a late call ask nothing.
    driver.close(.quit)
    driver.advance(to: 5)
    #expect(driver.next().map(Self.name) == nil)
    #expect(driver.outcome == .hangup)
  }

  @Test func aTaskHandedOutNoLongerHoldsTheSessionsBytes() {
    var driver = Self.driver(ResultLog())
    driver.start(at: 0)
    _ = Self.tasks(&driver)
    // Each frame's bytes are written into the same storage once the host let go of the last.
    var addresses: Set<UInt> = []
    for second in 1...5 {
      driver.receive(Array("b".utf8), at: Double(second))
      while let task = driver.next() {
        if case .write(let bytes) = task {
          bytes.withUnsafeBufferPointer { addresses.insert(UInt(bitPattern: $0.baseAddress)) }
        }
      }
    }
    #expect(addresses.count == 1)
  }
}
