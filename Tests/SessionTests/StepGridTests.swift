import ArcadeKit
import Drawing
import TerminalWire
import TestSupport
import Testing

@testable import Session

/// Frames on the steps' grid: a 60-step scene drawn at 30 frames a second by a host that wakes
/// a little late every time shows exactly two steps in every frame.
@Suite struct StepGridTests {
  /// A scene that moves for ever and shows how many steps it has taken.
  struct Counter: Scene {
    var steps = 0
    mutating func handle(_ event: InputEvent) -> [Command] { [] }
    mutating func step() -> [Command] {
      steps += 1
      return []
    }
    func render(into canvas: inout Canvas) {
      _ = canvas.text("steps \(steps)", x: 0, y: 0)
    }
    var isAnimating: Bool { true }
    var stepsPerSecond: Double { 60 }
  }

  @Test(arguments: [0.0, 0.0002, 0.0007, 0.003])
  func everyFrameCarriesTwoStepsWhenTheHostWakesLate(by lateness: Double) throws {
    let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
    var session = ArcadeSession(
      root: Counter(), wire: wire, size: Size(width: 40, height: 12), settings: DisplaySettings(), at: 0)
    var screen = ANSIScreenModel(width: 40, height: 12)
    screen.feed(session.start(at: 0).bytes)
    screen.feed(session.receive(Array("\u{1B}[?62c".utf8), at: 0).bytes)
    var shown: [Int] = []
    for _ in 0..<300 {
      let wake = try #require(session.nextWake)
      let output = session.advance(to: wake + lateness)
      screen.feed(output.bytes)
      guard output.presented, let line = screen.lines().first,
        let count = Int(line.split(separator: " ").last ?? "")
      else { continue }
      shown.append(count)
    }
    let perFrame = zip(shown, shown.dropFirst()).map { $1 - $0 }.dropFirst(2)
    #expect(perFrame.count > 100)
    #expect(
      perFrame.allSatisfy { $0 == 2 }, "steps per frame: \(Dictionary(grouping: perFrame) { $0 }.mapValues(\.count))")
  }
}
