import ArcadeKit

/// What a Balls player does with a key (`balls.<name>` in the settings file).
public enum BallsAction: String, BindableAction {
  case aimUp = "aim-up"
  case aimDown = "aim-down"
  case aimLeft = "aim-left"
  case aimRight = "aim-right"
  case fire
  case fastForward = "fast-forward"

  public var summary: String {
    switch self {
    case .aimUp: "aim up (hold: faster)"
    case .aimDown: "aim down"
    case .aimLeft: "aim left"
    case .aimRight: "aim right"
    case .fire: "start the level, fire"
    case .fastForward: "after the shot: fast-forward the chain (×4)"
    }
  }

  public var defaultKeys: [Key] {
    switch self {
    case .aimUp, .aimDown, .aimLeft, .aimRight: direction.map(TiltKeys.defaults) ?? []
    case .fire: [.character(" "), .enter]
    case .fastForward: [.character("f")]
    }
  }

  public var placedKeys: [Key] { direction.map(TiltKeys.placed) ?? [] }

  /// The direction of an aim action.
  public var direction: Direction? {
    switch self {
    case .aimUp: .up
    case .aimDown: .down
    case .aimLeft: .left
    case .aimRight: .right
    case .fire, .fastForward: nil
    }
  }
}
