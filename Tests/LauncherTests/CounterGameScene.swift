import ArcadeKit

/// A tiny stand-in game: it animates by counting its steps and draws the count.
///
/// q leaves, b asks for a sound, w asks to write a file and shows the outcome it gets back.
/// It always animates, so the Runner pauses it when the terminal is resized or resumed.
struct CounterGameScene: Scene {
  let stepsPerSecond: Double
  private(set) var steps = 0
  private(set) var effect: EffectResult?

  init(stepsPerSecond: Double = 60) {
    self.stepsPerSecond = stepsPerSecond
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
    case .key(.character("w")): return [.perform(.writeFile(path: CounterGameScene.writePath, contents: "steps \(steps)"))]
    case .effect(let result):
      effect = result
      return []
    default: return []
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.text("Counter steps: \(steps)", x: 1, y: 1)
    switch effect {
    case .fileWritten(let path): canvas.text("written: \(path)", x: 1, y: 2)
    case .fileWriteFailed(let path, let message): canvas.text("failed: \(path): \(message)", x: 1, y: 2)
    case .openFailed(let message): canvas.text("not opened: \(message)", x: 1, y: 2)
    case .replays(let board, let replays): canvas.text("replays of \(board): \(replays.count)", x: 1, y: 2)
    case .network(let event): canvas.text("network: \(event)", x: 1, y: 2)
    case .scoreChecked(let check): canvas.text("score checked: \(check.outcome)", x: 1, y: 2)
    case .scoreSaved(let save): canvas.text("score saved: \(save.outcome)", x: 1, y: 2)
    case nil: break
    }
  }

  /// The registry entry that starts this game.
  static func entry(stepsPerSecond: Double = 60) -> GameEntry {
    GameEntry(
      id: "counter", title: "Counter", summary: "counts its own steps",
      keys: { _ in [KeyHelp("b", "beep"), KeyHelp("w", "write a file")] },
      makeScene: { _ in CounterGameScene(stepsPerSecond: stepsPerSecond) })
  }
}
