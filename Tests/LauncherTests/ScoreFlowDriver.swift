import ArcadeKit
import Drawing
import Launcher
import TestSupport

/// A `ScoreFlowScene` driven as the Runner drives it: keys and steps in, its score-file
/// requests answered at once by a `ScoreKeeper` and the answers sent back to it.
struct ScoreFlowDriver {
  var scene: ScoreFlowScene
  let keeper: ScoreKeeper
  /// Whether the flow took itself off the stack.
  private(set) var ended = false
  /// The requests the flow made, in order.
  private(set) var requests: [AskedRequest] = []

  init(_ submission: ScoreSubmission, keeper: ScoreKeeper) {
    scene = ScoreFlowScene(submission: submission)
    self.keeper = keeper
  }

  mutating func press(_ keys: Key...) {
    for key in keys { carryOut(scene.handle(.key(key))) }
  }

  mutating func type(_ text: String) {
    for character in text { carryOut(scene.handle(.key(.character(character)))) }
  }

  /// Runs `count` steps (while the flow animates, as the Runner would).
  mutating func step(_ count: Int = 1) {
    for _ in 0..<count where scene.isAnimating && !ended { carryOut(scene.step()) }
  }

  /// The arcade ends: the flow's last word, handed to the keeper as the Runner's
  /// `keepPromises` does; returns the names handed over.
  mutating func close() -> [String] {
    let handed = scene.handle(.closing).compactMap { command -> ScoreSubmission? in
      if case .perform(.submitScore(let submission)) = command { return submission }
      return nil
    }
    handed.forEach(keeper.keep)
    return handed.compactMap(\.playerName)
  }

  /// The flow drawn alone on an 80×24 screen.
  func screen() -> Canvas {
    var canvas = Canvas(size: Size(width: 80, height: 24))
    scene.render(into: &canvas)
    return canvas
  }

  private mutating func carryOut(_ commands: [Command]) {
    for command in commands {
      switch command {
      case .pop:
        ended = true
      case .perform(.request(let asked)):
        requests.append(asked)
        if let answer = keeper.reply(to: asked) { carryOut(scene.handle(answer)) }
      default:
        break
      }
    }
  }
}
