import ArcadeKit
import DotGame
import Drawing
import GameKit
import TestSupport
import Testing

@testable import Launcher

/// The daily challenge with Dot, the kit's test game: the first run of the day is ranked and
/// goes to the day's board with its replay, every other run is practice, a run left after its
/// start counts, and what was kept survives a restart. The day is given, never read.
@Suite struct DailySceneTests {
  static let day = DailyDate("2026-11-25")!
  static let registry = GameRegistry([
    DotGame.entry { _ in [DotLevel(name: "Plain", width: 5, height: 3, goalX: 4, goalY: 2)] }
  ])
  static let path = "/data/arcade/daily"

  static func scene(book: DailyBook, showing date: DailyDate? = nil) -> DailyScene {
    DailyScene(registry: registry, today: day, secondsToNextDay: 3_723, book: book, showing: date)
  }

  /// The run `commands` pushed, and the daily log they wrote.
  static func pushed(_ commands: [Command]) -> (run: DailyRunScene?, written: String?) {
    var run: DailyRunScene?
    var written: String?
    for command in commands {
      if case .push(let scene) = command { run = scene as? DailyRunScene }
      if case .perform(.writeFile(let path, let text)) = command, path == Self.path { written = text }
    }
    return (run, written)
  }

  /// Steers the dot to the day's goal; the commands of the last step.
  static func finish(_ run: inout DailyRunScene) -> [Command] {
    let level = run.daily.level.model(as: DotLevel.self)!
    var commands: [Command] = []
    _ = run.handle(.key(.right))
    for _ in 0..<level.goalX { commands = run.step() }
    if level.goalY > 0 {
      _ = run.handle(.key(.down))
      for _ in 0..<level.goalY { commands = run.step() }
    }
    return commands
  }

  @Test func theDaysLevelComesFromTheDateAlone() throws {
    let one = DailyChallenge(date: Self.day, registry: Self.registry)
    let again = DailyChallenge(date: Self.day, registry: Self.registry)
    let tomorrow = DailyChallenge(date: Self.day.next, registry: Self.registry)
    let game = try #require(one.game("dot"))
    #expect(game.level.canonicalText == again.game("dot")?.level.canonicalText)
    #expect(game.seed == again.game("dot")?.seed)
    #expect(game.level.canonicalText != tomorrow.game("dot")?.level.canonicalText)
    #expect(game.level.name == "Daily 2026-11-25")
    #expect(game.board == "dot/daily-2026-11-25")
  }

  @Test func theFirstRunIsRankedAndGoesToTheDaysBoardWithItsReplay() throws {
    let book = DailyBook(log: DailyLog(), path: Self.path)
    var scene = Self.scene(book: book)
    let (pushed, written) = Self.pushed(scene.handle(.key(.enter)))
    var run = try #require(pushed)
    #expect(run.ranked)
    #expect(written?.contains("2026-11-25 dot started") == true, "the run counts from its start")
    let commands = Self.finish(&run)
    let submission = try #require(
      commands.compactMap { command -> ScoreSubmission? in
        if case .perform(.submitScore(let submission)) = command { return submission }
        return nil
      }.first)
    #expect(submission.board == "dot/daily-2026-11-25")
    #expect(submission.boardTitle == "Dot \u{2014} daily 2026-11-25")
    #expect(submission.replay?.header.board == "dot/daily-2026-11-25")
    #expect(Self.pushed(commands).written?.contains("2026-11-25 dot finished \(submission.score)") == true)
    #expect(book.current.state(of: "dot", on: Self.day) == .finished("\(submission.score) (\(submission.detail!))"))
    // The replay proves the score, and so does its share code.
    let replay = try #require(submission.replay)
    let verifier = ReplayVerifier(registry: Self.registry)
    #expect(verifier.verdict(of: replay) == .verified)
    #expect(verifier.verdict(of: try ShareCode.replay(from: ShareCode.code(of: replay))) == .verified)
    var forged = replay
    forged.score = submission.score + 5
    #expect(verifier.verdict(of: try ShareCode.replay(from: ShareCode.code(of: forged))) != .verified)
  }

  @Test func everyLaterRunIsPracticeAndKeepsNothing() throws {
    var log = DailyLog()
    log.finish("dot", on: Self.day, shown: "90")
    let book = DailyBook(log: log, path: Self.path)
    var scene = Self.scene(book: book)
    let (pushed, written) = Self.pushed(scene.handle(.key(.enter)))
    var run = try #require(pushed)
    #expect(!run.ranked)
    #expect(written == nil)
    let commands = Self.finish(&run)
    #expect(!commands.contains { if case .perform(.submitScore) = $0 { true } else { false } })
    #expect(book.current.state(of: "dot", on: Self.day) == .finished("90"))
  }

  @Test func aRunLeftAfterItsStartCountsAsPlayed() throws {
    let book = DailyBook(log: DailyLog(), path: Self.path)
    var scene = Self.scene(book: book)
    let (pushed, written) = Self.pushed(scene.handle(.key(.enter)))
    #expect(try #require(pushed).ranked)
    // The player leaves the run: nothing more is written; the start was.
    let kept = try #require(written)
    let restarted = DailyBook(log: DailyLog(text: kept), path: Self.path)
    #expect(restarted.current.state(of: "dot", on: Self.day) == .started)
    var again = Self.scene(book: restarted)
    #expect(try #require(Self.pushed(again.handle(.key(.enter))).run).ranked == false)
  }

  @Test func aPastDayIsPractice() throws {
    let book = DailyBook(log: DailyLog(), path: Self.path)
    var scene = Self.scene(book: book)
    _ = scene.handle(.key(.left))
    #expect(scene.challenge.date == Self.day.previous)
    let (pushed, written) = Self.pushed(scene.handle(.key(.enter)))
    #expect(try #require(pushed).ranked == false)
    #expect(written == nil)
    _ = scene.handle(.key(.right))
    _ = scene.handle(.key(.right))
    #expect(scene.challenge.date == Self.day, "never past today")
  }

  @Test func theCountdownAsksTheHostForTheClockAndTurnsTheDay() {
    // 2026-11-25 23:59:58 UTC, then the clock moves as the test says.
    var now = 1_795_564_800.0 + 86_398
    var scene = DailyScene(
      registry: Self.registry, today: Self.day, secondsToNextDay: 2, book: DailyBook(log: DailyLog(), path: nil))
    /// A second: the scene asks for the clock, and the host's answer comes back.
    func second(passing seconds: Double) {
      now += seconds
      let asked = scene.step()
      #expect(asked.count == 1)
      guard case .perform(.request(let request))? = asked.first, request.request is ReadClock else {
        Issue.record("a step asks the host for the clock: \(asked)")
        return
      }
      #expect(scene.handle(.effect(.reply(RequestReply(to: ReadClock.self, now)))).isEmpty)
    }
    second(passing: 1)
    #expect(scene.today == Self.day && scene.secondsToNextDay == 1)
    second(passing: 1)
    #expect(scene.today == Self.day.next && scene.challenge.date == Self.day.next)
    #expect(scene.secondsToNextDay == 86_400)
    // Ten minutes in a game: the countdown is right again at the next second.
    second(passing: 600)
    #expect(scene.today == Self.day.next && scene.secondsToNextDay == 85_800)
  }

  @Test func theScreen() {
    var log = DailyLog()
    log.start("dot", on: Self.day.previous)
    let scene = Self.scene(book: DailyBook(log: log, path: nil))
    var canvas = Canvas(size: Size(width: 80, height: 24), capabilities: .full)
    scene.render(into: &canvas)
    let expected = """

                                 Daily challenge 2026-11-25
                             streak 1 day   next day in 1:02:03

                 ▶ Dot          not played


















                 Enter play (ranked)   ←→ day   S share   ? help   Esc back
      """
    let problem = TextSnapshot.difference(canvas, expected)
    #expect(problem == nil, "\(problem ?? "")")
  }

  @Test func theShareLine() throws {
    var log = DailyLog()
    log.finish("dot", on: Self.day, shown: "93 (93 steps to spare)")
    let challenge = DailyChallenge(date: Self.day, registry: Self.registry)
    #expect(DailyShare.line(for: challenge, log: log) == "arcade daily 2026-11-25 \u{00B7} Dot 93 (93 steps to spare)")
    var scene = Self.scene(book: DailyBook(log: log, path: nil))
    _ = scene.handle(.key(.character("s")))
    var canvas = Canvas(size: Size(width: 80, height: 24), capabilities: .full)
    scene.render(into: &canvas)
    #expect(canvas.plainText.contains("arcade daily 2026-11-25 · Dot 93 (93 steps to spare)"))
  }
}

/// A game that, asked to leave, would record the run so far (as Balls does) and put a copy of
/// itself in its place.
private struct LeavingScene: Scene {
  var left = false

  mutating func handle(_ event: InputEvent) -> [Command] {
    guard event.key == .escape else { return [] }
    var ended = self
    ended.left = true
    let submission = ScoreSubmission(game: "dot", board: "dot/from-1", boardTitle: "Dot", score: 12, seed: 1)
    return [.push(ConfirmScene("Leave?", onYes: [.replace(ended), .perform(.submitScore(submission))]))]
  }

  func render(into canvas: inout Canvas) {}
}

@Suite struct DailyRunLeavingTests {
  @Test func aRunLeftBeforeItsEndRecordsNoScoreAndStaysARunOfTheDay() throws {
    let daily = try #require(DailyChallenge(date: DailySceneTests.day, registry: DailySceneTests.registry).game("dot"))
    let book = DailyBook(log: DailyLog(), path: nil)
    var run = DailyRunScene(game: LeavingScene(), daily: daily, ranked: true, book: book)
    let commands = run.handle(.key(.escape))
    guard case .push(let pushed) = try #require(commands.first), let question = pushed as? ConfirmScene else {
      Issue.record("the question is asked: \(commands)")
      return
    }
    #expect(!question.onYes.contains { if case .perform(.submitScore) = $0 { true } else { false } })
    guard case .replace(let next) = try #require(question.onYes.first) else {
      Issue.record("the game's copy takes its place")
      return
    }
    #expect(next is DailyRunScene)
    #expect(
      book.current.state(of: "dot", on: DailySceneTests.day) == .notPlayed,
      "the run's start is the Daily screen's to write")
  }
}
