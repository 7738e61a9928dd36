import ArcadeKit
import ArgumentParser
import FileSystem
import Launcher
import Levels
import Replays
import Scores

/// `arcade replay FILE|GAME|CODE [--rank N] [--level N] [--export FILE]`: watches a recorded game,
/// from a replay file, a score on a board or a share code, or writes it to a file to share.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay", abstract: "Watch a recorded game: a replay file, or the replay kept with a score.",
    discussion: """
      GAME takes the replay from that game's default board, else from its board with the newest \
      score. --level N picks the board of level N (a game with a board per level) or of games \
      started at level N (a game with a board per start level); --board ID any board (`arcade scores --json` lists the ids). Keys while watching: Space pause, . step, +/- speed, arrows seek, \
      Esc back. With --export the replay is written to a file instead, to share.
      """)

  @Argument(
    help: ArgumentHelp(
      "A replay file, a game whose board the replay is kept on, or a share code (arcade:1:replay:…).",
      valueName: "file|game|code"),
    completion: .file())
  var source: String

  @Option(help: ArgumentHelp("The entry's place on the board (1 is the best).", valueName: "n"))
  var rank = 1

  @Option(
    help: ArgumentHelp(
      "The level whose board to take the replay from, or the start level of its games.", valueName: "n"))
  var level: Int?

  @Option(help: ArgumentHelp("The board to take the replay from, as `arcade scores --json` names it.", valueName: "id"))
  var board: String?

  @Option(
    help: ArgumentHelp(
      "Write the replay to this new file instead of watching it.",
      discussion: "A run shared before it is submitted to a server can be claimed by whoever submits it first; "
        + "runs played over SSH are ranked at once.", valueName: "file"),
    completion: .file(extensions: ["replay"]))
  var export: String?

  @Flag(help: "With --export or --cast, replace a file that is already there (never the score file).")
  var force = false

  @OptionGroup var recording: CastOptions

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    if let export { try checkExportTarget(export, app: app) }
    if let cast = recording.cast { try checkExportTarget(cast, app: app) }
    let (replay, caption) = try load(app)
    if recording.cast != nil { return try writeCast(replay, app: app) }
    if let export {
      do {
        try app.fileSystem.write(ReplayText.encode(replay), to: export)
      } catch {
        StandardError.report("\(error)")
        throw ExitCode(1)
      }
      StandardOutput.print("Wrote the replay to \(export).")
      return
    }
    let player: AnyReplayPlayer
    do {
      player = try app.registry.player(for: replay)
    } catch {
      StandardError.report("the replay \(error)", about: source)
      throw ExitCode(1)
    }
    throw ExitCode(app.run(root: ReplayScene(player: player, caption: caption, global: app.settings.keys.global)))
  }

  /// Writes `replay` as an asciicast recording to `--cast`'s file, titled with its game and its
  /// score as the player reads it (`Maze, time 3.93 s`).
  private func writeCast(_ replay: Replay, app: LiveArcade) throws {
    let title =
      (app.registry.entry(id: replay.header.game)?.title ?? replay.header.game)
      + (ReplayVerifier(registry: app.registry).claim(of: replay).map { ", \($0.shown)" } ?? "")
    let options = try recording.options(app: app, title: title)
    let text: String
    do {
      text = try Asciicast.record(replay, registry: app.registry, options: options)
    } catch {
      StandardError.report("\(error)", about: source)
      throw ExitCode(1)
    }
    try recording.write(text, options: options, app: app)
  }

  /// Refuses an export that would replace a file without `--force`, or the live score store
  /// (or the file it is read from) at all.
  private func checkExportTarget(_ target: String, app: LiveArcade) throws {
    if let existing = app.fileSystem.realPath(target) {
      let store = try? ScorePaths.resolve(
        flag: app.globalScoresFile, environment: app.environment.variables, home: app.environment["HOME"])
      if let store, app.fileSystem.realPath(store) == existing {
        StandardError.report("refusing to export over \(target): it is the high-score file; choose another file")
        throw ExitCode(1)
      }
      if app.fileSystem.realPath(source) == existing {
        StandardError.report("refusing to export over \(target): it is the replay being read; choose another file")
        throw ExitCode(1)
      }
    }
    // lstat, not the client's kind: a dangling link is something there too.
    if FileSystemCalls.exists(target) && !force {
      StandardError.report("\(target) already exists; nothing was written (add --force to replace it)")
      throw ExitCode(1)
    }
  }

  /// The replay `source` names: a file, else the score at `rank` on the game's board.
  private func load(_ app: LiveArcade) throws -> (Replay, String) {
    if ShareCode.isCode(source), !app.fileSystem.exists(source) {
      do {
        return (try ShareCode.replay(from: source), "")
      } catch {
        StandardError.report("\(error)")
        throw ExitCode(1)
      }
    }
    if app.registry.entry(id: source) == nil || app.fileSystem.exists(source) {
      do {
        let bytes = try app.fileSystem.readFile(source, ReplayLimits.maximumBytes)
        return (try ReplayText.decode(bytes, source: source), "")
      } catch {
        StandardError.report("\(error)")
        throw ExitCode(1)
      }
    }
    let game = try app.entry(named: source).id
    let store = try ScoresCommand.store(app)
    do {
      let file = try store.load(whileWaiting: ScoresCommand.sayWaiting()).file
      guard let board = try board(of: game, in: file, app: app) else {
        StandardError.report("\(game) has no scores yet, so no replays")
        throw ExitCode(1)
      }
      let found = try StoredReplays.entry(at: rank, on: board, in: file)
      return (found.replay, found.caption)
    } catch let error as ExitCode {
      throw error
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(1)
    }
  }

  /// The board to take the replay from: `--level`'s for a game with a board per level.
  private func board(of game: String, in file: ScoreFile, app: LiveArcade) throws -> String? {
    let boards = app.registry.entry(id: game)?.boards
    if let board {
      guard ScoreBoardID.belongs(board, to: game) else {
        StandardError.report("--board \(board) is not a board of \(game)")
        throw ExitCode(2)
      }
      return board
    }
    guard let level else { return StoredReplays.board(of: game, main: boards?.main, in: file) }
    // Games with a board per start level keep them by the level's number.
    if let startingAt = boards?.startingAt { return startingAt(level) }
    guard let format = app.registry.entry(id: game)?.levels else {
      return StoredReplays.board(of: game, main: boards?.main, in: file)
    }
    // Only games with a board per level keep scores under a level; others say so below.
    let formats = app.registry.levelFormats
    let levels = LevelLibrary(directories: app.levelDirectories, formats: formats, fileSystem: app.fileSystem)
      .load(format).playable
    guard (1...max(levels.count, 1)).contains(level), levels.indices.contains(level - 1) else {
      StandardError.report("--level \(level): \(game) has levels 1 to \(levels.count)")
      throw ExitCode(2)
    }
    return "\(game)/\(levels[level - 1].identity)"
  }
}
