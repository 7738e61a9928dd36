import ArcadeKit
import Drawing

// MARK: - DailyRunScene

/// A run of a daily game: the game's own scene, with its score sent where the day's rules say.
///
/// The day's first run of a game is the ranked one, and it is one try: it ends with the game's
/// first result, pass or fail (a failed Balls level, a lost Paddles game, Lander's last crash),
/// which goes to the day's board (`maze/daily-2026-11-25`, with its replay, so `scores verify`
/// checks it) and into the daily log. A try given up before its result (Maze's R starts the
/// level again: its recording restarts) ends the ranked run with no result, as leaving does.
/// Every later try, and every run of a past day, is practice: its score is shown by the game
/// and kept nowhere, and the screen says so. A run left before its end keeps no score, even
/// where the game would record one (Balls records the run so far).
public struct DailyRunScene: Scene {
  /// The game's scene.
  public private(set) var game: AnyScene
  /// The day's game being played.
  public let daily: DailyGame
  /// Whether this run's first result is the ranked one (false once it is taken or given up).
  public private(set) var ranked: Bool
  /// Whether what is played now is practice (it says so on screen): a run begun as practice,
  /// or a try begun after the ranked one ended.
  public private(set) var isPractice: Bool
  private let book: DailyBook
  /// Inputs the game's recording held after the last one handled while ranked: fewer after an
  /// input means the game began its try again.
  private var recordedInputs = 0

  /// A run of `daily` in `game`; `ranked` for the day's first run.
  public init(game: any Scene, daily: DailyGame, ranked: Bool, book: DailyBook) {
    self.init(game: game, daily: daily, ranked: ranked, isPractice: !ranked, book: book)
  }

  private init(game: any Scene, daily: DailyGame, ranked: Bool, isPractice: Bool, book: DailyBook) {
    self.game = AnyScene(game)
    self.daily = daily
    self.ranked = ranked
    self.isPractice = isPractice
    self.book = book
  }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    let commands = route(game.handle(event))
    if ranked { noteRestart() }
    notePractice()
    return commands
  }

  public mutating func step() -> [Command] {
    let commands = route(game.step())
    notePractice()
    return commands
  }

  public func render(into canvas: inout Canvas) {
    game.render(into: &canvas)
    guard isPractice else { return }
    canvas.labelInFreeCorner(" practice: not ranked ")
  }

  public var isAnimating: Bool { game.isAnimating }
  public var stepsPerSecond: Double { game.stepsPerSecond }
  public var minimumSize: Size { game.minimumSize }
  public var hasGameInProgress: Bool { game.hasGameInProgress }
  public var wantsKeyReleases: Bool { game.wantsKeyReleases }
  public var pausesWhenInterrupted: Bool { game.pausesWhenInterrupted }
  public var overlay: Overlay? { game.overlay }
  public var liveReplay: Replay? { game.base.liveReplay }
  /// The game's narration, and that a try after the ranked one is practice (as its corner label
  /// says), announced when it becomes so.
  public var narration: Narration? {
    guard var narration = game.narration else { return nil }
    if isPractice { narration.facts.insert(SpokenFact("practice", "practice: not ranked"), at: 0) }
    return narration
  }

  /// Ends the ranked try when the game began it again before its result: its recording holds
  /// fewer inputs than before (Maze's R). The log keeps the run as played, with no result.
  private mutating func noteRestart() {
    guard let inputs = game.base.liveReplay?.events.count else { return }
    if inputs < recordedInputs { ranked = false }
    recordedInputs = inputs
  }

  /// Once the ranked try is over, the next try the game begins is practice, and says so.
  private mutating func notePractice() {
    if !ranked, !isPractice, game.hasGameInProgress { isPractice = true }
  }

  /// The game's commands, with its first result taken to the day's board when ranked and every
  /// other result dropped.
  private mutating func route(_ commands: [Command]) -> [Command] {
    var routed: [Command] = []
    for command in commands {
      if case .push(let pushed) = command, let question = pushed as? ConfirmScene {
        routed.append(.push(leaving(question)))
        continue
      }
      guard case .perform(.submitScore(var submission)) = command else {
        routed.append(command)
        continue
      }
      guard ranked else { continue }
      ranked = false
      submission.board = daily.board
      submission.boardTitle = daily.boardTitle
      submission.replay?.header.board = daily.board
      // The day's one try is kept whatever it scored, as a match's loss is.
      submission.recordsEveryResult = true
      let shown = DailyShare.result(of: submission)
      routed.append(.perform(.submitScore(submission)))
      routed += book.change { $0.finish(daily.entry.id, on: daily.date, shown: shown) }
    }
    return routed
  }

  /// The game's question before leaving, with its answers kept inside the run: a score the
  /// game would record for a run left before its end is dropped (a left run is played, with no
  /// result), and the scene that takes the game's place is still a run of the day.
  private func leaving(_ question: ConfirmScene) -> ConfirmScene {
    func answer(_ commands: [Command]) -> [Command] {
      commands.compactMap { command in
        switch command {
        case .perform(.submitScore): nil
        case .replace(let next):
          .replace(DailyRunScene(game: next, daily: daily, ranked: false, isPractice: isPractice, book: book))
        default: command
        }
      }
    }
    return ConfirmScene(
      question.question, onYes: answer(question.onYes), onNo: answer(question.onNo),
      keepsSceneBelowStepping: question.keepsSceneBelowStepping)
  }
}
