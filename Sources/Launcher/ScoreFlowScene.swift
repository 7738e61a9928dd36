import ArcadeKit
import Drawing
import Scores

/// The whole score flow after a game, as one scene that never blocks: the game's result left
/// on screen for a beat, the name prompt, "waiting for the score file" while another process
/// holds it, notices for what the store reports, and the board.
///
/// It asks the score file for work through requests (`CheckScore`, `SaveScore`) and gets the
/// answers back as events, whenever they come. A busy file is tried
/// again on every step (0.1 s) for `ScoreStore.standardLockTimeout` seconds; then the score is
/// kept in memory, to be saved with the next one or when the arcade closes. When the arcade
/// ends in any state, the score is handed over (`.closing` returns `.submitScore`) under the
/// name the prompt offered, or the player's if given.
public struct ScoreFlowScene: Scene {
  /// Steps per second: the beat's, and how often a busy score file is tried again.
  public static let rate = 10.0
  /// Steps until the game's result gives way on its own (2 s).
  public static let beatSteps = 20
  /// Steps before a key or click may end the beat sooner (0.4 s): keys pressed in the heat of play.
  public static let settleSteps = 4
  /// Steps of trying a busy score file before the score is kept for later: as long as the
  /// store itself would wait.
  public static let waitSteps = Int((ScoreStore.standardLockTimeout * rate).rounded())

  /// Where the flow is; each state holds only what it needs.
  public enum State: Sendable {
    /// The game's result stays on screen (this draws nothing).
    case beat(Beat)
    /// Asking the score file what the score means.
    case checking(Checking)
    /// The name prompt.
    case naming(Naming)
    /// Saving the named score, trying again while the file is busy.
    case saving(Saving)
    /// Panels one after the other (notices, the board), each closed by a key.
    case showing(Showing)
  }

  /// The result left on screen for a moment.
  public struct Beat: Sendable {
    /// Steps taken so far.
    public fileprivate(set) var steps = 0
  }

  /// Waiting for the check's answer.
  public struct Checking: Sendable {
    /// Whether the check was asked (else it is asked on the next step).
    public fileprivate(set) var asked: Bool
  }

  /// The name prompt, offering the name the check found.
  public struct Naming: Sendable {
    /// The prompt (its field, its screens).
    public fileprivate(set) var prompt: NameEntryScene
  }

  /// Saving under `name`: asked once at once, then on each step while the file is busy.
  public struct Saving: Sendable {
    /// The name to save under (empty: the one the prompt would offer).
    public let name: String
    /// Steps waited so far.
    public fileprivate(set) var steps = 0
    /// Whether a save is asked and not yet answered.
    public fileprivate(set) var asked: Bool
    /// Why the file is busy, once it was: the screen says the flow waits.
    public fileprivate(set) var busyReason: String?
  }

  /// Panels shown in turn, then the name prompt if one follows (warnings come before it).
  public struct Showing: Sendable {
    /// The panels still to show, the one on screen first.
    public fileprivate(set) var panels: [Panel]
    /// The prompt that follows the panels, if any.
    public let then: Naming?
  }

  /// A panel of the flow.
  public enum Panel: Hashable, Sendable {
    /// A message (a warning, a score not saved).
    case notice(ScoreNotice)
    /// The board.
    case board(ShownScoreBoard)
  }

  private let submission: ArcadeKit.ScoreSubmission
  /// Where the flow is.
  public private(set) var state: State
  /// The warnings already shown: a later answer repeating one does not show it twice.
  private var shownWarnings: Set<ScoreNotice> = []

  /// The flow for a finished game's `submission`: a beat first, unless the player has already
  /// seen the result (`resultShown`).
  public init(submission: ArcadeKit.ScoreSubmission) {
    self.submission = submission
    if !submission.resultShown {
      state = .beat(Beat())
    } else if let name = submission.playerName {
      state = .saving(Saving(name: name, asked: false))
    } else {
      state = .checking(Checking(asked: false))
    }
  }

  public var isAnimating: Bool {
    switch state {
    case .beat, .checking, .saving: true
    case .naming, .showing: false
    }
  }
  public var stepsPerSecond: Double { Self.rate }
  /// The game's result panel shows through the beat; after it, one panel at a time.
  public var overlay: Overlay? {
    switch state {
    case .beat, .checking: .panel
    case .naming, .saving, .showing: Overlay(hidesPanelsBelow: true)
    }
  }
  public var minimumSize: Size {
    switch state {
    case .beat, .checking: Size(width: 0, height: 0)
    case .naming(let naming): naming.prompt.minimumSize
    case .saving: Size(width: 44, height: 8)
    case .showing(let showing): showing.panels.first.map(Self.scene(for:))?.minimumSize ?? Size(width: 0, height: 0)
    }
  }
  /// A resize shows the result again; nothing here needs a pause.
  public var pausesWhenInterrupted: Bool { false }

  // MARK: - Events

  public mutating func handle(_ event: InputEvent) -> [Command] {
    if event == .closing { return closing() }
    if case .effect = event { return answered(event) }
    switch state {
    case .beat(let beat):
      return event.dismissesPanel && beat.steps >= Self.settleSteps ? begin() : []
    case .checking:
      return []
    case .naming(var naming):
      guard let key = event.key else { return [] }
      let answer = naming.prompt.answer(key)
      state = .naming(naming)
      switch answer {
      case .typing: return []
      case .save(let name): return save(Saving(name: name, asked: false))
      case .skip: return [.pop]
      }
    case .saving(let saving):
      // Esc while waiting: keep the score for later now instead of after the whole wait.
      guard event.key == .escape, saving.busyReason != nil, !saving.asked else { return [] }
      return save(saving, keepWhenBusy: true)
    case .showing(var showing):
      guard event.dismissesPanel else { return [] }
      showing.panels.removeFirst()
      return show(showing)
    }
  }

  public mutating func step() -> [Command] {
    switch state {
    case .beat(var beat):
      beat.steps += 1
      state = .beat(beat)
      return beat.steps == Self.beatSteps ? begin() : []
    case .checking(let checking):
      return checking.asked ? [] : check()
    case .saving(var saving):
      saving.steps += 1
      state = .saving(saving)
      return saving.asked ? [] : save(saving, keepWhenBusy: saving.steps >= Self.waitSteps)
    case .naming, .showing:
      return []
    }
  }

  /// After the beat: check the score, or save it at once when it already has a name.
  private mutating func begin() -> [Command] {
    if let name = submission.playerName { return save(Saving(name: name, asked: false)) }
    return check()
  }

  private mutating func check() -> [Command] {
    state = .checking(Checking(asked: true))
    return [.ask(CheckScore(submission))]
  }

  /// Asks to save under `saving.name`; with `keepWhenBusy` a busy file keeps the score for later.
  private mutating func save(_ saving: Saving, keepWhenBusy: Bool = false) -> [Command] {
    var saving = saving
    saving.asked = true
    state = .saving(saving)
    let waited = Double(saving.steps) / Self.rate
    return [.ask(SaveScore(named(saving.name), keepWhenBusy: keepWhenBusy, waited: waited))]
  }

  /// What the score file answered; an answer the flow no longer waits for is ignored.
  private mutating func answered(_ event: InputEvent) -> [Command] {
    switch (state, event.reply(to: CheckScore.self), event.reply(to: SaveScore.self)) {
    case (.checking, let check?, _):
      let warnings = notices(check.warnings)
      switch check.outcome {
      case .nothingToKeep:
        return [.pop]
      case .noStore(let reason):
        return show(
          Showing(panels: warnings + [.notice(ScoreNotice(title: "Score not saved", lines: [reason]))], then: nil))
      case .qualifies(let offeredName):
        let naming = Naming(prompt: NameEntryScene(submission: submission, name: offeredName))
        return show(Showing(panels: warnings, then: naming))
      case .wouldNotRank(let board):
        return show(Showing(panels: warnings + [.board(board)], then: nil))
      case .busy(let reason):
        // A read that found the file busy: save under the name the prompt would offer, waiting.
        state = .saving(Saving(name: "", asked: false, busyReason: reason))
        return []
      case .failed(let reason):
        return show(Showing(panels: warnings + [Self.notSaved(reason)], then: nil))
      }
    case (.saving(var saving), _, let save?) where saving.asked:
      let warnings = notices(save.warnings)
      switch save.outcome {
      case .saved(let board):
        return show(Showing(panels: warnings + [.board(board)], then: nil))
      case .busy(let reason):
        saving.asked = false
        saving.busyReason = reason
        state = .saving(saving)
        return []
      case .kept(let reason):
        let kept = ScoreNotice(
          title: "Score kept, not yet saved",
          lines: [
            reason, "Your score is kept: it is saved with your next one, or when you leave the arcade.",
          ])
        return show(Showing(panels: warnings + [.notice(kept)], then: nil))
      case .failed(let reason):
        return show(Showing(panels: warnings + [Self.notSaved(reason)], then: nil))
      }
    default:
      return []
    }
  }

  /// Shows the next panel, or the prompt after them, or ends the flow.
  private mutating func show(_ showing: Showing) -> [Command] {
    if !showing.panels.isEmpty {
      state = .showing(showing)
      return []
    }
    guard let naming = showing.then else { return [.pop] }
    state = .naming(naming)
    return []
  }

  /// The last word when the arcade ends: the score, unless it is saved or kept already.
  private func closing() -> [Command] {
    let name: String
    switch state {
    case .beat, .checking: name = submission.playerName ?? ""
    case .naming(let naming): name = naming.prompt.offeredName
    case .saving(let saving): name = saving.name
    case .showing(let showing):
      guard let naming = showing.then else { return [] }
      name = naming.prompt.offeredName
    }
    return [.perform(.submitScore(named(name)))]
  }

  /// The submission under `name`, its result seen.
  private func named(_ name: String) -> ArcadeKit.ScoreSubmission {
    var named = submission
    named.playerName = name
    named.resultShown = true
    return named
  }

  /// The warnings not shown yet, as panels.
  private mutating func notices(_ warnings: [ScoreNotice]) -> [Panel] {
    let fresh = warnings.filter { !shownWarnings.contains($0) }
    shownWarnings.formUnion(fresh)
    return fresh.map(Panel.notice)
  }

  private static func notSaved(_ reason: String) -> Panel {
    .notice(ScoreNotice(title: "Score not saved", lines: [reason, "The game goes on; nothing on disk was changed."]))
  }

  // MARK: - Drawing

  public func render(into canvas: inout Canvas) {
    switch state {
    case .beat, .checking:
      break  // the game's result shows
    case .naming(let naming):
      naming.prompt.render(into: &canvas)
    case .saving(let saving):
      guard saving.busyReason != nil else { return }
      canvas.centeredPanel(
        title: "Saving your score",
        lines: ["Waiting for the score file…", "(another arcade is saving its scores)", "", "Esc: save it later"])
    case .showing(let showing):
      showing.panels.first.map(Self.scene(for:))?.render(into: &canvas)
    }
  }

  /// The scene that draws `panel`.
  private static func scene(for panel: Panel) -> any Scene {
    switch panel {
    case .notice(let notice): NoticeScene(title: notice.title, lines: notice.lines)
    case .board(let board): ScoreBoardScene(board)
    }
  }
}
