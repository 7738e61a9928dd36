import ArgumentParser
import Catalog

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade`: the command line. With no subcommand it opens the menu.
@main
struct Arcade: ParsableCommand {
  static let version = ArcadeVersion.current

  static let configuration = CommandConfiguration(
    commandName: "arcade",
    abstract: "A terminal arcade of \(GameCatalog.registry(fileSystem: .inMemory()).gamesPhrase).",
    discussion: """
      With no subcommand, opens the menu. Keys: arrows, hjkl or WASD move; Enter or Space \
      chooses; ? shows help; P pauses; Esc or q goes back; Ctrl-C quits at once.
      Files: settings in $XDG_CONFIG_HOME/arcade, scores and your levels in $XDG_DATA_HOME/arcade.
      """,
    version: version,
    subcommands: [
      MenuCommand.self, PlayCommand.self, DailyCommand.self, ReplayCommand.self, ShareCommand.self, OpenCommand.self,
      DemoCommand.self, EditCommand.self,
      LevelsCommand.self,
      ScoresCommand.self,
      KeysCommand.self, HostCommand.self, JoinCommand.self, ServeCommand.self,
      CrashCheckCommand.self,
    ],
    defaultSubcommand: MenuCommand.self
  )

  /// Parses and runs like `ParsableCommand.main()`, but prints every message inert: a
  /// parse error repeats the argument it is about, and an argument can hold escapes.
  static func main() {
    // The commands typed most, `arcade` and `arcade --version`, skip building the command
    // tree: its reflection was most of a start's instructions (docs/PERFORMANCE.md).
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.elementsEqual(["--version"]) {
      StandardOutput.print(version)
      return
    }
    if arguments.isEmpty {
      Glibc.exit(MenuCommand.open(GlobalChoices()))
    }
    // And `arcade play GAME` with the options scripts and players give it most.
    if let status = PlayCommand.quickStart(Array(arguments)) {
      Glibc.exit(status)
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if code == .success {
        if !message.isEmpty { StandardOutput.print(message) }
      } else if !message.isEmpty {
        StandardError.print(StandardError.parserMessage(message))
      }
      exit(withError: code == .success ? nil : ExitCode(code.rawValue))
    }
  }
}
