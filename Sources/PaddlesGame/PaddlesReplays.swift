import ArcadeKit
import GameKit
import Levels

// MARK: - PaddlesReplays

/// How Paddles replays a recorded match: the arena from the replay's text, the players, the
/// computer's difficulty, the winning score and the recorded keys.
public enum PaddlesReplays {
  /// The version of Paddles' rules new games play by (`GameReplays.rulesVersion`); a game on
  /// one terminal recorded under an older version (`PaddlesRules`) is replayed by its own.
  public static let rulesVersion = Paddles.rulesVersion

  /// The rules a network match plays and records: 2, as every arcade since then (no key acts
  /// before its step in a lockstep match, so rules 3 changed nothing there), so matches with an
  /// arcade of rules 2 still meet.
  public static let networkRulesVersion = PaddlesRules.measured.rawValue

  /// Paddles' replay support for its `GameEntry`.
  public static let support = GameReplays(rulesVersion: rulesVersion, makeScene: { try scene(for: $0) })

  /// The scene a match recorded as `header` began with: a network match's side, or a game
  /// on one terminal.
  public static func scene(for header: ReplayHeader) throws -> any Scene {
    if let side = header.option("network") { return try networkScene(for: header, side: side) }
    return try localScene(for: header)
  }

  /// The side of a network match `header` recorded; what the other side sent is in the replay's
  /// inputs, and the requests the scene makes go nowhere.
  static func networkScene(for header: ReplayHeader, side: String) throws -> NetPaddlesScene {
    try header.check(game: PaddlesGame.id, title: "Paddles", rulesVersion: networkRulesVersion)
    let keys = try header.keyBindings(for: PaddlesGame.keyContext)
    switch side {
    case "host":
      let arena = try header.onlyLevel(PaddlesArena.self, title: "Paddles", noun: "arena")
      let options = PaddlesOptions(
        players: 2, arena: SidewaysArena(arena), winScore: try header.intOption("win-score", in: 1...99),
        seed: header.seed, keyBindings: keys)
      return NetPaddlesScene.host(options: options, port: NetPaddlesScene.defaultPort)
    case "joiner":
      return NetPaddlesScene.join(host: "the host", port: NetPaddlesScene.defaultPort, keyBindings: keys)
    default:
      throw ReplayHeaderError("option network `\(side.prefix(20))`: expected host or joiner")
    }
  }

  /// The game on one terminal `header` recorded.
  static func localScene(for header: ReplayHeader) throws -> PaddlesScene {
    try PaddlesScene(replaying: header)
  }
}
