import ArcadeKit
import ArgumentParser
import Catalog
import Launcher

/// `arcade daily`: the daily challenge — every game's level of the day, one ranked try each;
/// or its line to share, a ranked run as a code, a day's level saved as a file.
struct DailyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "daily", abstract: "Today's level of every game, the same for everyone, one ranked try each.",
    discussion: """
      The day is the UTC date; its levels are made from the date alone. The first run of each game \
      today is ranked (a run left before its end counts); later runs, and runs of past days, are \
      practice. Ranked runs are kept on the day's board (GAME/daily-DATE) with their replays. \
      The daily log is $XDG_DATA_HOME/arcade/daily. ARCADE_TODAY=YYYY-MM-DD sets the day (tests).
      """)

  @Option(help: ArgumentHelp("Show this day instead of today (a past day is practice).", valueName: "yyyy-mm-dd"))
  var date: String?

  @Flag(help: "Print the day's line to share and leave.")
  var share = false

  @Option(
    help: ArgumentHelp(
      "Print the code of GAME's ranked run that day (`arcade replay CODE` plays it).",
      discussion: "A run shared before it is submitted to a server can be claimed by whoever submits it first; "
        + "runs played over SSH are ranked at once.", valueName: "game"))
  var code: String?

  @Option(
    help: ArgumentHelp("Save GAME's level of the day as a level file (a new file).", valueName: "game"),
    completion: .list(GameCatalog.gameNames))
  var save: String?

  @Argument(
    help: ArgumentHelp("With --save: the file to write.", valueName: "file"), completion: .file(extensions: ["level"]))
  var file: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    let today: (date: DailyDate, secondsLeft: Int)
    do {
      today = try app.today()
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(2)
    }
    var day = today.date
    if let date {
      guard let parsed = DailyDate(date), parsed <= today.date else {
        StandardError.report("--date '\(date.prefix(40))': expected a day such as \(today.date), not after today")
        throw ExitCode(2)
      }
      day = parsed
    }
    let challenge = DailyChallenge(date: day, registry: app.registry)
    if share {
      let log = try readLog(app)
      StandardOutput.print(DailyShare.line(for: challenge, log: log))
      return
    }
    if let code { return try printCode(of: code, challenge: challenge, app: app) }
    if let save { return try saveLevel(of: save, challenge: challenge, app: app) }
    if file != nil {
      StandardError.report("a file is only taken with --save GAME FILE")
      throw ExitCode(2)
    }
    let scene: DailyScene
    do {
      scene = try app.dailyScene(keyBindings: app.settings.keys, showing: day)
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(1)
    }
    throw ExitCode(app.run(root: scene))
  }

  private func readLog(_ app: LiveArcade) throws -> DailyLog {
    do {
      return try app.dailyLog()
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(1)
    }
  }

  private func daily(_ name: String, in challenge: DailyChallenge, app: LiveArcade) throws -> DailyGame {
    _ = try app.entry(named: name)
    guard let game = challenge.game(name) else {
      StandardError.report("\(name) has no level of the day (its levels cannot be generated)")
      throw ExitCode(2)
    }
    return game
  }

  private func printCode(of name: String, challenge: DailyChallenge, app: LiveArcade) throws {
    let game = try daily(name, in: challenge, app: app)
    guard let replay = app.scores.replays(on: game.board).first else {
      StandardError.report(
        "no ranked run of \(game.entry.title) on \(challenge.date) is kept (play it with `arcade daily`, and keep the score)"
      )
      throw ExitCode(1)
    }
    StandardOutput.print(ShareCode.code(of: replay))
  }

  private func saveLevel(of name: String, challenge: DailyChallenge, app: LiveArcade) throws {
    let game = try daily(name, in: challenge, app: app)
    guard let file else {
      StandardError.report("--save \(name) needs the file to write: arcade daily --save \(name) FILE")
      throw ExitCode(2)
    }
    try app.writeNewFile(game.level.canonicalText, to: file)
    StandardOutput.print("Wrote \(game.entry.title)'s level of \(challenge.date) to \(file).")
  }
}
