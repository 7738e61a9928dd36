import ArcadeKit
import GameKit
import Levels

// MARK: - PaddlesCommandLine

/// What Paddles declares for the command line: the options of `arcade play paddles`, read into
/// `PaddlesChoices`, and how `arcade host paddles` / `arcade join paddles` play over the network.
enum PaddlesCommandLine {
  static let players = GameOption(
    name: "players", valueName: "1|2", help: "Number of human players: 1 (against the computer) or 2.",
    values: ["1", "2"])
  static let winScore = GameOption(name: "win-score", valueName: "k", help: "Points needed to win (1-99).")
  static let difficulty = GameOption(
    name: "difficulty", valueName: "easy|normal|hard", help: "How well the computer plays.",
    values: Difficulty.allCases.map(\.rawValue))

  /// `arcade play paddles`'s options.
  static let options = GameOptions([players, winScore, difficulty]) { given in
    PaddlesChoices(
      players: try given["players"].map { try number($0, option: "players") },
      difficulty: given["difficulty"].flatMap(Difficulty.init(name:)),
      winScore: try given["win-score"].map { try number($0, option: "win-score") })
  }

  /// The network match, its arena read through `levels`: the host picks the arena and the
  /// winning score; both sides are human.
  static func network(levels: LevelReader) -> GameNetwork {
    GameNetwork(
      defaultPort: PaddlesScene.defaultPort,
      hostOptions: GameOptions([winScore]) { given in
        PaddlesChoices(winScore: try given["win-score"].map { try number($0, option: "win-score") })
      },
      host: { setup, port, arcadeVersion in
        var setup = setup
        let choices = setup.options as? PaddlesChoices ?? PaddlesChoices()
        setup.options = PaddlesChoices(players: 2, difficulty: nil, winScore: choices.winScore)
        let options = try PaddlesGame.options(setup, levels: levels).options
        return try PaddlesScene.host(options: options, port: port, arcadeVersion: arcadeVersion)
      },
      join: { host, port, keyBindings, arcadeVersion in
        PaddlesScene.join(host: host, port: port, keyBindings: keyBindings, arcadeVersion: arcadeVersion)
      })
  }

  /// `text` as a whole number, or why not.
  static func number(_ text: String, option: String) throws -> Int {
    guard let value = Int(text) else { throw PaddlesSetupError.notANumber(option: option, text: text) }
    return value
  }
}
