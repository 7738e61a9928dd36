import Synchronization

/// Which state each open connection is in, for `arcade_sessions{state=…}` and the spectators
/// per game: the connections the gate took, which of them run a command, and whom each
/// spectator watches. Shared by every event loop; each call holds its lock a moment.
final class SessionStates: Sendable {
  private struct Connection {
    let authenticator: PlayerAuthenticator
    var runsCommand = false
    /// The connection watched, and when this one last asked for its game.
    var watching: (player: Int, at: Double)?
  }

  private let connections = Mutex<[Int: Connection]>([:])

  /// A spectator who has not asked for the game for this long has stopped watching (they ask
  /// every quarter second; the player's corner note forgets them as late).
  static let watchingWindow = 2.0

  /// Connection `id` was taken; `authenticator` tells when someone signs in on it.
  func opened(_ id: Int, authenticator: PlayerAuthenticator) {
    connections.withLock { $0[id] = Connection(authenticator: authenticator) }
  }

  /// Connection `id` closed; returns whether anyone had signed in on it.
  @discardableResult
  func closed(_ id: Int) -> Bool {
    connections.withLock { $0.removeValue(forKey: id)?.authenticator.identity != nil }
  }

  /// Connection `id` runs `submit` or `scores`.
  func runsCommand(_ id: Int) {
    connections.withLock { $0[id]?.runsCommand = true }
  }

  /// Connection `watcher` asked for the game of connection `player` at `time`.
  func watches(_ player: Int, from watcher: Int, at time: Double) {
    connections.withLock { $0[watcher]?.watching = (player, time) }
  }

  /// How many connections are in each state, the game each player in the arcade plays, and the
  /// game of each watched player (once per spectator), at `time`; `online` says who is in the
  /// arcade.
  func census(online: [Int: OnlinePlayers.Presence], at time: Double) -> Census {
    var census = Census()
    let snapshot = connections.withLock { $0 }
    for (id, connection) in snapshot {
      let state: ServerMetrics.SessionState
      if connection.authenticator.identity == nil {
        state = .connecting
      } else if connection.runsCommand {
        state = .command
      } else if let presence = online[id] {
        if let watching = connection.watching, time - watching.at < Self.watchingWindow {
          state = .watching
          if let game = online[watching.player]?.game { census.watchedGames.append(game) }
        } else if presence.isKnown {
          state = .playing
          if let game = presence.game { census.playerGames.append(game) }
        } else {
          state = .signingIn
        }
      } else {
        state = .signingIn
      }
      census.states[state, default: 0] += 1
    }
    return census
  }

  /// What `census` counted.
  struct Census {
    var states: [ServerMetrics.SessionState: Int] = [:]
    /// The game of each player in the arcade (not watching) who plays one, by its id.
    var playerGames: [String] = []
    /// The game of each watched player, once per spectator.
    var watchedGames: [String] = []
  }
}
