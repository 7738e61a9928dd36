import ArcadeKit
import Levels
import NetPlay

// MARK: - NetworkContext

/// Where a network match played by `PlayScene` stands: the lockstep session, this side of it,
/// the clocks it keeps and how the game's network rules are reached.
///
/// Two clocks run: the match's (`clock`, seconds of the match's steps, which its replay holds)
/// and the door's (`doorClock`, every step, the door's alone too: the deadlines of callers at
/// the host's door). Steps taken only for the door are not recorded: a replay never sees a
/// stranger.
public struct NetworkContext<Game: PlayableGame>: Sendable {
  /// The network side of the match.
  public internal(set) var session: NetSession
  /// Which end of the match this arcade plays.
  public let side: NetworkSide
  /// Seconds of the match's steps taken.
  public internal(set) var clock = 0.0
  /// Seconds of every step, the door's too.
  var doorClock = 0.0
  /// Steps of the match simulated.
  public internal(set) var steps = 0
  /// Whether the port was opened or the connection asked for (on the first step).
  var begun = false
  /// Whether the game is the match's (at once for the host, from the setup for the joiner).
  public internal(set) var hasMatch: Bool
  /// Whether the terminal reports key releases, as it last said (handed to the joiner's game
  /// once the host's match makes it).
  var releasesReported: Bool?
  /// The game's network rules.
  let rules: NetworkRules<Game>

  /// A context for `side` of `session`, whose game is the match's already or not yet.
  init(session: NetSession, side: NetworkSide, hasMatch: Bool, rules: NetworkRules<Game>) {
    self.session = session
    self.side = side
    self.hasMatch = hasMatch
    self.rules = rules
  }
}

// MARK: - NetworkRules

/// A `NetworkPlayableGame`'s network rules, reached from `PlayScene`'s code for any game.
struct NetworkRules<Game: PlayableGame>: Sendable {
  /// `NetworkPlayableGame.takeNetworkInput()`.
  let takeInput: @Sendable (inout Game) -> [UInt8]
  /// `NetworkPlayableGame.hasNetworkInputWaiting`.
  let hasInputWaiting: @Sendable (Game) -> Bool
  /// `NetworkPlayableGame.step(host:joiner:)`.
  let step: @Sendable (inout Game, [UInt8], [UInt8]) -> [GameCue]?
  /// `NetworkPlayableGame.stateHash`.
  let stateHash: @Sendable (Game) -> UInt64
  /// The level and options of `side`'s game in the match a setup describes.
  let match: @Sendable (NetMatchSetup, NetworkSide) throws -> (level: Game.Level, options: Game.Options)
  /// `NetworkPlayableGame.setupOptions(_:)`.
  let setupOptions: @Sendable (Game.Options) -> [ReplayOption]
}

extension NetworkRules where Game: NetworkPlayableGame {
  /// The rules `Game` declares.
  init() {
    takeInput = { $0.takeNetworkInput() }
    hasInputWaiting = { $0.hasNetworkInputWaiting }
    step = { game, host, joiner in game.step(host: host, joiner: joiner) }
    stateHash = { $0.stateHash }
    match = { setup, side in try Self.match(from: setup, side: side) }
    setupOptions = { Game.setupOptions($0) }
  }

  /// The level and options of `side`'s game in the match `setup` describes: its level text read
  /// as the game's level, its options as the game reads them. Throws a readable reason.
  static func match(from setup: NetMatchSetup, side: NetworkSide) throws -> (level: Game.Level, options: Game.Options) {
    let source = "the host's \(Game.levelNoun)"
    let document = try LevelParser.parse(text: setup.levelText, path: source)
    if let game = document.field("game")?.value, game != Game.Level.game {
      throw LevelChoiceError.otherGame(path: source, found: game, expected: Game.Level.game)
    }
    let level = try Game.Level(document: document, path: source)
    try Game.check(level)
    return (level, try Game.networkOptions(setup.options, level: level, side: side))
  }
}
