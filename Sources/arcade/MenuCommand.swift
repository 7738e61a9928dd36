import ArgumentParser

/// `arcade` / `arcade menu`: the menu of games.
struct MenuCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "menu", abstract: "Open the menu of games (the default).")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    let root = app.menuScene()
    throw ExitCode(app.run(root: root))
  }
}
