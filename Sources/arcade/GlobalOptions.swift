import ArcadeKit
import ArgumentParser
import Drawing

/// Options every subcommand accepts after its own name (`arcade play balls --ascii`).
struct GlobalOptions: ParsableArguments {
  @Flag(help: "Draw with plain ASCII only (automatic when the locale is not UTF-8).")
  var ascii = false

  @Flag(name: .customLong("no-color"), help: "No colour (also when NO_COLOR is set).")
  var noColor = false

  @Flag(help: "Plain lines for a screen reader: no drawn screen, games narrated (the setting `plain`).")
  var plain = false

  @Option(
    help: ArgumentHelp(
      "The terminal's background, for colours that read on it (auto asks the terminal).",
      valueName: "auto|dark|light"))
  var background: BackgroundSetting?

  @Option(
    name: .customLong("levels"), help: ArgumentHelp("Directory of the built-in levels.", valueName: "dir"),
    completion: .directory)
  var levelsDirectory: String?

  @Option(
    name: .customLong("scores"), help: ArgumentHelp("The score file to use.", valueName: "file"),
    completion: .file(extensions: ["json"]))
  var scoresFile: String?
}

extension BackgroundSetting: ExpressibleByArgument {}

extension GlobalOptions {
  /// The values chosen, as a plain value.
  var choices: GlobalChoices {
    GlobalChoices(
      ascii: ascii, noColor: noColor, plain: plain, background: background, levelsDirectory: levelsDirectory,
      scoresFile: scoresFile)
  }
}
