import ArgumentParser
import Catalog
import FileSystem
import Levels

/// `arcade levels`: lists the levels of every game; `arcade levels check` validates level files.
struct LevelsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "levels", abstract: "List or check level files.",
    subcommands: [LevelsListCommand.self, LevelsCheckCommand.self], defaultSubcommand: LevelsListCommand.self)
}

/// `arcade levels list`: every game's levels, built-in then the user's, with problems reported.
struct LevelsListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the levels of every game (the default).")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    StandardOutput.print("Built-in levels: \(app.levelDirectories.builtIn ?? "(none found)")")
    StandardOutput.print("Your levels:     \(app.levelDirectories.user ?? "(no home directory)")")
    StandardOutput.print("")
    let collections = LevelLibrary(
      directories: app.levelDirectories, formats: app.registry.levelFormats, fileSystem: app.fileSystem
    ).loadAll()
    for line in LevelChecker.listing(collections) { StandardOutput.print(line) }
    if collections.contains(where: { !$0.failures.isEmpty }) { throw ExitCode(1) }
  }
}

/// `arcade levels check [FILE|DIR…]`: validates files, printing `file:line:col: error: …`.
struct LevelsCheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Validate level files; exit 1 if any fails.",
    discussion: "With no paths, checks the built-in and your own level folders.")

  @Argument(
    help: ArgumentHelp("Level files or folders to check.", valueName: "file|dir"),
    completion: .file(extensions: ["level"]))
  var paths: [String] = []

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let fileSystem = FileSystemClient.live
    var targets = paths
    if targets.isEmpty {
      let app = LiveArcade(global: global)
      targets = [app.levelDirectories.builtIn].compactMap { $0 }
      if let user = app.levelDirectories.user, fileSystem.kind(user) == .directory { targets.append(user) }
      guard !targets.isEmpty else {
        StandardError.report("no level folders found: name files or folders to check, or use --levels DIR")
        throw ExitCode(2)
      }
    }
    let report = LevelChecker.check(
      paths: targets, formats: GameCatalog.registry(fileSystem: fileSystem).levelFormats, fileSystem: fileSystem)
    for line in report.lines { StandardOutput.print(line) }
    StandardOutput.print(report.summary)
    throw ExitCode(report.exitCode)
  }
}
