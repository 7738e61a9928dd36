import ArcadeKit

/// What a Paddles player does with a key (`paddles.<name>` in the settings file).
public enum PaddlesAction: String, BindableAction {
  case leftUp = "left-up"
  case leftDown = "left-down"
  case rightUp = "right-up"
  case rightDown = "right-down"
  case serve

  public var summary: String {
    switch self {
    case .leftUp: "player 1 (left) up"
    case .leftDown: "player 1 (left) down"
    case .rightUp: "player 2 (right) up; player 1 against the computer"
    case .rightDown: "player 2 (right) down; player 1 against the computer"
    case .serve: "serve at \"Ready?\", new game after a win (a click too)"
    }
  }

  public var defaultKeys: [Key] {
    switch self {
    case .leftUp, .leftDown: []
    case .rightUp: [.up]
    case .rightDown: [.down]
    case .serve: [.character(" "), .enter]
    }
  }

  public var placedKeys: [Key] {
    switch self {
    case .leftUp: TiltKeys.placed(.up)
    case .leftDown: TiltKeys.placed(.down)
    case .rightUp, .rightDown, .serve: []
    }
  }
}
