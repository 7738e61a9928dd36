import ArcadeKit
import ArgumentParser
import Catalog
import FileSystem
import GameKit
import Launcher
import Levels
import LocalTerminal
import Scores
import Sockets
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The live wiring: environment, paths, settings, registry, score keeper, and the local host.
struct LiveArcade {
  let environment: Environment
  /// The file layer every read and write of the executable goes through.
  let fileSystem: FileSystemClient
  let registry: GameRegistry
  let levelDirectories: LevelDirectories
  let context: LaunchContext
  let settingsFile: SettingsFile
  let settings: DisplaySettings
  /// What was wrong in the settings file (`file:line: …`), told once on stderr.
  let settingsFileProblems: [String]
  let scores: ScoreKeeper
  /// The `--scores` flag as given (the CLI resolves the store path from it again).
  let globalScoresFile: String?

  /// Resolves everything from the command-line options and the environment, once.
  init(global: GlobalOptions) {
    self.init(choices: global.choices)
  }

  /// Resolves everything from the global options' values and the environment, once.
  init(choices global: GlobalChoices) {
    environment = .live()
    let fileSystem = FileSystemClient.live
    self.fileSystem = fileSystem
    globalScoresFile = global.scoresFile
    registry = GameCatalog.registry(fileSystem: fileSystem)
    levelDirectories = LevelDirectories.resolve(
      flag: global.levelsDirectory, environment: environment.variables,
      currentDirectory: LiveArcade.currentDirectory(),
      executablePath: fileSystem.realPath("/proc/self/exe") ?? CommandLine.arguments.first,
      fileExists: { fileSystem.kind($0) == .directory })
    settingsFile = SettingsFile(path: environment.configDirectory + "/settings", fileSystem: fileSystem)
    let loaded = settingsFile.load(contexts: registry.keyContexts)
    settingsFileProblems = loaded.problems
    context = LaunchContext(
      builtInLevelsDirectory: levelDirectories.builtIn, userLevelsDirectory: levelDirectories.user)
    var settings = loaded.settings
    if global.ascii { settings.asciiOnly = true }
    if global.noColor || environment["NO_COLOR"] != nil { settings.colorEnabled = false }
    if global.plain { settings.plain = true }
    if let background = global.background { settings.background = background }
    self.settings = settings

    var scorePath: (path: String, origin: ScorePathOrigin)?
    var problem: String?
    do {
      scorePath = try ScorePaths.locate(
        flag: global.scoresFile, environment: environment.variables, home: environment["HOME"])
    } catch {
      problem = "\(error)"
    }
    let registry = self.registry
    let directories = levelDirectories
    scores = ScoreKeeper(
      store: scorePath.map { .live(ScoreStore(path: $0.path, origin: $0.origin, migration: registry.boardMigration)) },
      unavailableReason: problem,
      defaultName: PlayerName.defaultName(environment: environment.variables),
      gameOrder: registry.ids, arcadeVersion: Arcade.version,
      boardTitles: {
        let titles = BoardTitles(registry: registry, directories: directories, fileSystem: fileSystem)
        return { titles.title(for: $0) }
      }, isBuiltIn: { registry.isBuiltIn($0) })
  }

  /// The registered game called `name`, or a one-line error and exit status 2.
  func entry(named name: String) throws -> GameEntry {
    if let entry = registry.entry(id: name) { return entry }
    StandardError.report("unknown game '\(name)'; choose one of: \(registry.ids.joined(separator: ", "))")
    throw ExitCode(2)
  }

  /// The menu, with a seed from the system generator (the only live randomness).
  func menuScene() -> any Scene {
    MenuScene(
      registry: registry, context: context, settings: settings, seed: UInt64.random(in: .min ... .max),
      showsScores: true)
  }

  /// Tells what was wrong in the settings file, on stderr (once: call it once per process).
  func reportSettingsFileProblems() {
    for problem in settingsFileProblems { StandardError.report(problem) }
  }

  /// Runs `root` in the terminal until the player leaves; returns the exit status.
  func run(root: any Scene) -> Int32 {
    let settingsProblems = Mutex<[String]>([])
    let host: LocalHost
    do {
      let effects = liveEffects { problem in settingsProblems.withLock { $0.append(problem) } }
      host = try LocalHost(root: root, settings: settings, effects: effects, network: SocketLink())
    } catch {
      StandardError.report("\(error)")
      reportSettingsFileProblems()
      return 2
    }
    let outcome = host.run()
    reportSettingsFileProblems()
    let problems = settingsProblems.withLock { $0 } + scores.takeWarnings() + scores.saveUnsavedScores()
    for problem in problems { StandardError.report(problem) }
    return outcome.exitStatus
  }

  /// The effects a session asks for, carried out on this machine's files and score store;
  /// settings that could not be saved are also told to `settingsNotSaved`, for stderr.
  private func liveEffects(settingsNotSaved: @escaping @Sendable (String) -> Void) -> SessionEffects {
    let settingsFile = self.settingsFile
    let scores = self.scores
    let fileSystem = self.fileSystem
    let registry = self.registry
    // The requests the launcher's and the editors' screens ask of this machine.
    var handlers = HostHandlers()
    handlers.register(ReadClock.self) { _ in Self.wallClock() }
    handlers.register(ShareLevel.self, ShareLevel.answer(formats: registry.levelFormats))
    handlers.register(LoadReplays.self) { LoadReplays.Reply(board: $0.board, replays: scores.replays(on: $0.board)) }
    handlers.registerScores(scores)
    // The screens it makes: the games and their replays, and those read from its files.
    handlers.registerScreens(of: registry)
    handlers.registerScreen(OpenScores.self) { _, settings in scores.highScoresScene(global: settings.keys.global) }
    handlers.registerScreen(OpenDaily.self) { [self] request, _ in
      try dailyScene(keyBindings: request.setup.keyBindings)
    }
    handlers.registerScreen(OpenDemo.self) { request, _ in
      DemoScene.make(registry: registry, setup: request.setup, best: scores.bestReplays(of: registry))
    }
    return SessionEffects(
      writeFile: { path, contents in
        do {
          try fileSystem.write(contents, to: path)
          return .fileWritten(path: path)
        } catch {
          return .fileWriteFailed(path: path, message: "\(error)")
        }
      },
      // A run ranks on the board of the levels it played (`GameRegistry.placement`).
      submitScore: { scores.flow(for: registry.placed($0)) },
      keepScore: { scores.keep(registry.placed($0)) },
      saveSettings: { old, new in
        // A failure (a read-only home, a directory in the way) loses only the preference:
        // the session shows the reason, and stderr repeats it after the screen closes.
        do {
          try settingsFile.save(from: old, to: new)
          return nil
        } catch {
          settingsNotSaved("settings not saved: \(error)")
          return "\(error)"
        }
      },
      handlers: handlers)
  }

  // MARK: - Files a command writes

  /// Refuses `path` when something is there already (a command never replaces a file it was
  /// not told to): says so on stderr and exits 1.
  func refuseExisting(_ path: String) throws {
    guard !fileSystem.exists(path) else {
      StandardError.report("\(path) is already there; choose a new file")
      throw ExitCode(1)
    }
  }

  /// Writes `text` to the new file `path` through the one writer; an existing file is left
  /// alone, and a failure is told on stderr (exit 1).
  func writeNewFile(_ text: String, to path: String) throws {
    try refuseExisting(path)
    do {
      _ = try fileSystem.write(text, to: path)
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(1)
    }
  }

  // MARK: - The daily challenge

  /// The daily log's file: `daily` in the data folder.
  var dailyLogPath: String { environment.dataDirectory + "/daily" }

  /// The daily log as kept; an unreadable file is an error that names it (nothing is
  /// overwritten), a missing one an empty log.
  func dailyLog() throws -> DailyLog {
    guard fileSystem.exists(dailyLogPath) else { return DailyLog() }
    do {
      return DailyLog(text: String(decoding: try fileSystem.readFile(dailyLogPath, 1 << 20), as: UTF8.self))
    } catch {
      throw DailyLogUnreadable(path: dailyLogPath, reason: "\(error)")
    }
  }

  /// Today (UTC), or the day `ARCADE_TODAY` names (`2026-11-25`: tests and time travellers),
  /// and the seconds until the next day.
  func today() throws -> (date: DailyDate, secondsLeft: Int) {
    let seconds = Self.wallClock()
    let left = DailyDate.secondsToNextDay(from: seconds)
    guard let named = environment["ARCADE_TODAY"] else { return (DailyDate(secondsSinceEpoch: seconds), left) }
    guard let date = DailyDate(named) else {
      throw DailyLogUnreadable(
        path: "ARCADE_TODAY", reason: "expected a date such as 2026-11-25, found '\(named.prefix(40))'")
    }
    return (date, left)
  }

  /// The daily challenge's screen, showing `date` (today by default).
  func dailyScene(keyBindings: KeyBindings, showing date: DailyDate? = nil) throws -> DailyScene {
    let (today, left) = try today()
    return DailyScene(
      registry: registry, today: today, secondsToNextDay: left,
      book: DailyBook(log: try dailyLog(), path: dailyLogPath), keyBindings: keyBindings,
      showing: date)
  }

  /// Seconds since 1970, from the system's real-time clock.
  @Sendable static func wallClock() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// Why the daily log cannot be read.
  struct DailyLogUnreadable: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "\(path): \(reason)" }
  }

  // MARK: - Process facts

  private static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
