import ArcadeKit
import Drawing
import GameKit
import TestSupport

/// A tiny stand-in game: it animates by counting its steps and draws the count.
///
/// q leaves, b asks for a sound, w asks to write a file; the results it gets back are kept in
/// `log` as values. It always animates, so the Runner pauses it when the terminal is resized
/// or resumed.
struct CounterGameScene: Scene {
  let stepsPerSecond: Double
  private(set) var steps = 0
  /// How many effect results came back (drawn, so a test sees when the answer was shown).
  private(set) var answers = 0
  /// Where the results of its effects are kept.
  let log: ResultLog

  init(stepsPerSecond: Double = 60, log: ResultLog = ResultLog()) {
    self.stepsPerSecond = stepsPerSecond
    self.log = log
  }

  static let writePath = "/scores/counter.txt"

  var isAnimating: Bool { true }
  var minimumSize: Size { Size(width: 40, height: 12) }
  var hasGameInProgress: Bool { true }

  mutating func step() -> [Command] {
    steps += 1
    return []
  }

  mutating func handle(_ event: InputEvent) -> [Command] {
    switch event {
    case .key(.character("q")): return [.pop]
    case .key(.character("b")): return [.perform(.sound)]
    case .key(.character("w")):
      return [.perform(.writeFile(path: CounterGameScene.writePath, contents: "steps \(steps)"))]
    case .effect(let result):
      answers += 1
      log.record(result)
      return []
    default: return []
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.text("Counter steps: \(steps)", x: 1, y: 1)
    canvas.text("answers: \(answers)", x: 1, y: 2)
  }

  /// The registry entry that starts this game; its scenes keep their results in `log`.
  static func entry(stepsPerSecond: Double = 60, log: ResultLog = ResultLog()) -> GameEntry {
    GameEntry(
      id: "counter", title: "Counter", summary: "counts its own steps",
      keys: { _ in [KeyHelp("b", "beep"), KeyHelp("w", "write a file")] },
      makeScene: { _ in CounterGameScene(stepsPerSecond: stepsPerSecond, log: log) })
  }
}
