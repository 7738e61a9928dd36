import ArgumentParser

/// `arcade` / `arcade menu`: the menu of games.
struct MenuCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "menu", abstract: "Open the menu of games (the default).")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    throw ExitCode(Self.open(global.choices))
  }

  /// Runs the menu with `global`'s choices; returns the exit status.
  static func open(_ global: GlobalChoices) -> Int32 {
    let app = LiveArcade(choices: global)
    return app.run(root: app.menuScene())
  }
}
