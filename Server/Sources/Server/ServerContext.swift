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
  /// What the server counts (`/metrics`).
  let metrics: ServerMetrics
  /// Who may not play here (the operator's `--bans` file).
  let bans: BanFile
  let online = OnlinePlayers()
  private let counter = Mutex(0)
  private let sessions = Mutex<[Int: (any EventLoop, NIOLoopBound<ArcadeSessionHandler>)]>([:])
  /// Every open connection's channel, so the gate's choice of one to let go can be closed.
  private let channels = Mutex<[Int: any Channel]>([:])

  init(
    registry: GameRegistry, scores: ServerScores, launch: LaunchContext, limits: ServerLimits, log: Logger,
    pool: NIOThreadPool, bans: BanFile = BanFile(), metrics: ServerMetrics? = nil
  ) {
    self.metrics = metrics ?? ServerMetrics(games: registry)
    self.bans = bans
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

  /// Keeps connection `id`'s channel until `forgetChannel(_:)`.
  func rememberChannel(_ id: Int, _ channel: any Channel) {
    channels.withLock { $0[id] = channel }
  }

  func forgetChannel(_ id: Int) {
    channels.withLock { _ = $0.removeValue(forKey: id) }
  }

  /// Closes the connections the gate let go to make room (each on its own loop), logged.
  func close(_ dropped: [ConnectionGate.Dropped], for newcomer: Int) {
    for drop in dropped {
      guard let channel = channels.withLock({ $0[drop.connection] }) else { continue }
      log.info(
        "closed: \(drop)",
        metadata: [
          "connection": "\(drop.connection)", "for": "\(newcomer)",
          "address": "\(channel.remoteAddress?.ipAddress ?? "unknown")",
        ])
      channel.close(promise: nil)
    }
  }

  func track(_ id: Int, loop: any EventLoop, handler: NIOLoopBound<ArcadeSessionHandler>) {
    sessions.withLock { $0[id] = (loop, handler) }
  }

  func untrack(_ id: Int) {
    sessions.withLock { _ = $0.removeValue(forKey: id) }
  }

  /// The game connection `player` plays, recorded so far, read on its loop for the spectator on
  /// connection `watcher` (nil: no such player, or no game). Called off the loops.
  func liveReplay(of player: Int, watchedBy watcher: Int) -> Replay? {
    metrics.sessions.watches(player, from: watcher, at: ServerClock.now())
    guard let (loop, handler) = sessions.withLock({ $0[player] }) else { return nil }
    return try? loop.submit { handler.value.watched(by: watcher) }.wait()
  }

  /// Runs `body` on connection `id`'s loop with its session's handler (nothing, if it has none).
  func onSession(_ id: Int, _ body: @escaping @Sendable (ArcadeSessionHandler) -> Void) {
    guard let (loop, handler) = sessions.withLock({ $0[id] }) else { return }
    loop.execute { body(handler.value) }
  }

  func liveSessions() -> [(any EventLoop, NIOLoopBound<ArcadeSessionHandler>)] {
    sessions.withLock { Array($0.values) }
  }
}
