import ArcadeKit

/// What a Lander pilot does with a key (`lander.<name>` in the settings file).
public enum LanderAction: String, BindableAction {
  case port
  case thrust
  case starboard
  case restart

  public var summary: String {
    switch self {
    case .port: "turn to port (hold)"
    case .thrust: "fire the engine (hold)"
    case .starboard: "turn to starboard (hold)"
    case .restart: "restart this landing"
    }
  }

  public var defaultKeys: [Key] {
    switch self {
    case .port: [.left, .character("h")]
    case .thrust: [.up, .character("k"), .character(" ")]
    case .starboard: [.right, .character("l")]
    case .restart: [.character("r")]
    }
  }

  public var placedKeys: [Key] {
    switch self {
    case .port: [.character("a")]
    case .thrust: [.character("w")]
    case .starboard: [.character("d")]
    case .restart: []
    }
  }
}
