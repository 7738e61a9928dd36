import ArcadeKit
import Drawing

/// How a replay ended.
public enum ReplayOutcome: Hashable, Sendable {
  /// Every input and step was played.
  case finished
  /// The game closed itself before the end (it left the screen).
  case closed
  /// The replay does not fit the game: an input the game could never have received there.
  case diverged(String)
}

/// What one call to `ReplayPlayer.advance` did.
public enum ReplayProgress: Hashable, Sendable {
  /// A step was taken.
  case stepped
  /// Inputs were handled and the game waits for more before it moves (watchers hold here).
  case waitingForInput
  /// The replay ended (see `outcome`).
  case ended
}

/// A player of any game's replays (the watcher, the verifier, `arcade replay`).
public typealias AnyReplayPlayer = ReplayPlayer<AnyScene>

/// Plays a replay into a game's scene, headless: each input at its step, then the step.
///
/// Watching (`ReplayScene`), verifying a score (`ReplayVerifier`) and racing a ghost
/// (`ReplayTrack`) all go through this one driver. It does what the session did while the game
/// was recorded: the inputs that arrived after `n` steps are handled, then step `n + 1` is
/// taken while the scene animates. Commands the scene returns are not carried out (no overlay,
/// file or sound), except that scores are collected and a scene that closes itself ends the
/// replay. It is generic over the scene's type, so a ghost reads its own game's state with no
/// cast; `AnyReplayPlayer` plays whichever game a replay names.
public struct ReplayPlayer<Game: Scene>: Sendable {
  /// How a replay ended.
  public typealias Outcome = ReplayOutcome
  /// What one call to `advance` did.
  public typealias Progress = ReplayProgress

  /// The replay being played (longer once `extend(with:)` took a live game's newer recording).
  public private(set) var replay: Replay
  /// The game's scene as the replay has brought it.
  public private(set) var scene: Game
  /// Steps taken.
  public private(set) var step = 0
  /// The scores the game submitted, in order.
  package private(set) var submissions: [ScoreSubmission] = []
  /// How it ended, once it has.
  public private(set) var outcome: Outcome?
  /// The index of the next input to handle.
  private var nextEvent = 0

  /// Starts playing `replay` into `scene`, a new scene made from the replay's header.
  public init(replay: Replay, scene: Game) {
    self.replay = replay
    self.scene = scene
  }

  /// Whether the replay has ended.
  public var isOver: Bool { outcome != nil }

  /// The score of the last submission, the one the replay's score stands for.
  package var finalScore: Int? { submissions.last?.score }

  // MARK: - Playing

  /// Handles the inputs due now (stopping where the game waits for more input) and takes the
  /// next step.
  public mutating func advance() -> Progress {
    guard outcome == nil else { return .ended }
    let events = replay.events
    while nextEvent < events.count, events[nextEvent].step == step {
      let event = events[nextEvent].event
      nextEvent += 1
      if let problem = problem(with: event) {
        outcome = .diverged("input \(nextEvent) at step \(step): \(problem)")
        return .ended
      }
      let commands = scene.handle(event)
      if nextEvent == events.count, replay.ending == .left { answerYes(in: commands) }
      absorb(commands)
      if outcome != nil { return .ended }
      if !scene.isAnimating, nextEvent < events.count, events[nextEvent].step == step { return .waitingForInput }
    }
    guard step < replay.steps else {
      // The arcade closed here while a result was on screen: the game hears it, as it did.
      if replay.ending == .closed, nextEvent == events.count { absorb(scene.handle(.closing)) }
      if outcome == nil { outcome = .finished }
      return .ended
    }
    guard scene.isAnimating else {
      let next =
        nextEvent < events.count ? "its next input is at step \(events[nextEvent].step)" : "it has no more inputs"
      outcome = .diverged("the game waits for input after step \(step), but \(next) and it lasts \(replay.steps) steps")
      return .ended
    }
    step += 1
    absorb(scene.step())
    return outcome == nil ? .stepped : .ended
  }

  /// Plays to the end, at most `ReplayLimits.maximumSteps` steps; returns how it ended.
  @discardableResult
  package mutating func playToEnd() -> Outcome {
    var rounds = 0
    let limit = ReplayLimits.maximumSteps + ReplayLimits.maximumEvents + 1
    while outcome == nil, rounds <= limit {
      _ = advance()
      rounds += 1
    }
    return outcome ?? .diverged("did not end within \(limit) rounds")
  }

  /// Goes on with `newer`, the same game recorded further (a live game being watched: its
  /// inputs and steps so far); false, and nothing changes, when `newer` is another game or
  /// does not begin with what was played (the player restarted).
  public mutating func extend(with newer: Replay) -> Bool {
    guard newer.header == replay.header, newer.steps >= replay.steps, newer.events.count >= replay.events.count,
      newer.events.prefix(replay.events.count).elementsEqual(replay.events),
      outcome == nil || outcome == .finished
    else { return false }
    replay = newer
    // The old end was only where the recording stood: the game goes on.
    if outcome == .finished { outcome = nil }
    return true
  }

  /// Plays until `step` steps have been taken (or the end).
  public mutating func play(toStep target: Int) {
    while outcome == nil, step < target { _ = advance() }
  }

  // MARK: - Commands

  /// Collects scores; a pop or quit ends the replay. Overlays, files and sounds are not shown.
  private mutating func absorb(_ commands: [Command]) {
    for command in commands {
      switch command {
      case .perform(.submitScore(let submission)): submissions.append(submission)
      case .pop, .quit: if outcome == nil { outcome = .closed }
      case .push, .replace, .perform: break
      }
    }
  }

  /// The recorded game ended with the player saying yes to leaving: carries out the question's
  /// yes (the game may swap itself for its ended copy and submit its score there).
  private mutating func answerYes(in commands: [Command]) {
    for case .push(let pushed) in commands {
      guard let question = pushed as? ConfirmScene else { continue }
      for command in question.onYes {
        if case .replace(let ended) = command, let continued = Self.continuing(ended) { scene = continued }
      }
      absorb(question.onYes.filter { if case .perform = $0 { true } else { false } })
    }
  }

  /// The scene a game swapped itself for, as the player's type: the game's own type (its ended
  /// copy), or any scene when the player plays any game.
  private static func continuing(_ scene: any Scene) -> Game? {
    if let same = scene as? Game { return same }
    return AnyScene(scene) as? Game
  }

  /// Why an input could not have reached the game where it stands in the replay, if it could not.
  private func problem(with event: InputEvent) -> String? {
    guard case .mouse(let mouse) = event else { return nil }
    // The session hands a game no input while the terminal is smaller than the game needs.
    let minimum = scene.minimumSize
    guard mouse.screen.width >= minimum.width, mouse.screen.height >= minimum.height,
      mouse.screen.width <= Canvas.maximumSize.width, mouse.screen.height <= Canvas.maximumSize.height
    else {
      return
        "a click on a \(mouse.screen.width)×\(mouse.screen.height) screen, where the game needs \(minimum.width)×\(minimum.height) to \(Canvas.maximumSize.width)×\(Canvas.maximumSize.height)"
    }
    return nil
  }
}
