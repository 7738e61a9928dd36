import ArcadeKit
import Catalog
import DotGame
import Drawing
import GameKit
import Launcher
import Session
import TerminalWire
import Testing

/// Plain mode (`arcade --plain`, `plain = true`) as a session writes it: screens as lines in
/// reading order with no cursor movement or box drawing, the selection a line that says so, a
/// change a new line, a game narrated in at most two lines a second, and `=` saying its state.
@Suite struct PlainModeTests {
  static let plain = DisplaySettings(plain: true)
  static let modes = TerminalModes(profile: .xterm256color)

  /// A session of `root` on an 80×24 xterm with `settings`, started at 0.
  static func started(_ root: any Scene, settings: DisplaySettings = plain) -> (SessionDriver, [UInt8]) {
    let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
    var driver = SessionDriver(
      ArcadeSession(root: root, wire: wire, size: Size(width: 80, height: 24), settings: settings, at: 0))
    driver.start(at: 0)
    let bytes = written(by: &driver)
    return (driver, bytes)
  }

  /// The bytes of the tasks the driver has queued.
  static func written(by driver: inout SessionDriver) -> [UInt8] {
    var bytes: [UInt8] = []
    while let task = driver.next() { if case .write(let chunk) = task { bytes += chunk } }
    return bytes
  }

  /// The lines of `bytes` (each ends with CR LF).
  static func lines(_ bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.isEmpty || text.hasSuffix("\r\n"), "every line is ended")
    return text.isEmpty ? [] : Array(text.components(separatedBy: "\r\n").dropLast())
  }

  @Test func theMenuIsWrittenAsLinesAndTheSelectionMovingWritesOneLine() {
    let menu = MenuScene(
      registry: GameCatalog.registry(fileSystem: .live), context: LaunchContext(), settings: Self.plain, seed: 1)
    var (driver, start) = Self.started(menu)
    #expect(Array(start.prefix(Self.modes.enteringPlain.count)) == Self.modes.enteringPlain)
    let page = Array(start.dropFirst(Self.modes.enteringPlain.count))
    #expect(!page.contains(0x1B), "no escape sequence at all: no cursor movement, no colour")
    let lines = Self.lines(page)
    #expect(!lines.joined().unicodeScalars.contains { (0x2500...0x259F).contains($0.value) }, "no box drawing")
    #expect(lines.first == "A R C A D E")
    #expect(
      lines.filter { $0.hasSuffix("(selected)") } == [
        "Balls  Set off one explosion; the chain reaction must clear enough balls.  (selected)"
      ])
    #expect(lines.contains("Lander  Fly the ship down softly onto a landing pad"))
    #expect(lines.last == "↑↓/jk/ws choose  Enter start  E edit  ? help  Esc quit")

    driver.receive(Array("j".utf8), at: 1)
    #expect(
      Self.lines(Self.written(by: &driver)) == [
        "Paddles  Two-player Pong: beat a friend or the computer to 3 points  (selected)"
      ])
    driver.receive(Array("k".utf8), at: 2)
    #expect(
      Self.lines(Self.written(by: &driver)) == [
        "Balls  Set off one explosion; the chain reaction must clear enough balls.  (selected)"
      ])
  }

  @Test func aGameIsNarratedNotReadAndEqualsSaysItsState() {
    let levels = [DotLevel.generated(seed: 3, name: "Three")]
    var (driver, start) = Self.started(PlayScene<DotGame>(levels: levels, seed: 1))
    let state = "level Three, time 100, goal \(levels[0].goalX) across, \(levels[0].goalY) down"
    #expect(Self.lines(Array(start.dropFirst(Self.modes.enteringPlain.count))) == [state])
    driver.receive(Array("=".utf8), at: 1)
    #expect(Self.lines(Self.written(by: &driver)) == [state])
  }

  @Test func announcedChangesComeAtMostTwiceASecondAndTheLatestIsSaid() {
    /// A score that goes up every step (60 a second) for three seconds, then stops.
    struct Counter: Scene {
      var score = 0
      var isAnimating: Bool { score < 180 }
      mutating func handle(_ event: InputEvent) -> [Command] { [] }
      mutating func step() -> [Command] {
        score += 1
        return []
      }
      func render(into canvas: inout Canvas) { canvas.text("Score \(score)", x: 0, y: 0) }
      var narration: Narration? {
        Narration([SpokenFact("score", "score \(score)"), SpokenFact("steps", "\(score) steps", announced: false)])
      }
    }
    var (driver, start) = Self.started(Counter())
    #expect(Self.lines(Array(start.dropFirst(Self.modes.enteringPlain.count))) == ["score 0, 0 steps"])
    var said: [(time: Double, line: String)] = []
    var time = 0.0
    while time < 5 {
      time = driver.nextWake ?? (time + 0.1)
      driver.advance(to: time)
      for line in Self.lines(Self.written(by: &driver)) { said.append((time, line)) }
    }
    #expect(said.allSatisfy { $0.line.hasPrefix("score ") }, "the text drawn and the quiet fact are not said")
    for (earlier, later) in zip(said, said.dropFirst()) {
      #expect(later.time - earlier.time >= 0.5 - 1e-9, "at most two lines a second")
    }
    #expect(said.count >= 6 && said.count <= 8)
    #expect(said.last?.line == "score 180", "the last change is said, once its turn comes")
  }

  @Test func turningPlainModeOnGivesTheScreenBackThenWritesThePage() {
    /// Turns plain mode on with `p`.
    struct Switch: Scene {
      mutating func handle(_ event: InputEvent) -> [Command] {
        event == .key(.character("p")) ? [.perform(.applySettings(PlainModeTests.plain))] : []
      }
      func render(into canvas: inout Canvas) {
        canvas.box(canvas.bounds, title: "Switch")
        canvas.text(canvas.capabilities.plain ? "read" : "drawn", x: 2, y: 2)
      }
    }
    var (driver, start) = Self.started(Switch(), settings: DisplaySettings())
    #expect(start.starts(with: Self.modes.entering))
    driver.receive(Array("p".utf8), at: 1)
    let bytes = Self.written(by: &driver)
    let restored = Self.modes.restoring(kittyPushed: false)
    #expect(bytes.starts(with: restored + Self.modes.enteringPlain), "the alternate screen left, plain modes on")
    #expect(Self.lines(Array(bytes.dropFirst(restored.count + Self.modes.enteringPlain.count))) == ["Switch", "read"])
  }
}
