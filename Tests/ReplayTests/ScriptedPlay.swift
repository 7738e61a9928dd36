import ArcadeKit
import Drawing

/// Plays a game's scene as the Runner does, from a script: inputs when they are sent, steps
/// only while the scene animates; collects the scores it submits and frames at chosen steps.
struct ScriptedPlay {
  /// The game's scene.
  var scene: any Scene
  /// Steps taken.
  private(set) var steps = 0
  /// The scores submitted, in order.
  private(set) var submissions: [ScoreSubmission] = []
  /// Frames drawn at the steps in `frameSteps`, by step.
  private(set) var frames: [Int: Canvas] = [:]
  /// The steps after which a frame is drawn.
  let frameSteps: Set<Int>
  /// The screen frames are drawn on.
  static let screen = Size(width: 80, height: 24)

  init(_ scene: any Scene, frameSteps: Set<Int> = []) {
    self.scene = scene
    self.frameSteps = frameSteps
  }

  /// Hands the scene an input.
  mutating func send(_ event: InputEvent) {
    absorb(scene.handle(event))
  }

  /// Presses keys.
  mutating func press(_ keys: Key...) {
    for key in keys { send(.key(key)) }
  }

  /// Takes up to `count` steps, stopping when the scene no longer animates.
  mutating func run(_ count: Int) {
    for _ in 0..<count {
      guard scene.isAnimating else { return }
      steps += 1
      absorb(scene.step())
      if frameSteps.contains(steps) { frames[steps] = Self.frame(of: scene) }
    }
  }

  /// Steps until a score is submitted or `limit` steps pass.
  mutating func runUntilScore(limit: Int) {
    let before = submissions.count
    var left = limit
    while left > 0, submissions.count == before, scene.isAnimating {
      run(1)
      left -= 1
    }
  }

  private mutating func absorb(_ commands: [Command]) {
    for case .perform(.submitScore(let submission)) in commands { submissions.append(submission) }
  }

  /// The scene drawn on an 80×24 screen.
  static func frame(of scene: any Scene) -> Canvas {
    var canvas = Canvas(size: screen)
    scene.render(into: &canvas)
    return canvas
  }
}
