import ArcadeKit
import ArgumentParser
import Catalog

/// `arcade edit GAME [FILE]`: opens a game's level editor on FILE or a new level.
struct EditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit",
    abstract: "Draw or change a level in the game's editor.",
    discussion: """
      Games with an editor: \(GameCatalog.editableGameNames.joined(separator: ", ")). With FILE, opens that level file, or starts a new level to be saved there. A built-in \
      level is opened as a copy saved into your level folder. Without FILE, starts a new level \
      saved as NN-name.level in your level folder ($XDG_DATA_HOME/arcade/levels/GAME).
      """)

  @Argument(help: "The game whose level to edit.", completion: .list(GameCatalog.editableGameNames))
  var game: String

  @Argument(
    help: ArgumentHelp("The level file (or level number) to edit.", valueName: "file"),
    completion: .file(extensions: ["level"]))
  var file: String?

  @Option(help: "Random seed for play-testing.")
  var seed: UInt64?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    let entry = try app.entry(named: game)
    guard let makeEditor = entry.makeEditor else {
      let editable = app.registry.entries.filter { $0.makeEditor != nil }.map(\.id)
      let hint =
        editable.isEmpty ? "no game has an editor" : "games with an editor: \(editable.joined(separator: ", "))"
      StandardError.report("\(entry.title) has no level editor; \(hint)")
      throw ExitCode(2)
    }
    let setup = app.context.setup(seed: seed ?? UInt64.random(in: .min ... .max), keyBindings: app.settings.keys)
    let scene: any Scene
    do {
      scene = try makeEditor(setup, file)
    } catch {
      StandardError.report("\(error)", about: entry.id)
      throw ExitCode(1)
    }
    throw ExitCode(app.run(root: scene))
  }
}
