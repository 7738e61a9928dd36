import ArcadeKit
import GameKit
import NetPlay
import PaddlesGame
import TestSupport

/// Two network Paddles sides joined by an in-memory network (`NetworkMatchPair`).
typealias NetMatchPair = NetworkMatchPair<Paddles>

extension NetworkMatchPair where Game == Paddles {
  /// Hosts the classic arena to `winScore` with `seed`, on a network with `conditions`.
  init(conditions: NetConditions = NetConditions(), seed: UInt64 = 7, winScore: Int = 3) throws {
    self.init(
      host: try PaddlesScene.host(options: PaddlesOptions(players: 2, winScore: winScore, seed: seed), port: 0),
      joiner: PaddlesScene.join(host: "127.0.0.1", port: NetProtocol.defaultPort, keyBindings: KeyBindings()),
      network: InMemoryNetwork(conditions: conditions, seed: seed))
  }
}

/// A network match's state as the tests read it.
extension PlayScene where Game == Paddles {
  /// The lockstep session.
  var session: NetSession { network!.session }
  /// The match, once it is the host's (a joiner's is not until the setup comes).
  var match: PaddlesMatch? { network!.hasMatch ? game.match : nil }
  /// Where the game is: "Ready?", playing, or won.
  var phase: PaddlesPhase { game.phase }
  /// Steps of the match simulated.
  var steps: Int { network!.steps }
  /// The paddle this terminal moves.
  var localSide: PlayerSlot { game.settings.networkSide ?? .one }
}
