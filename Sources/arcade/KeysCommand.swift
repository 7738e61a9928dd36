import ArgumentParser
import Catalog
import Launcher

/// `arcade keys [GAME]`: the keys in force (the settings file's `[keys]` over the defaults).
struct KeysCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keys",
    abstract: "Show the keys in force, from the settings file and the defaults.",
    discussion: """
      Change them in the [keys] section of $XDG_CONFIG_HOME/arcade/settings, one action a line: \
      `maze.tilt-up = i, up`, or `layout = azerty` to move the WASD keys for your keyboard.
      """)

  @Argument(
    help: ArgumentHelp("Only this game's keys (with the global ones).", valueName: "game"),
    completion: .list(GameCatalog.gameNames))
  var game: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    app.reportSettingsFileProblems()
    var contexts = app.registry.keyContexts
    if let game {
      let entry = try app.entry(named: game)
      contexts = contexts.filter { $0.id == "global" || $0.id == entry.id }
    }
    StandardOutput.print("# \(app.settingsFile.path), section [keys]")
    for line in KeyListing.lines(app.settings.keys, contexts: contexts) { StandardOutput.print(line) }
  }
}
