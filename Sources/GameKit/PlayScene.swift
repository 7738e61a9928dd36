import ArcadeKit
import Drawing
import Levels
import Replays

// MARK: - PlayScene

/// The one play scene: any `PlayableGame` as a screen of the arcade.
///
/// It does for every game what each game would otherwise write again: keys become the game's
/// actions through the player's bindings; help, pause and leave are `PlayControls`; every input
/// and step is recorded, and the score carries the replay; the best replay of the same start
/// is asked for at the first step and raced as a ghost; the computer plays in attract mode;
/// the session pauses it when the terminal is resized or resumed. The game itself sees only
/// actions, mouse events and steps.
public struct PlayScene<Game: PlayableGame>: Scene {
  /// Steps the game-over panel stays in attract mode before the computer plays again.
  static var stepsAfterGameOver: Int { Int(Game.stepsPerSecond * 2) }

  /// The game as it stands.
  public var game: Game
  /// The levels of this game, and the one it started at (a network joiner's, the host's once
  /// it is known).
  public internal(set) var levels: [Game.Level]
  /// The index of the start level in `levels`.
  public let startIndex: Int
  /// The level being played, where the levels are played in turn (`Game.playsLevelsInTurn`);
  /// otherwise the start level.
  public private(set) var levelIndex: Int
  /// Whether this is a play-test from the game's editor: never ranked, no ghost, the editor
  /// key goes back.
  public let isPlayTest: Bool
  /// Whether the raced ghost is drawn (`Game.ghostToggleAction`).
  public private(set) var showsGhost = true
  /// The seed, recorded with the score.
  public internal(set) var seed: UInt64
  /// The player's keys, recorded with the replay.
  public let keyBindings: KeyBindings
  /// The player's keys for this game.
  public let keys: KeyMap<Game.Action>
  /// Help, pause and leave.
  public let controls: PlayControls
  /// Whether the computer plays (attract mode, `--autoplay`): no score is kept.
  public let autoplay: Bool
  /// The inputs and steps of this game (restarted with it), kept with its score.
  public internal(set) var recording = InputRecording()
  /// The best recorded game from the same start, to race.
  public private(set) var ghost: ReplayTrack<Game.GhostSample>?
  /// Steps since this game started (the ghost's clock).
  public private(set) var stepsPlayed = 0
  /// Whether the ghost was asked for.
  private var askedForGhost = false
  /// Whether the player left and the result leaving records is being handed over: the scene
  /// takes no input and closes at its next step (the score screens closed).
  private var isLeaving = false
  /// The options this game is played with, recorded with its replay.
  public internal(set) var options: Game.Options
  /// Steps the game-over panel has stayed in attract mode.
  private var stepsSinceGameOver = 0

  /// The rules this game plays by (`Game.rulesVersion`; an older one for a replay).
  public let rulesVersion: Int
  /// The network match this game is, if it is one (`NetworkPlayableGame`, `PlayScene+Network`).
  public internal(set) var network: NetworkContext<Game>?

  /// A new game on `levels` from `startIndex`, with the player's keys and `options`; with
  /// `autoplay` the computer plays; `rulesVersion` is older only for a replay recorded under
  /// older rules.
  public init(
    levels: [Game.Level], startIndex: Int = 0, seed: UInt64, keyBindings: KeyBindings = KeyBindings(),
    autoplay: Bool = false, rulesVersion: Int = Game.rulesVersion, options: Game.Options = .standard,
    playTest: Bool = false
  ) {
    self.init(
      levels: levels, startIndex: startIndex, seed: seed, keyBindings: keyBindings, autoplay: autoplay,
      rulesVersion: rulesVersion, options: options, playTest: playTest, controls: Game.playControls(keyBindings),
      network: nil)
  }

  /// A new game as above, with its `controls`, in a `network` match or not.
  init(
    levels: [Game.Level], startIndex: Int, seed: UInt64, keyBindings: KeyBindings, autoplay: Bool, rulesVersion: Int,
    options: Game.Options, playTest: Bool, controls: PlayControls, network: NetworkContext<Game>?
  ) {
    let startIndex = levels.indices.contains(startIndex) ? startIndex : 0
    self.levels = levels
    self.startIndex = startIndex
    levelIndex = startIndex
    isPlayTest = playTest
    self.seed = seed
    self.keyBindings = keyBindings
    self.autoplay = autoplay
    self.rulesVersion = rulesVersion
    self.options = options
    keys = keyBindings.map(Game.Action.self, in: Game.id)
    self.controls = controls
    self.network = network
    // The game now played: the start level's alone where levels are played in turn.
    game =
      Game.playsLevelsInTurn
      ? Game(
        levels: [levels[startIndex]], startIndex: 0, seed: seed, rulesVersion: rulesVersion,
        options: options.forLevel(startIndex, of: levels.count))
      : Game(levels: levels, startIndex: startIndex, seed: seed, rulesVersion: rulesVersion, options: options)
    game.follow(keys)
  }

  /// The levels the game now played was made with: the one being played where levels are
  /// played in turn, else them all.
  public var gameLevels: [Game.Level] { Game.playsLevelsInTurn ? [levels[levelIndex]] : levels }
  /// The index of its start in `gameLevels`.
  public var gameStartIndex: Int { Game.playsLevelsInTurn ? 0 : startIndex }
  /// The options of the game now played (its level's, where levels are played in turn).
  public var gameOptions: Game.Options {
    Game.playsLevelsInTurn ? options.forLevel(levelIndex, of: levels.count) : options
  }

  /// A new game as the one now played began.
  func newGame() -> Game {
    var game = Game(
      levels: gameLevels, startIndex: gameStartIndex, seed: seed, rulesVersion: rulesVersion, options: gameOptions)
    game.follow(keys)
    return game
  }

  /// The score board of this game (its start level's).
  public var board: String { Game.board(levels: gameLevels, startIndex: gameStartIndex, options: gameOptions) }
  /// The title of that board.
  public var boardTitle: String {
    Game.boardTitle(levels: gameLevels, startIndex: gameStartIndex, options: gameOptions)
  }
  /// Whether the game is over.
  public var isOver: Bool { game.result != nil }

  // MARK: - Scene

  public var isAnimating: Bool {
    if let network { return networkIsAnimating || network.session.hasCallers }
    return isLeaving || autoplay || (!isOver && game.isAnimating)
  }
  public var stepsPerSecond: Double { network == nil ? Game.stepsPerSecond : networkStepsPerSecond }
  public var minimumSize: Size { Game.minimumSize }
  public var hasGameInProgress: Bool {
    if let network { return network.session.isUnderway }
    return !isOver && !autoplay && !isPlayTest && game.isInProgress
  }
  public var wantsKeyReleases: Bool { Game.wantsKeyReleases && !autoplay }
  /// A network match never pauses: the other player's clock goes on.
  public var pausesWhenInterrupted: Bool { network == nil }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    if network != nil { return handleInNetworkMatch(event) }
    guard !isLeaving else { return [] }
    recording.record(event)
    switch event {
    case .key(let key):
      let action = keys.action(for: key)
      if isPlayTest, let action, action == Game.editorAction { return [.pop] }
      if !autoplay, controls.action(for: key) == .back, let leaving = leave() { return leaving }
      if let command = controls.command(for: key, in: self) {
        // Help, pause or the leave question covers the game: no release will come for its keys.
        game.interrupted(pausing: controls.action(for: key) == .pause)
        return [command]
      }
      if let action, action == Game.ghostToggleAction {
        showsGhost.toggle()
        return []
      }
      guard !autoplay else { return [] }
      if let action, action == Game.restartAction {
        restart()
        return []
      }
      if isOver {
        if Game.playsLevelsInTurn, key == .enter || (action.map(Game.nextLevelActions.contains) ?? false) {
          return nextLevel()
        }
        if key == .enter || (action != nil && action == Game.againAction) { restart() }
        return []
      }
      if let action { game.press(key, for: action) }
    case .keyRelease(let key):
      if !autoplay, !isOver, let action = keys.action(for: key) { game.release(key, for: action) }
    case .keyReleasesReported(let reported):
      game.keyReleases(reported: reported)
    case .mouse(let mouse):
      if !autoplay, !isOver { game.mouse(mouse) }
    case .closing:
      // The arcade ends while a result is on screen: it is recorded under the name the
      // launcher would have offered.
      guard !autoplay, let result = game.resultOnScreen else { return [] }
      var unattended = submission(result, ending: .closed, shown: true)
      unattended.playerName = ""
      return [.perform(.submitScore(unattended))]
    case .resize, .resumed:
      // The session pauses the game: keys held before it will not report their release.
      game.interrupted(pausing: true)
    case .effect:
      if let loaded = event.reply(to: LoadReplays.self), loaded.board == board {
        ghost = loaded.replays.lazy.compactMap(ghostTrack).first
      }
    case .settingsChanged, .paste:
      break
    }
    return handOver()
  }

  public mutating func step() -> [Command] {
    if network != nil { return stepNetworkMatch() }
    recording.countStep()
    if isLeaving { return [.pop] }
    if isOver {
      stepsSinceGameOver += 1
      if autoplay, stepsSinceGameOver >= Self.stepsAfterGameOver {
        if Game.playsLevelsInTurn { _ = nextLevel(wrapping: true) } else { restart() }
      }
      return []
    }
    var commands: [Command] = []
    if Game.racesGhosts, !askedForGhost, !autoplay, !isPlayTest {
      askedForGhost = true
      commands.append(.ask(LoadReplays(board: board)))
    }
    if autoplay { game.computerStep() }
    let cues = game.step()
    stepsPlayed += 1
    commands += cues.map { cue in
      switch cue {
      case .sound: .perform(.sound)
      }
    }
    if let result = game.result, result.isRanked, !autoplay, !isPlayTest {
      commands.append(.perform(.submitScore(submission(result))))
    }
    return commands + handOver()
  }

  /// What the game shows now, with the ghost where it is at this step, as this game is played.
  public var picture: Game.Picture { picture(glyphs: .unicode) }

  /// What the game shows now on a terminal with `glyphs`.
  public func picture(glyphs: Glyphs) -> Game.Picture {
    let shown = showsGhost ? ghost : nil
    var context = PlayContext(
      keys: keys, global: controls.global, autoplay: autoplay, isPlayTest: isPlayTest, ghostSteps: shown?.steps,
      glyphs: glyphs)
    if Game.playsLevelsInTurn {
      context.levelIndex = levelIndex
      context.levelCount = levels.count
    }
    if let network { context.network = view(of: network, glyphs: glyphs) }
    let sample =
      Game.ghostWaitsAtItsEnd ? shown?.clampedSample(atStep: stepsPlayed) : shown?.sample(atStep: stepsPlayed)
    if let shown, !isOver, let distance = Game.ghostDistance {
      // Where the ghost passed where the player is, within ten seconds either way.
      let window = Int(Game.stepsPerSecond * 10)
      context.ghostLeadSteps = shown.nearestStep(
        to: game.ghostSample, around: stepsPlayed, window: window, distance: distance
      ).map { stepsPlayed - $0 }
    }
    return game.picture(ghost: sample, in: context)
  }

  public func render(into canvas: inout Canvas) {
    picture(glyphs: canvas.glyphs).draw(into: &canvas)
    guard let panel = game.resultPanel else { return }
    canvas.centeredPanel(title: panel.title, lines: panel.lines + [resultFooter])
  }

  // MARK: - Game over and again

  /// A new game from the same start with the same seed: what a replay of it starts from. The
  /// best recorded game is asked for again at its first step: the one just played may be it.
  public mutating func restart() {
    game = newGame()
    stepsPlayed = 0
    stepsSinceGameOver = 0
    recording.restart()
    askedForGhost = false
  }

  /// After a result, the next level as a game of its own (levels played in turn): its own
  /// recording, board and ghost; after the last level the scene leaves, or with `wrapping`
  /// (the computer's demo) the first comes again. A level that cannot be played says why.
  private mutating func nextLevel(wrapping: Bool = false) -> [Command] {
    var next = levelIndex + 1
    if next >= levels.count {
      guard wrapping else { return [.pop] }
      next = 0
    }
    do {
      try Game.check(levels[next])
    } catch {
      if wrapping {
        restart()
        return []
      }
      return [.push(NoticeScene(title: "Cannot play this \(Game.levelNoun)", lines: ["\(error)"]))]
    }
    levelIndex = next
    ghost = nil
    restart()
    return []
  }

  /// The score of `result`, with the game's replay so far; `ending` says how the recording
  /// ends (the player said yes to the leave question, or the arcade closed, after the last
  /// input), and `shown` that the player has seen the result already, so the launcher asks the
  /// name at once.
  func submission(_ result: GameResult, ending: Replay.Ending = .finished, shown: Bool = false)
    -> ScoreSubmission
  {
    ScoreSubmission(
      game: Game.id, board: board, boardTitle: boardTitle,
      lowerIsBetter: Game.lowerScoreIsBetter, score: result.score, timeMilliseconds: result.timeMilliseconds,
      levelReached: result.levelReached ?? (Game.playsLevelsInTurn ? levelIndex + 1 : nil), detail: result.detail,
      seed: seed,
      replay: recording.replay(header: replayHeader, score: result.score, ending: ending),
      recordsEveryResult: network != nil, resultShown: shown)
  }

  /// The result the game handed over while it goes on, recorded with the game so far.
  private mutating func handOver() -> [Command] {
    guard let result = game.takeResultHandedOver(), !autoplay else { return [] }
    return [.perform(.submitScore(submission(result, shown: true)))]
  }

  // MARK: - Leaving with a result

  /// The player leaves a game that records its result on leaving: asked first where the game
  /// says so (yes swaps this scene for one that has left), or left at once; the scene closes
  /// once the score screens do. Nil when leaving records nothing (every game's leave rules).
  private mutating func leave() -> [Command]? {
    var left = self
    guard let leaving = left.game.leave() else { return nil }
    left.isLeaving = true
    guard let note = leaving.question else {
      self = left
      return [.perform(.submitScore(submission(leaving.result, shown: true)))]
    }
    return [
      controls.confirmLeaving(
        onYes: [.replace(left), .perform(.submitScore(submission(leaving.result, ending: .left, shown: true)))],
        note: note)
    ]
  }

  // MARK: - Ghosts

  /// The track of a recorded game this one can race, if it plays to its end (or as far as a
  /// ghost goes) without diverging.
  public func ghostTrack(_ replay: Replay) -> ReplayTrack<Game.GhostSample>? {
    guard let scene = try? PlayScene(replaying: replay.header),
      Game.canRace(recorded: scene.gameLevels, from: scene.gameStartIndex, on: gameLevels, from: gameStartIndex)
    else { return nil }
    return Self.track(of: replay, from: scene)
  }

  /// The track of the recorded game `replay`, if it plays to its end (or as far as a ghost
  /// goes) without diverging: a ghost to race.
  public static func track(of replay: Replay) -> ReplayTrack<Game.GhostSample>? {
    guard let scene = try? PlayScene(replaying: replay.header) else { return nil }
    return track(of: replay, from: scene)
  }

  /// The track of `replay` played into `scene`, the game its header began.
  private static func track(of replay: Replay, from scene: PlayScene) -> ReplayTrack<Game.GhostSample>? {
    let track = ReplayTrack(replay: replay, scene: scene, maximumSteps: Game.ghostSteps) { $0.game.ghostSample }
    return track.outcome == .finished ? track : nil
  }
}
