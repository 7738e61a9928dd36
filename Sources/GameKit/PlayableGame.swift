import ArcadeKit
import Drawing
import Levels

// MARK: - PlayableGame

/// A game as the kit drives it: its rules and state as one value. `PlayScene` supplies
/// everything else once — keys and `PlayControls`, recording and replays, the ghost, the
/// computer player for attract mode and `--autoplay`, the score, pause on interruption — and
/// `GameEntry(playing:levels:)` registers it.
///
/// A game reads nothing but what it is given (its levels, its seed, the actions and steps the
/// kit hands it), so the same inputs make the same game and the same frames everywhere.
public protocol PlayableGame: Sendable {
  /// What a player does with a key (the settings file's `<id>.<action>`).
  associatedtype Action: BindableAction
  /// The game's level model (its level format: fields, model, playability check).
  associatedtype Level: GameLevel
  /// What one frame shows.
  associatedtype Picture: GamePicture
  /// What a ghost of a recorded game shows at a step (a ship's place and heading); `NoGhost`
  /// for a game that races none.
  associatedtype GhostSample: Hashable & Sendable
  /// The options the game is played with that its replays carry (`NoPlayOptions` by default).
  associatedtype Options: PlayOptions = NoPlayOptions

  /// The id on the command line and in score boards (`lander`).
  static var id: String { get }
  /// The name in the menu (`Lander`).
  static var title: String { get }
  /// One line for the menu.
  static var summary: String { get }
  /// How to play, in two or three sentences (the first-start card and the top of the help).
  static var howToPlay: String { get }
  /// The version of the rules: raised whenever the same inputs would make another game.
  static var rulesVersion: Int { get }
  /// Fixed steps per second.
  static var stepsPerSecond: Double { get }
  /// The smallest terminal the game is drawn in.
  static var minimumSize: Size { get }
  /// Whether a lower score is better (times).
  static var lowerScoreIsBetter: Bool { get }
  /// Help lines for what is not a key (the mouse).
  static var pointerHelp: [KeyHelp] { get }
  /// What the game calls one of its levels in messages (`level`, `table`).
  static var levelNoun: String { get }
  /// Whether the game wants key releases (a control held down).
  static var wantsKeyReleases: Bool { get }
  /// The rules a replay may have been recorded under and still be played faithfully (the
  /// game plays an older one as it was, `init(levels:startIndex:seed:rulesVersion:)`).
  static var playableRules: ClosedRange<Int> { get }
  /// The action that starts a new game once one is over, besides Enter (nil: Enter only).
  static var againAction: Action? { get }
  /// The action that starts the game again at any time, not only after its end (Maze's R):
  /// a new game from the same start, its recording begun again. Nil by default.
  static var restartAction: Action? { get }
  /// The action that shows or hides the raced ghost (Maze's G); nil: it is always shown.
  static var ghostToggleAction: Action? { get }
  /// Whether a ghost that has finished waits where it ended (a ball at the goal) rather than
  /// vanishing; false by default.
  static var ghostWaitsAtItsEnd: Bool { get }
  /// Whether each level is a game of its own, played in turn (Maze's mazes): each has its own
  /// game, recording, replay and board; after a result Enter (or one of `nextLevelActions`)
  /// goes on to the next level, and after the last it leaves. False by default: the game
  /// plays its levels itself.
  static var playsLevelsInTurn: Bool { get }
  /// The actions that go on to the next level after a result, besides Enter (levels in turn).
  static var nextLevelActions: [Action] { get }
  /// The action that goes back to the editor from a play-test, besides leaving. Nil by default.
  static var editorAction: Action? { get }
  /// Checks that `level` can be played, throwing a readable reason when not (a maze with no
  /// goal): a setup or a replay with such a level makes no game. By default every level can.
  static func check(_ level: Level) throws
  /// The levels the game ships (`Levels/<id>`), as digests: a run on any other level ranks on
  /// a board of its own levels (`GameBoards.placement`). By default none.
  static var shippedLevels: ShippedLevels { get }
  /// The score board of games started at `levels[startIndex]`: by default one per start
  /// level's identity, so only games of the same level are ranked together.
  static func board(levels: [Level], startIndex: Int) -> String
  /// The title of that board (`Lander — Gentle`).
  static func boardTitle(levels: [Level], startIndex: Int) -> String
  /// The board of games started so and played with `options` (Paddles' difficulty and points to
  /// win decide what a score means); by default `board(levels:startIndex:)`.
  static func board(levels: [Level], startIndex: Int, options: Options) -> String
  /// The title of that board; by default `boardTitle(levels:startIndex:)`.
  static func boardTitle(levels: [Level], startIndex: Int, options: Options) -> String
  /// Whether a game recorded on `recorded` from `recordedStart` can be raced as a ghost in one
  /// on `levels` from `startIndex` (both score on the same board); by default always.
  static func canRace(recorded: [Level], from recordedStart: Int, on levels: [Level], from startIndex: Int) -> Bool
  /// Steps of a ghost at most: a longer recorded game's ghost stops there.
  static var ghostSteps: Int { get }
  /// Whether the game races the best recorded game of its start as a ghost (false for
  /// `NoGhost`: no replays are loaded for it).
  static var racesGhosts: Bool { get }
  /// How far apart two ghost samples are where the player's lead on the ghost can be read from
  /// them (the ghost passed where the player is), nil where it cannot (too far apart, another
  /// route). The kit reads the lead (`PlayContext.ghostLeadSteps`) of a game that has it; nil by
  /// default: the game shows no lead, and no frame searches the ghost for one.
  static var ghostDistance: (@Sendable (GhostSample, GhostSample) -> Double?)? { get }
  /// What the game's colours tell the player, as drawn with Unicode glyphs or in ASCII
  /// (`unicode` false): every set of things told apart by how they are drawn, checked against
  /// every palette for every kind of colour vision. No default: each game says, even none.
  static func colourCues(unicode: Bool) -> [ColourCues]
  /// What the game says of itself in plain mode (`arcade --plain`), most important first: the
  /// facts a player who cannot see the screen needs (the level, the score, the lives, a landing
  /// and its speed), each announced as it changes or only said in the state line. The kit adds
  /// the result panel and whether the computer plays. No default: each game says, even nothing.
  var spokenFacts: [SpokenFact] { get }

  /// A new game on `levels`, starting at `levels[startIndex]`, with `seed`.
  init(levels: [Level], startIndex: Int, seed: UInt64)
  /// A new game under the older rules `rulesVersion` (one of `playableRules`), for a replay.
  init(levels: [Level], startIndex: Int, seed: UInt64, rulesVersion: Int)
  /// A new game played with `options` (by default they change nothing).
  init(levels: [Level], startIndex: Int, seed: UInt64, rulesVersion: Int, options: Options)

  /// The player pressed a key bound to `action`.
  mutating func perform(_ action: Action)
  /// The player released a key bound to `action` (only where the terminal reports releases).
  mutating func release(_ action: Action)
  /// The player's keys, handed over as the game is made (and made again), for a game that
  /// follows the keys themselves; by default unused.
  mutating func follow(_ keys: KeyMap<Action>)
  /// The player pressed `key`, bound to `action`: for a game that follows the keys themselves
  /// (Paddles holds each paddle key until its own release); by default `perform(action)`.
  mutating func press(_ key: Key, for action: Action)
  /// The player released `key`, bound to `action`; by default `release(action)`.
  mutating func release(_ key: Key, for action: Action)
  /// Play stopped under the game (help, the leave question, a pause, a resized or resumed
  /// terminal): no release will come for keys held now. `pausing` when it was a pause, a
  /// resize or a resume, after which play goes on afresh (Paddles serves again).
  mutating func interrupted(pausing: Bool)
  /// Whether the terminal reports key releases (a game that holds controls times a press
  /// out where it does not).
  mutating func keyReleases(reported: Bool)
  /// A mouse press, drag or release, in cells of a screen of `mouse.screen`.
  mutating func mouse(_ mouse: MouseEvent)
  /// One fixed step; returns the cues it asks for.
  mutating func step() -> [GameCue]
  /// The computer takes the controls for the next step, when it plays (attract mode,
  /// `--autoplay`): it may press and release actions or set the game's controls directly.
  mutating func computerStep()

  /// Whether anything moves on its own now (false: the kit asks for no wake).
  var isAnimating: Bool { get }
  /// The result, once the game is over (nil while it runs).
  var result: GameResult? { get }
  /// What a ghost of this game would show now.
  var ghostSample: GhostSample { get }
  /// The frame now, with a recorded game's `ghost` where it is at the same step.
  func picture(ghost: GhostSample?) -> Picture
  /// The frame now, for a game played as `context` says (the keys a status line names, or
  /// that the computer plays); by default `picture(ghost:)`.
  func picture(ghost: GhostSample?, in context: PlayContext<Action>) -> Picture
  /// The panel the kit draws over a finished game (nil: the picture shows the end itself).
  var resultPanel: (title: String, lines: [String])? { get }

  // MARK: Results during play

  /// Whether a game is under way that leaving would cut short (the leave question, pausing on
  /// interruption); by default while there is no result.
  var isInProgress: Bool { get }
  /// A result the game hands over while it goes on (a Balls run ended, the next run waits),
  /// taken once: the kit records it with the game so far, whose recording goes on. Nil by
  /// default: a game's result is `result`, which ends it.
  mutating func takeResultHandedOver() -> GameResult?
  /// A result on screen the player has not handed over yet (a Balls run's end until they go
  /// on): recorded, with no name asked, if the arcade closes meanwhile. Nil by default.
  var resultOnScreen: GameResult? { get }
  /// The player leaves: the game ends what it has under way and returns the result leaving
  /// records, and whether to ask first; nil (the default) when leaving records nothing.
  mutating func leave() -> LeavingResult?
}

extension PlayableGame {
  public static var stepsPerSecond: Double { 60 }
  public static var minimumSize: Size { Size(width: 40, height: 12) }
  public static var lowerScoreIsBetter: Bool { false }
  public static var pointerHelp: [KeyHelp] { [] }
  public static var levelNoun: String { "level" }
  public static var wantsKeyReleases: Bool { false }
  public mutating func release(_ action: Action) {}
  public mutating func follow(_ keys: KeyMap<Action>) {}
  public mutating func press(_ key: Key, for action: Action) { perform(action) }
  public mutating func release(_ key: Key, for action: Action) { release(action) }
  public mutating func interrupted(pausing: Bool) {}
  public mutating func keyReleases(reported: Bool) {}
  public mutating func mouse(_ mouse: MouseEvent) {}
  public mutating func computerStep() {}
  public static var playableRules: ClosedRange<Int> { rulesVersion...rulesVersion }
  public static var againAction: Action? { nil }
  public static var restartAction: Action? { nil }
  public static var ghostToggleAction: Action? { nil }
  public static var ghostWaitsAtItsEnd: Bool { false }
  public static var playsLevelsInTurn: Bool { false }
  public static var nextLevelActions: [Action] { [] }
  public static var editorAction: Action? { nil }
  public static func check(_ level: Level) throws {}
  public static var ghostSteps: Int { ReplayLimits.maximumSteps }
  public static var shippedLevels: ShippedLevels { .none }
  public static var racesGhosts: Bool { true }
  public static var ghostDistance: (@Sendable (GhostSample, GhostSample) -> Double?)? { nil }
  public var isInProgress: Bool { result == nil }
  public mutating func takeResultHandedOver() -> GameResult? { nil }
  public var resultOnScreen: GameResult? { nil }
  public mutating func leave() -> LeavingResult? { nil }

  public static func canRace(recorded: [Level], from recordedStart: Int, on levels: [Level], from startIndex: Int)
    -> Bool
  { true }

  public func picture(ghost: GhostSample?, in context: PlayContext<Action>) -> Picture {
    picture(ghost: ghost)
  }

  public init(levels: [Level], startIndex: Int, seed: UInt64, rulesVersion: Int) {
    self.init(levels: levels, startIndex: startIndex, seed: seed)
  }

  public init(levels: [Level], startIndex: Int, seed: UInt64, rulesVersion: Int, options: Options) {
    self.init(levels: levels, startIndex: startIndex, seed: seed, rulesVersion: rulesVersion)
  }

  public static func board(levels: [Level], startIndex: Int) -> String {
    "\(id)/\(levels[startIndex].identity.description)"
  }

  public static func boardTitle(levels: [Level], startIndex: Int) -> String {
    "\(title) — \(levels[startIndex].name)"
  }

  public static func board(levels: [Level], startIndex: Int, options: Options) -> String {
    board(levels: levels, startIndex: startIndex)
  }

  public static func boardTitle(levels: [Level], startIndex: Int, options: Options) -> String {
    boardTitle(levels: levels, startIndex: startIndex)
  }

  /// "Game over", the score and the detail.
  public var resultPanel: (title: String, lines: [String])? {
    guard let result else { return nil }
    return ("Game over", ["Score \(result.score)"] + (result.detail.map { [$0] } ?? []))
  }

  /// The actions of play, for the settings file and `arcade keys`.
  public static var keyContext: KeyContext { KeyContext(Action.self, id: id, title: title) }
}

extension PlayableGame where GhostSample == NoGhost {
  public static var racesGhosts: Bool { false }
  public var ghostSample: NoGhost { NoGhost() }
}
