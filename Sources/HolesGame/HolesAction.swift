import ArcadeKit

/// What a Holes player does with a key (`holes.<name>` in the settings file).
public enum HolesAction: String, DirectionalAction {
  case tiltUp = "tilt-up"
  case tiltDown = "tilt-down"
  case tiltLeft = "tilt-left"
  case tiltRight = "tilt-right"
  case level
  case again
  case ghost

  public var summary: String {
    switch self {
    case .tiltUp: "tilt up one step (up to 3)"
    case .tiltDown: "tilt down one step"
    case .tiltLeft: "tilt left one step"
    case .tiltRight: "tilt right one step"
    case .level: "level the table"
    case .again: "play again (after game over)"
    case .ghost: "show or hide the ghost of the best game"
    }
  }

  public var undirectedKeys: [Key] {
    switch self {
    case .tiltUp, .tiltDown, .tiltLeft, .tiltRight: []  // the directions' keys (`DirectionalAction`)
    case .level: [.character(" ")]
    case .again: [.character("r")]
    case .ghost: [.character("g")]
    }
  }

  public static func action(toward direction: Direction) -> Self {
    switch direction {
    case .up: .tiltUp
    case .down: .tiltDown
    case .left: .tiltLeft
    case .right: .tiltRight
    }
  }
}
