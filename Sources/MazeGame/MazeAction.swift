import ArcadeKit

/// What a Maze player does with a key while playing (`maze.<name>` in the settings file).
///
/// The level list and the editor keep their own keys (letters named for what they do there).
public enum MazeAction: String, DirectionalAction {
  case tiltUp = "tilt-up"
  case tiltDown = "tilt-down"
  case tiltLeft = "tilt-left"
  case tiltRight = "tilt-right"
  case level
  case restart
  case next
  case editor
  case ghost
  case practice

  public var summary: String {
    switch self {
    case .tiltUp: "tilt up one step (up to 3 each way)"
    case .tiltDown: "tilt down one step"
    case .tiltLeft: "tilt left one step"
    case .tiltRight: "tilt right one step"
    case .level: "level the board"
    case .restart: "restart the level"
    case .next: "next level, after the goal"
    case .editor: "back to the editor (play-test)"
    case .ghost: "show or hide the ghost of your best run"
    case .practice: "practice: clicks add or remove blocks as the ball rolls (not ranked)"
    }
  }

  public var undirectedKeys: [Key] {
    switch self {
    case .tiltUp, .tiltDown, .tiltLeft, .tiltRight: []  // the directions' keys (`DirectionalAction`)
    case .level: [.character(" ")]
    case .restart: [.character("r")]
    case .next: [.enter]
    case .editor: [.tab]
    case .ghost: [.character("g")]
    case .practice: [.character("b")]
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
