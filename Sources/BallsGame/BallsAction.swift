import ArcadeKit

/// What a Balls player does with a key (`balls.<name>` in the settings file).
public enum BallsAction: String, DirectionalAction {
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

  public var undirectedKeys: [Key] {
    switch self {
    case .aimUp, .aimDown, .aimLeft, .aimRight: []  // the directions' keys (`DirectionalAction`)
    case .fire: [.character(" "), .enter]
    case .fastForward: [.character("f")]
    }
  }

  public static func action(toward direction: Direction) -> Self {
    switch direction {
    case .up: .aimUp
    case .down: .aimDown
    case .left: .aimLeft
    case .right: .aimRight
    }
  }
}
