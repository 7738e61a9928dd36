import ArcadeKit
import Launcher
import Logging
import NIOCore
import NIOPosix
import Synchronization

/// What every connection's handlers share: the games, the board, the limits, the log.
final class ServerContext: Sendable {
  let registry: GameRegistry
  let scores: ServerScores
  let launch: LaunchContext
  let limits: ServerLimits
  let log: Logger
  let pool: NIOThreadPool
  let gate: ConnectionGate
  let online = OnlinePlayers()
  private let counter = Mutex(0)
  private let sessions = Mutex<[Int: (any EventLoop, NIOLoopBound<TerminalChannelHandler>)]>([:])

  init(
    registry: GameRegistry, scores: ServerScores, launch: LaunchContext, limits: ServerLimits, log: Logger,
    pool: NIOThreadPool
  ) {
    self.registry = registry
    self.scores = scores
    self.launch = launch
    self.limits = limits
    self.log = log
    self.pool = pool
    gate = ConnectionGate(limits: limits)
  }

  func nextConnectionID() -> Int {
    counter.withLock {
      $0 += 1
      return $0
    }
  }

  func track(_ id: Int, loop: any EventLoop, handler: NIOLoopBound<TerminalChannelHandler>) {
    sessions.withLock { $0[id] = (loop, handler) }
  }

  func untrack(_ id: Int) {
    sessions.withLock { _ = $0.removeValue(forKey: id) }
  }

  /// The game connection `player` plays, recorded so far, read on its loop for the spectator on
  /// connection `watcher` (nil: no such player, or no game). Called off the loops.
  func liveReplay(of player: Int, watchedBy watcher: Int) -> Replay? {
    guard let (loop, handler) = sessions.withLock({ $0[player] }) else { return nil }
    return try? loop.submit { handler.value.watched(by: watcher) }.wait()
  }

  func liveSessions() -> [(any EventLoop, NIOLoopBound<TerminalChannelHandler>)] {
    sessions.withLock { Array($0.values) }
  }
}
