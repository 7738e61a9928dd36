import ArcadeKit

// MARK: - PlayOptions

/// The options a game is played with that change what the same inputs make or where a score
/// ranks (Balls' one try): the game is made with them, and a replay's header carries them as
/// `ReplayOption`s, so a replay starts its game with the same.
public protocol PlayOptions: Hashable, Sendable {
  /// The options of a game started with none given.
  static var standard: Self { get }
  /// The options `header` names; throws a readable reason for any the game does not take
  /// (`game` names it in the message).
  init(replayHeader header: ReplayHeader, game: String) throws(ReplayHeaderError)
  /// The options as a replay's header writes them (none for `standard`).
  var replayOptions: [ReplayOption] { get }
  /// The options of the game at level `index` of `count` of a game whose levels are played in
  /// turn (`PlayableGame.playsLevelsInTurn`: Maze labels each maze `3/6`); by default these.
  func forLevel(_ index: Int, of count: Int) -> Self
}

extension PlayOptions {
  public func forLevel(_ index: Int, of count: Int) -> Self { self }

  /// The words a message uses for `options` a game does not take (`tries 5, speed 2`), each cut
  /// short so a hostile header cannot fill the message.
  public static func describe(_ options: [ReplayOption]) -> String {
    options.map { "\($0.name) \($0.value)".prefix(40) }.joined(separator: ", ")
  }
}

// MARK: - NoPlayOptions

/// The options of a game that takes none: a replay naming any is refused.
public struct NoPlayOptions: PlayOptions {
  /// No options.
  public init() {}

  public static var standard: NoPlayOptions { NoPlayOptions() }

  public init(replayHeader header: ReplayHeader, game: String) throws(ReplayHeaderError) {
    guard header.options.isEmpty else {
      throw ReplayHeaderError("has options \(Self.describe(header.options)); \(game) takes none")
    }
  }

  public var replayOptions: [ReplayOption] { [] }
}
