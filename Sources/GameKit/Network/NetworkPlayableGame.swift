import ArcadeKit
import Levels
import NetPlay

// MARK: - NetworkPlayableGame

/// A game two arcades play in lockstep over the network (`arcade host GAME`, `arcade join`):
/// `PlayScene` plays it in a network context (`NetworkContext`), trading each step's input with
/// the other side a few steps ahead and simulating both sides' inputs alike on both arcades.
///
/// The game says what one step's input is (bytes the other side can read back), how a step is
/// played from both sides' inputs, and how the match the host sets up becomes its options; the
/// kit does the rest once: the session, its panels (hosting, joining, waiting, the end and
/// why), the recording and the replay of each side, the result on the network board.
public protocol NetworkPlayableGame: PlayableGame {
  /// The rules a network match plays and records (both sides must play the same).
  static var networkRulesVersion: Int { get }
  /// One step's input when the player does nothing.
  static var stillInput: [UInt8] { get }
  /// The level drawn before a joiner knows the host's.
  static var waitingLevel: Level { get }
  /// What the host's setup carries to the joiner besides the level and the seed, from the
  /// options the host plays with (Paddles' winning score); a network replay's header carries
  /// the same.
  static func setupOptions(_ options: Options) -> [ReplayOption]
  /// The options of `side`'s game in a match on `level` whose setup carries `setupOptions`;
  /// throws a readable reason for options the game does not take.
  static func networkOptions(_ setupOptions: [ReplayOption], level: Level, side: NetworkSide) throws -> Options
  /// The help lines of the game's keys in a network match (both sets move this player's paddle).
  static func networkKeyHelp(_ keys: KeyMap<Action>) -> [KeyHelp]

  /// This side's input for the next step it sends, from the keys and the mouse since the last;
  /// taking it forgets what was waiting (a serve is sent once).
  mutating func takeNetworkInput() -> [UInt8]
  /// Whether an input waits to be sent that wakes a match at rest (a serve).
  var hasNetworkInputWaiting: Bool { get }
  /// One step from the host's and the joiner's inputs, alike on both sides; nil when an input
  /// is none the game sends (the session is then ended as a protocol error).
  mutating func step(host: [UInt8], joiner: [UInt8]) -> [GameCue]?
  /// A hash of the state both sides must share, compared every `NetSession.hashInterval` steps.
  var stateHash: UInt64 { get }
}

// MARK: - NetworkSide

/// Which end of a network match this arcade plays, as a replay's header names it
/// (`option network host`).
public enum NetworkSide: String, Sendable, Hashable, CaseIterable {
  /// Opened the port and sent the match: the first player.
  case host
  /// Connected and played the host's match: the second player.
  case joiner

  /// The player this side plays: the host the first, the joiner the second.
  public var slot: PlayerSlot { self == .host ? .one : .two }
}
