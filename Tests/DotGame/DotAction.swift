import ArcadeKit

/// What a Dot player does with a key (`dot.<name>` in the settings file).
public enum DotAction: String, BindableAction {
  case up, down, left, right, stop

  public var summary: String {
    switch self {
    case .up: "move up"
    case .down: "move down"
    case .left: "move left"
    case .right: "move right"
    case .stop: "stop"
    }
  }

  public var defaultKeys: [Key] {
    switch self {
    case .up: [.up]
    case .down: [.down]
    case .left: [.left]
    case .right: [.right]
    case .stop: [.character(" ")]
    }
  }
}
