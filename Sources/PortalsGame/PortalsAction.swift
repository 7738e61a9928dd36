import ArcadeKit

/// What a Portals player does with a key (`portals.<name>` in the settings file): pick a
/// planet, turn its aim, fling it.
public enum PortalsAction: String, DirectionalAction {
  case aimUp = "aim-up"
  case aimDown = "aim-down"
  case aimLeft = "aim-left"
  case aimRight = "aim-right"
  case next
  case previous
  case fling

  public var summary: String {
    switch self {
    case .aimUp: "turn the aim a sixteenth toward up"
    case .aimDown: "turn the aim a sixteenth toward down"
    case .aimLeft: "turn the aim a sixteenth toward left"
    case .aimRight: "turn the aim a sixteenth toward right"
    case .next: "pick the next planet"
    case .previous: "pick the previous planet"
    case .fling: "fling the picked planet"
    }
  }

  public static func action(toward direction: Direction) -> PortalsAction {
    switch direction {
    case .up: .aimUp
    case .down: .aimDown
    case .left: .aimLeft
    case .right: .aimRight
    }
  }

  public var undirectedKeys: [Key] {
    switch self {
    case .aimUp, .aimDown, .aimLeft, .aimRight: []
    case .next: [.tab, .character("n")]
    case .previous: [.backTab]
    case .fling: [.character(" "), .enter, .character("f")]
    }
  }
}
