import ArcadeKit
import Levels
import NetPlay

// MARK: - Hosting, joining and replaying a network match

extension PlayScene where Game: NetworkPlayableGame {
  /// The port `arcade host` listens on when none is given.
  public static var defaultPort: Int { NetProtocol.defaultPort }

  /// Hosts a match of `level` with `options` and `seed` on `port` (0: any free port): the
  /// host plays the first side. The match's id, which a returning joiner must name, comes from
  /// the system's generator, never from the seed; no game depends on it. Throws a readable
  /// reason when the game cannot be played so over the network.
  public static func host(
    level: Game.Level, seed: UInt64, options: Game.Options, keyBindings: KeyBindings, port: Int,
    arcadeVersion: String = "", matchID: UInt64 = NetMatchSetup.randomMatchID()
  ) throws -> PlayScene {
    let setup = NetMatchSetup(
      matchID: matchID, seed: seed, options: Game.setupOptions(options), levelText: level.canonicalText)
    return try host(setup, keyBindings: keyBindings, port: port, arcadeVersion: arcadeVersion)
  }

  /// Joins the match hosted at `host` on `port`: the joiner plays the second side of the
  /// host's level, options and seed, drawing `Game.waitingLevel` until they come.
  public static func join(host: String, port: Int, keyBindings: KeyBindings, arcadeVersion: String = "")
    -> PlayScene
  {
    let level = Game.waitingLevel
    let options = (try? Game.networkOptions([], level: level, side: .joiner)) ?? .standard
    let rules = NetworkRules<Game>()
    return PlayScene(
      levels: [level], startIndex: 0, seed: 0, keyBindings: keyBindings, autoplay: false,
      rulesVersion: Game.networkRulesVersion, options: options, playTest: false,
      controls: networkControls(keyBindings),
      network: NetworkContext(
        session: session(.joiner(host: host, port: port), arcadeVersion: arcadeVersion), side: .joiner,
        hasMatch: false, rules: rules))
  }

  /// The game a replay recorded as `header` began as: a side of a network match (its `network`
  /// option: what the other side sent is in the replay's inputs, and the requests the scene
  /// makes go nowhere), or a game on one terminal. Throws a readable reason.
  public static func replaying(_ header: ReplayHeader) throws -> PlayScene {
    guard let sideName = header.option("network") else { return try PlayScene(replaying: header) }
    guard let side = NetworkSide(rawValue: sideName) else {
      throw ReplayHeaderError("option network `\(sideName.prefix(20))`: expected host or joiner")
    }
    try header.check(game: Game.id, title: Game.title, rulesVersion: Game.networkRulesVersion)
    let keys = try header.keyBindings(for: Game.keyContext)
    switch side {
    case .host:
      let level = try header.onlyLevel(Game.Level.self, title: Game.title, noun: Game.levelNoun)
      let setup = NetMatchSetup(
        matchID: NetMatchSetup.randomMatchID(), seed: header.seed,
        options: header.options.filter { $0.name != "network" }, levelText: level.canonicalText)
      return try host(setup, keyBindings: keys, port: defaultPort, arcadeVersion: "")
    case .joiner:
      return join(host: "the host", port: defaultPort, keyBindings: keys)
    }
  }

  /// The host's side of the match `setup` describes, on `port`: its game is made from the setup
  /// as the joiner's is, so both play the same.
  private static func host(_ setup: NetMatchSetup, keyBindings: KeyBindings, port: Int, arcadeVersion: String)
    throws -> PlayScene
  {
    let rules = NetworkRules<Game>()
    let match = try rules.match(setup, .host)
    return PlayScene(
      levels: [match.level], startIndex: 0, seed: setup.seed, keyBindings: keyBindings, autoplay: false,
      rulesVersion: Game.networkRulesVersion, options: match.options, playTest: false,
      controls: networkControls(keyBindings),
      network: NetworkContext(
        session: session(.host(port: port, setup: setup), arcadeVersion: arcadeVersion), side: .host,
        hasMatch: true, rules: rules))
  }

  /// The lockstep session of `role`: it greets with the game's id and network rules, and a
  /// joiner refuses a setup its game cannot play.
  private static func session(_ role: NetRole, arcadeVersion: String) -> NetSession {
    let hello = NetHello(game: Game.id, rulesVersion: Game.networkRulesVersion, arcadeVersion: arcadeVersion)
    return NetSession(
      role: role, hello: hello, neutralInput: Game.stillInput,
      validate: { setup in
        do {
          _ = try NetworkRules<Game>.match(from: setup, side: .joiner)
          return nil
        } catch {
          return "The joiner cannot play the host's match: \(error)"
        }
      })
  }

  /// Help and leave in a network match: the game's rules and network keys; nothing pauses, and
  /// the match plays on under the panels.
  static func networkControls(_ bindings: KeyBindings) -> PlayControls {
    let keys = bindings.map(Game.Action.self, in: Game.id)
    return PlayControls(
      title: Game.title, rules: NetworkTexts.rules(Game.howToPlay), keys: Game.networkKeyHelp(keys),
      global: bindings.globalMap(besides: keys.allKeys), keepsGameRunning: true, leaveNote: NetworkTexts.leaveNote)
  }
}
