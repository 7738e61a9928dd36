/// What every game answers alike (`PlayControls`): the context named `global` in the file.
public enum GlobalAction: String, BindableAction {
  case help
  case pause
  case back

  public var summary: String {
    switch self {
    case .help: "help for the current screen"
    case .pause: "pause a game"
    case .back: "back (asks first while a game runs)"
    }
  }

  public var defaultKeys: [Key] {
    switch self {
    case .help: [.character("?"), .function(1)]
    case .pause: [.character("p")]
    case .back: [.escape, .character("q")]
    }
  }
}
