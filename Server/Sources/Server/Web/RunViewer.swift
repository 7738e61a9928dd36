import ArcadeKit
import Drawing
import Launcher
import Replays

/// A ranked run shown on its page (`/runs/ID`): its replay played into the game's scene at a
/// speed, paused, or moved to any step, and drawn at the page's size. Pure: the host passes the
/// time and sends what it draws.
///
/// Every step is the step the verifier played: moving back plays the run again from its start
/// (the games are deterministic), so what the page shows at step N is what the game was at N.
struct RunViewer {
  /// The run's replay.
  let replay: Replay
  private let registry: GameRegistry
  private var player: AnyReplayPlayer
  /// Whether it plays (else it is paused).
  private(set) var playing = true
  /// Steps a second, as a multiple of the game's own pace.
  private(set) var speed = 1.0
  /// Steps owed to the next `advance` (a fraction of a step carried over).
  private var owed = 0.0
  /// The step a seek goes to, while it is on its way (a long way is played over several calls).
  private(set) var seeking: Int?

  /// The speeds a page may choose.
  static let speeds: [Double] = [0.25, 0.5, 1, 2, 4, 8]
  /// The most steps one call plays (a long jump goes on over the next frames rather than
  /// holding the loop).
  static let maximumStepsAtOnce = 2_000

  /// A viewer at the start of `replay`, played with `registry`'s games; throws when the arcade
  /// does not have the game.
  init(replay: Replay, registry: GameRegistry) throws {
    self.replay = replay
    self.registry = registry
    player = try registry.player(for: replay)
  }

  /// The step shown.
  var step: Int { player.step }
  /// How many steps the run lasts.
  var steps: Int { replay.steps }
  /// Whether the whole run has been shown.
  var isAtEnd: Bool { player.isOver }
  /// The game's own pace.
  var stepsPerSecond: Double { player.scene.stepsPerSecond }
  /// The least size the game draws at.
  var minimumSize: Size { player.scene.minimumSize }

  /// Plays what `seconds` of time bring at the speed (nothing while paused or at the end); a
  /// seek on its way goes on first.
  mutating func advance(by seconds: Double) {
    if seeking != nil { return continueSeeking() }
    guard playing, !player.isOver else { return }
    owed += max(0, seconds) * stepsPerSecond * speed
    let steps = min(Int(owed), Self.maximumStepsAtOnce)
    owed -= Double(steps)
    if owed > Double(Self.maximumStepsAtOnce) { owed = 0 }
    for _ in 0..<steps where !player.isOver { _ = player.advance() }
    if player.isOver { playing = false }
  }

  mutating func play() {
    if player.isOver { seek(to: 0) }
    playing = true
    owed = 0
  }

  mutating func pause() {
    playing = false
  }

  /// Chooses the nearest of `speeds` to `multiple`.
  mutating func setSpeed(_ multiple: Double) {
    guard multiple.isFinite else { return }
    speed = Self.speeds.min { abs($0 - multiple) < abs($1 - multiple) } ?? 1
  }

  /// Goes to step `target` (within the run): forward by playing on, back by playing again from
  /// the start, at most `maximumStepsAtOnce` steps a call (`advance` goes on with the rest), so
  /// a page that asks for the end of a long run again and again never holds the loop long.
  mutating func seek(to target: Int) {
    let target = min(max(target, 0), steps)
    if target < player.step, let fresh = try? registry.player(for: replay) { player = fresh }
    seeking = target
    owed = 0
    continueSeeking()
  }

  /// Plays on toward the seek's step, at most `maximumStepsAtOnce` steps.
  private mutating func continueSeeking() {
    guard let target = seeking else { return }
    player.play(toStep: min(target, player.step + Self.maximumStepsAtOnce))
    if player.step >= target || player.isOver { seeking = nil }
  }

  /// Draws the game as it stands into a canvas of `size`, or says the page is too small.
  func render(size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    let minimum = minimumSize
    guard size.width >= minimum.width, size.height >= minimum.height else {
      canvas.centeredPanel(
        title: "Too small",
        lines: [
          "This game needs \(minimum.width)×\(minimum.height) cells;", "the page has \(size.width)×\(size.height).",
        ],
        style: .bold)
      return canvas
    }
    player.scene.render(into: &canvas)
    return canvas
  }
}
