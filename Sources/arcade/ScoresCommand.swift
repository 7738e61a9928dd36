import ArcadeKit
import ArgumentParser
import Catalog
import Launcher
import LocalTerminal
import Scores

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade scores`: prints the high-score boards; `verify` proves them by their replays, `reset` clears them.
struct ScoresCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scores", abstract: "Show, verify or reset the high scores.",
    subcommands: [ScoresShowCommand.self, ScoresVerifyCommand.self, ScoresResetCommand.self],
    defaultSubcommand: ScoresShowCommand.self)
}

/// `arcade scores [GAME] [--json]`: all boards (or one game's) as aligned text or JSON.
struct ScoresShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "show", abstract: "Print the boards (the default).")

  @Argument(help: "Only this game's boards.", completion: .list(GameCatalog.gameNames))
  var game: String?

  @Flag(help: "Print the store's content as JSON, for scripts.")
  var json = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    let store = try ScoresCommand.store(app)
    let snapshot: ScoreSnapshot
    do {
      snapshot = try store.load(whileWaiting: ScoresCommand.sayWaiting())
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(1)
    }
    // A store of ours that cannot be read: said, left alone, and not shown as "no scores".
    for warning in snapshot.warnings { StandardError.report("\(warning)") }
    if !snapshot.warnings.isEmpty { throw ExitCode(1) }
    var file = snapshot.file
    if let game {
      file.boards = file.boards.filter { ScoreBoardID.belongs($0.key, to: game.lowercased()) }
    }
    if json {
      let bytes = try file.encoded()
      StandardOutput.print(String(decoding: bytes, as: UTF8.self))
      return
    }
    let ids = file.boardIDs()
    guard !ids.isEmpty else {
      StandardOutput.print(game.map { "No scores for \($0) yet." } ?? "No scores yet.")
      return
    }
    let titles = BoardTitles(registry: app.registry, directories: app.levelDirectories, fileSystem: app.fileSystem)
    let title = { (id: String) in titles.title(for: id, stored: file.boards[id]?.title) }
    // Each game's boards of its own levels first, then those of levels players made.
    let listed = ids.sorted {
      BoardOrder.precedes($0, title($0), $1, title($1), gameOrder: app.registry.ids, isBuiltIn: titles.isBuiltIn)
    }
    for (index, id) in listed.enumerated() {
      guard let board = file.boards[id] else { continue }
      if index > 0 { StandardOutput.print("") }
      for line in ScoreTableLayout.printed(board, title: title(id)) { StandardOutput.print(line) }
    }
  }
}

/// `arcade scores reset [GAME] [--yes]`: removes boards after a confirmation, keeping a backup.
struct ScoresResetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reset", abstract: "Remove all boards (or one game's); a backup is kept.")

  @Argument(help: "Only this game's boards.", completion: .list(GameCatalog.gameNames))
  var game: String?

  @Flag(help: "Do not ask for confirmation.")
  var yes = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    let store = try ScoresCommand.store(app)
    if !yes {
      guard isatty(STDIN_FILENO) == 1 else {
        StandardError.report("refusing to reset scores without confirmation; add --yes")
        throw ExitCode(1)
      }
      StandardOutput.print(
        "Remove \(game.map { "the \($0) boards" } ?? "all boards") from \(store.path)? A backup is kept. [y/N] ",
        terminator: "")
      let answer = readLine()?.lowercased() ?? ""
      guard answer == "y" || answer == "yes" else {
        StandardOutput.print("Nothing removed.")
        return
      }
    }
    do {
      let reset = try store.reset(game: game?.lowercased(), whileWaiting: ScoresCommand.sayWaiting())
      for warning in reset.warnings { StandardError.report("\(warning)") }
      if reset.removedBoards.isEmpty {
        StandardOutput.print("Nothing to remove.")
      } else {
        StandardOutput.print("Removed \(reset.removedBoards.count) board(s).")
        if let backup = reset.backupPath { StandardOutput.print("Backup: \(backup)") }
      }
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(1)
    }
  }
}

extension ScoresCommand {
  /// Tells the person once that another process holds the score file (the wait is bounded).
  static func sayWaiting() -> (Double) -> Bool {
    var said = false
    return { _ in
      if !said { StandardError.report("waiting for the score file (another arcade is saving)…") }
      said = true
      return true
    }
  }

  /// The store chosen by `--scores`, `$ARCADE_SCORES` or the XDG default.
  static func store(_ app: LiveArcade) throws -> ScoreStore {
    do {
      let location = try ScorePaths.locate(
        flag: app.globalScoresFile, environment: app.environment.variables, home: app.environment["HOME"])
      // Older arcades' entries are read on the boards they belong on now (`GameBoards`).
      return ScoreStore(path: location.path, origin: location.origin, migration: app.registry.boardMigration)
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(1)
    }
  }
}

/// `arcade scores verify [GAME]`: plays every kept replay again and says whether it proves its score.
struct ScoresVerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Prove the boards: replay every score's recorded game and compare the score.",
    discussion:
      "Exits with status 1 when a score does not match its replay. Given a share code (arcade:1:replay:…), checks the score the code's replay says it made."
  )

  @Argument(
    help: ArgumentHelp("Only this game's boards, or a share code to check.", valueName: "game|code"),
    completion: .list(GameCatalog.gameNames))
  var game: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    if let game, ShareCode.isCode(game) { return try verifyCode(game, app: app) }
    let store = try ScoresCommand.store(app)
    let snapshot: ScoreSnapshot
    do {
      snapshot = try store.load(whileWaiting: ScoresCommand.sayWaiting())
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(1)
    }
    for warning in snapshot.warnings { StandardError.report("\(warning)") }
    if !snapshot.warnings.isEmpty { throw ExitCode(1) }
    let file = snapshot.file
    let started = MonotonicClock.now()
    let checks = ReplayVerifier(registry: app.registry).check(file, game: game?.lowercased())
    let elapsed = MonotonicClock.now() - started
    guard !checks.isEmpty else {
      StandardOutput.print(game.map { "No scores for \($0) yet." } ?? "No scores yet.")
      return
    }
    let titles = BoardTitles(registry: app.registry, directories: app.levelDirectories, fileSystem: app.fileSystem)
    var board: String?
    for check in checks {
      if check.board != board {
        if board != nil { StandardOutput.print("") }
        StandardOutput.print(titles.title(for: check.board, stored: file.boards[check.board]?.title))
        board = check.board
      }
      StandardOutput.print("  #\(check.rank) \(check.name) \(check.scoreText): \(check.verdict)")
    }
    let verified = checks.filter { $0.verdict == .verified }.count
    let mismatched = checks.filter { if case .mismatched = $0.verdict { true } else { false } }.count
    StandardOutput.print("")
    let played = checks.map(\.replayedSeconds).reduce(0, +)
    StandardOutput.print(
      "\(verified) verified, \(mismatched) mismatched, \(checks.count - verified - mismatched) unverifiable"
        + " (\(Self.decimal(played / 60)) minutes of play replayed in \(Self.decimal(elapsed)) s)")
    if mismatched > 0 { throw ExitCode(1) }
  }

  /// Checks the score a share code's replay says it made; exits 1 unless it is proved.
  private func verifyCode(_ code: String, app: LiveArcade) throws {
    let replay: Replay
    do {
      replay = try ShareCode.replay(from: code)
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(1)
    }
    // The score as the player reads it: a time as a time (`time 3.93 s`).
    let verifier = ReplayVerifier(registry: app.registry)
    let (shown, verdict) = verifier.claim(of: replay) ?? ("no score", verifier.verdict(of: replay))
    let title = app.registry.entry(id: replay.header.game)?.title ?? replay.header.game
    StandardOutput.print("\(title), board \(replay.header.board), \(shown): \(verdict)")
    if verdict != .verified { throw ExitCode(1) }
  }

  /// `x` with two decimals.
  private static func decimal(_ x: Double) -> String {
    let hundredths = Int((x * 100).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
  }
}
