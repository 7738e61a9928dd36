import ArcadeKit

/// Keeps a finished game's result on screen for a moment before the score flow's next screen
/// (the name prompt, the board, a notice) takes its place: the player sees how the game ended
/// before being asked anything.
///
/// It draws nothing, so the game below shows its result panel. After `beatSteps` steps, or at a
/// key or click once `settleSteps` have passed, it gives way to `next`; the key is not passed
/// on, so a key still pressed in play never types into the prompt or skips it. When the arcade
/// ends meanwhile, the scenes in `next` are told (`.closing`): the prompt saves its score.
public struct ResultBeatScene: Scene {
  /// Steps of the beat per second.
  public static let rate = 10.0
  /// Steps until the next screen comes on its own (2 s).
  public static let beatSteps = 20
  /// Steps before a key or click may bring it sooner (0.4 s): keys pressed in the heat of play.
  public static let settleSteps = 4

  /// What comes after the beat: the score flow's commands.
  public let next: [Command]
  /// Steps taken so far.
  public private(set) var steps = 0

  /// A beat before `next`.
  public init(then next: [Command]) {
    self.next = next
  }

  public var isOverlay: Bool { true }
  public var isAnimating: Bool { true }
  public var stepsPerSecond: Double { Self.rate }
  public var minimumSize: Size { Size(width: 0, height: 0) }
  /// A resize shows the result again; nothing here needs a pause.
  public var pausesWhenInterrupted: Bool { false }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    if event == .closing { return closing() }
    return event.dismissesPanel && steps >= Self.settleSteps ? [.pop] + next : []
  }

  public mutating func step() -> [Command] {
    steps += 1
    return steps == Self.beatSteps ? [.pop] + next : []
  }

  public func render(into canvas: inout Canvas) {}

  /// The last word of each scene waiting in `next`, as if it were on the stack.
  private func closing() -> [Command] {
    next.flatMap { command -> [Command] in
      switch command {
      case .push(var scene), .replace(var scene): return scene.handle(.closing)
      default: return []
      }
    }
  }
}
