import ArgumentParser
import PaddlesGame

/// The options only Paddles has, as a group of `arcade play`; the game gets them as `PaddlesChoices`.
struct PaddlesArguments: ParsableArguments {
  @Option(
    help: ArgumentHelp("Number of human players: 1 (against the computer) or 2.", valueName: "1|2"),
    completion: .list(["1", "2"]))
  var players: Int?

  @Option(name: .customLong("win-score"), help: ArgumentHelp("Points needed to win (1-99).", valueName: "k"))
  var winScore: Int?

  @Option(help: ArgumentHelp("How well the computer plays.", valueName: "easy|normal|hard"))
  var difficulty: Difficulty?

  /// What the game reads from `GameSetup.options`.
  var choices: PaddlesChoices {
    PaddlesChoices(players: players, difficulty: difficulty, winScore: winScore)
  }
}

extension Difficulty: ExpressibleByArgument {
  /// Reads easy, normal or hard in any case, as the game always has.
  public init?(argument: String) {
    self.init(name: argument)
  }
}
