import ArcadeKit
import Launcher
import TerminalCurses

/// The live wiring: environment, paths, settings, registry, terminal and Runner.
struct LiveArcade {
  let environment: Environment
  let registry: GameRegistry
  let context: LaunchContext
  let settingsFile: SettingsFile
  let settings: DisplaySettings

  /// Resolves everything from the command-line options and the environment.
  init(global: GlobalOptions) {
    environment = .live()
    registry = GameCatalog.registry
    context = LaunchContext(
      builtInLevelsDirectory: global.levelsDirectory,
      userLevelsDirectory: environment.dataDirectory + "/levels")
    settingsFile = SettingsFile(path: environment.configDirectory + "/settings")
    var settings = settingsFile.load()
    if global.ascii { settings.asciiOnly = true }
    if global.noColor || environment["NO_COLOR"] != nil { settings.colorEnabled = false }
    self.settings = settings
  }

  /// The menu, with a seed from the system generator (the only live randomness).
  func menuScene() -> any Scene {
    MenuScene(registry: registry, context: context, settings: settings, seed: UInt64.random(in: .min ... .max))
  }

  /// Runs `root` in the terminal until the player leaves; returns the exit status.
  func run(root: any Scene) -> Int32 {
    let terminal: CursesTerminal
    do {
      terminal = try CursesTerminal(settings: settings)
    } catch {
      StandardError.print("arcade: \(error)")
      return 2
    }
    let settingsFile = self.settingsFile
    let effects = RunnerEffects(
      writeFile: { path, contents in
        do {
          try AtomicFileWriter.write(contents, to: path)
          return .fileWritten(path: path)
        } catch {
          return .fileWriteFailed(path: path, message: "\(error)")
        }
      },
      submitScore: { _ in [] },
      saveSettings: { settings in
        // Remembered for next time; a failure (read-only home) only loses the preference.
        try? settingsFile.save(settings)
      })
    let runner = Runner(root: root, terminal: terminal, time: SystemTime(), settings: settings, effects: effects)
    let outcome = runner.run()
    terminal.end()
    return outcome.exitStatus
  }
}
