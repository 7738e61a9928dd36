import Drawing

// MARK: - PracticeSpeedScene

/// A game played slower, for practice, and never ranked (Settings → Game speed,
/// `game-speed = 0.5`): the game's own scene stepped at `speed` times its rate, so the same
/// steps take longer and the game is the same game; every score it would submit is dropped, and
/// every scene it puts in its place or on top (Maze's mazes from its list) is kept under the same
/// rule. A corner says so. A network match is never slowed (the other player's clock runs on).
public struct PracticeSpeedScene: Scene {
  /// The game (or the list, menu or overlay it opened).
  public private(set) var inner: any Scene
  /// The part of the game's rate it plays at (0.5: half).
  public let speed: Double

  /// Plays `inner` at `speed` (below 1) times its rate, unranked.
  public init(_ inner: any Scene, speed: Double) {
    self.inner = inner
    self.speed = speed
  }

  /// How the speed reads: "1/2", "3/4", else a percentage.
  package var speedText: String { Self.text(of: speed) }

  /// How `speed` reads: "1/2", "3/4", "1/4", else a percentage ("60 %").
  package static func text(of speed: Double) -> String {
    switch speed {
    case 0.5: "1/2"
    case 0.75: "3/4"
    case 0.25: "1/4"
    default: "\(Int((speed * 100).rounded())) %"
    }
  }

  public mutating func handle(_ event: InputEvent) -> [Command] { practice(inner.handle(event)) }
  public mutating func step() -> [Command] { practice(inner.step()) }

  public func render(into canvas: inout Canvas) {
    inner.render(into: &canvas)
    guard inner.overlay == nil else { return }
    if !canvas.labelInFreeCorner(" practice at \(speedText) speed: not ranked ") {
      canvas.labelInFreeCorner(" \(speedText) speed ")
    }
  }

  public var isAnimating: Bool { inner.isAnimating }
  public var stepsPerSecond: Double { inner.stepsPerSecond * speed }
  public var overlay: Overlay? { inner.overlay }
  public var minimumSize: Size { inner.minimumSize }
  public var hasGameInProgress: Bool { inner.hasGameInProgress }
  public var wantsKeyReleases: Bool { inner.wantsKeyReleases }
  public var pausesWhenInterrupted: Bool { inner.pausesWhenInterrupted }
  public var liveReplay: Replay? { inner.liveReplay }
  /// The game's narration, said to be practice at this speed (as the corner says).
  public var narration: Narration? {
    guard var narration = inner.narration else { return nil }
    narration.facts.insert(
      SpokenFact("speed", "practice at \(speedText) speed, not ranked", announced: false), at: 0)
    return narration
  }

  /// `commands` with scores dropped and the scenes they bring played at this speed too, but a
  /// network match (a scene that does not pause when interrupted: its other player's clock).
  private func practice(_ commands: [Command]) -> [Command] {
    commands.unranked { scene in scene.pausesWhenInterrupted ? PracticeSpeedScene(scene, speed: speed) : scene }
  }
}
