import ArcadeKit
import Drawing
import GameKit
import Launcher
import NIOCore
import NIOSSH
import Session

/// The arcade on one session channel: the client's bytes to the session's `SessionDriver`, and
/// what the driver hands out back to the client, all on the connection's event loop.
///
/// It never blocks the loop: the session's next wake is a scheduled task, and its effects (the
/// board, level files, replays to verify) run one after another on the server's thread pool,
/// their replies handed back on the loop. The session is driven in place, never copied out and
/// back. A client that stops reading gets no backlog: the session holds its frames while the
/// channel is not writable and sends the newest when it is; past
/// `ServerLimits.maximumUnreadBytes` of other output it is closed. Window changes come as
/// `TerminalResized` from the `SessionRequestHandler` in front of it.
///
/// The same handler hosts a web page's session (`arcade serve --http`, `/play` and `/watch`):
/// then the `PageSocketHandler` in front hands it the page's input and size as `PageMessage`s,
/// and it sends the page each frame's cells (`WebFrameEncoder`) instead of the
/// terminal's bytes.
final class ArcadeSessionHandler: ChannelInboundHandler {
  typealias InboundIn = SSHChannelData

  private enum Stage {
    case playing
    /// The session has ended: its closing effects run, then the channel closes with `status`
    /// (and the whole connection when `wholeConnection`, a banned player's).
    case closing(status: Int, wholeConnection: Bool)
    /// The channel closed (or is closing); effects still under way finish unanswered.
    case closed
  }

  /// Who shows the session: a terminal (an SSH channel: the session's bytes) or a web page (the
  /// cells of each frame).
  enum Client {
    case terminal
    case page(WebFrameEncoder)
  }

  private let server: ServerContext
  private let connection: ConnectionInfo
  private var client: Client
  /// The player's effects (the board, the name, the settings with their key).
  let effects: PlayerEffects
  private var driver: SessionDriver
  private var stage = Stage.playing
  private var context: ChannelHandlerContext?
  /// The effects waiting for the thread pool, and whether one is running there.
  private var pendingEffects: [SessionEffect] = []
  private var effectRunning = false
  /// Whether the connection closes with the session once it ends (a banned player's).
  private var closesConnection = false
  private var wakeTask: Scheduled<Void>?
  private var idle = IdleWatch()
  private var resizes = ResizeThrottle()
  private var spectators = Spectators()
  /// Bytes written while the channel was not writable (frames excluded: they are held).
  private var unreadBytes = 0
  /// Whether bytes were written since the last flush.
  private var unflushed = false
  /// The stack's depth when "Who's playing" was last told (1: the menu).
  private var shownDepth = 0

  /// The arcade for the player `effects` serves, showing `session` (not started yet).
  init(
    server: ServerContext, connection: ConnectionInfo, effects: PlayerEffects, session: ArcadeSession,
    client: Client = .terminal
  ) {
    self.server = server
    self.client = client
    self.connection = connection
    self.effects = effects
    driver = SessionDriver(session)
  }

  // MARK: - Channel events

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
    let now = ServerClock.now()
    idle.lastInput = now
    server.online.add(connection.id, player: effects)
    driver.start(at: now)
    // A page answers the start-up questions as a terminal that reports key releases (the
    // browser says when a key goes up) and has a black background.
    if case .page = client { driver.receive(PageSocketHandler.terminalReplies, at: now) }
    carryOutTasks()
    watchIdleness()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    self.context = nil
  }

  func channelInactive(context: ChannelHandlerContext) {
    if case .playing = stage { end(.hangup, goodbye: nil) }
    stopTimers()
    stage = .closed
    server.online.remove(connection.id)
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let message = unwrapInboundIn(data)
    guard case .playing = stage, case .channel = message.type, case .byteBuffer(let buffer) = message.data else {
      return
    }
    let now = ServerClock.now()
    idle.lastInput = now
    driver.receive(buffer.readableBytesView, at: now)
    carryOutTasks()
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if case .playing = stage {
      if context.channel.isWritable {
        unreadBytes = 0
        driver.releaseFrames(at: ServerClock.now())
        carryOutTasks()
      } else {
        driver.holdFrames()
      }
    }
    context.fireChannelWritabilityChanged()
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    switch event {
    case .input(let input) as PageMessage:
      guard case .playing = stage else { return }
      let now = ServerClock.now()
      idle.lastInput = now
      driver.receive(events: [input], at: now)
      carryOutTasks()
    case .resize(let size) as PageMessage:
      resizes.pending = size
      resizeWhenDue()
    case let resized as TerminalResized:
      resizes.pending = resized.size
      resizeWhenDue()
    case let event as ChannelEvent where event == .inputClosed:
      end(.hangup, goodbye: nil)
    default:
      context.fireUserInboundEventTriggered(event)
    }
  }

  // MARK: - What the driver hands out

  /// Carries out the driver's tasks until none is left: writes what the session drew, queues
  /// its effects for the pool (running the next), then schedules the next wake, or closes the
  /// channel once the session has ended and its closing effects are done. `goodbye` follows
  /// the session's last bytes.
  private func carryOutTasks(goodbye: String? = nil) {
    while let task = driver.next() {
      switch task {
      case .write(let bytes):
        if case .terminal = client { write(bytes) }
      case .frame:
        if case .page = client { showFrame() }
      case .sound:
        if case .page = client { write(PageSocketHandler.bell) }
      case .keyReleases:
        break  // the bytes carried them to the client's terminal
      case .effect(let asked):
        if case .suspend = asked.effect { continue }  // Ctrl-Z has no process to stop here
        if case .scene(.open(let request)) = asked.effect, let start = (request as? OpenGame)?.start,
          let title = server.registry.entry(id: start.id)?.title
        {
          server.online.note(connection.id, activity: "playing \(title)", game: start.id)
        }
        pendingEffects.append(asked)
      case .ended(let outcome):
        stopTimers()
        server.online.remove(connection.id)
        stage = .closing(status: Int(outcome.exitStatus), wholeConnection: closesConnection)
      }
    }
    if let goodbye {
      switch client {
      case .terminal: write(Array("\r\n\(goodbye)\r\n".utf8))
      case .page: write(PageSocketHandler.goodbye(goodbye))
      }
    }
    // What the tasks wrote goes out together, flushed once (before the channel may close): a
    // frame and whatever came with it are one socket write.
    flushWrites()
    // Back at the menu (the stack's root): said once, not on every frame.
    let depth = driver.depth
    if depth == 1, depth != shownDepth { server.online.note(connection.id, activity: OnlinePlayers.inTheMenu) }
    shownDepth = depth
    runNextEffect()
    if case .playing = stage { scheduleWake() } else { closeIfDone() }
  }

  private func write(_ bytes: [UInt8]) {
    guard let context else { return }
    if !context.channel.isWritable {
      unreadBytes += bytes.count
      if unreadBytes > server.limits.maximumUnreadBytes {
        server.log.info("closed: stopped reading", metadata: connection.metadata(["unread": "\(unreadBytes)"]))
        context.close(promise: nil)
        return
      }
    }
    switch client {
    case .terminal: context.writeToClient(bytes, flushing: false)
    case .page: context.writePageMessage(bytes, flushing: false)
    }
    unflushed = true
    server.metrics.sent(bytes.count, isFrame: true)
  }

  /// Sends a page the cells of the session's newest frame that it does not show yet.
  private func showFrame() {
    guard case .page(var frames) = client, let screen = driver.session.screen else { return }
    client = .terminal  // the encoder is moved out while it works (no copy of its canvas)
    let message = frames.message(for: screen)
    client = .page(frames)
    if let message { write(message) }
  }

  /// Flushes what `write` wrote since the last flush, if anything.
  private func flushWrites() {
    guard unflushed, let context else { return }
    unflushed = false
    context.flush()
  }

  /// Ends the session now (the server stops, the client went idle or away, a ban): the terminal
  /// is restored, `goodbye` said, and what the player would lose (a score) is kept.
  func end(_ reason: SessionOutcome, goodbye: String?) {
    guard case .playing = stage else { return }
    driver.close(reason)
    carryOutTasks(goodbye: goodbye)
  }

  // MARK: - Time

  private func scheduleWake() {
    wakeTask?.cancel()
    wakeTask = nil
    guard let wake = driver.nextWake else { return }
    let delay = max(0, wake - ServerClock.now())
    wakeTask = connection.loop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(delay * 1e9))) { [self] in
      wakeTask = nil
      guard case .playing = stage else { return }
      driver.advance(to: ServerClock.now())
      carryOutTasks()
    }
  }

  private func stopTimers() {
    wakeTask?.cancel()
    wakeTask = nil
    idle.task?.cancel()
    idle.task = nil
    resizes.task?.cancel()
    resizes.task = nil
    spectators.check?.cancel()
    spectators.check = nil
  }

  /// When the player last typed, and the check that ends the session once it is too long ago.
  private struct IdleWatch {
    var lastInput = 0.0
    var task: Scheduled<Void>?
  }

  /// Ends a session nobody has touched for `ServerLimits.idleTimeout`, with a goodbye.
  private func watchIdleness() {
    idle.task?.cancel()
    let left = idle.lastInput + server.limits.idleTimeout - ServerClock.now()
    idle.task = connection.loop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(max(left, 0.001) * 1e9))) {
      [self] in
      idle.task = nil
      guard case .playing = stage else { return }
      if ServerClock.now() - idle.lastInput >= server.limits.idleTimeout {
        let minutes = Int(server.limits.idleTimeout / 60)
        server.log.info("closed: idle", metadata: connection.metadata([:]))
        end(.hangup, goodbye: "No key for \(minutes) minutes: goodbye. Come back soon!")
      } else {
        watchIdleness()
      }
    }
  }

  /// Window changes are drawn at most once a frame, at the newest size: a flood of them costs
  /// what one resize a frame costs.
  private struct ResizeThrottle {
    /// The newest size asked for, not drawn yet.
    var pending: Size?
    var last = -Double.infinity
    var task: Scheduled<Void>?
  }

  /// Draws the newest window size now when no resize was drawn in the last frame's time, else
  /// once that time is up (whatever more window changes come meanwhile).
  private func resizeWhenDue() {
    guard resizes.task == nil else { return }
    let wait = resizes.last + Self.resizeInterval - ServerClock.now()
    guard wait > 0 else { return resize() }
    resizes.task = connection.loop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(wait * 1e9))) { [self] in
      resizes.task = nil
      resize()
    }
  }

  /// Draws the session at the newest size a window change asked for.
  private func resize() {
    guard case .playing = stage, let size = resizes.pending else { return }
    resizes.pending = nil
    resizes.last = ServerClock.now()
    driver.resize(to: size, at: resizes.last)
    carryOutTasks()
  }

  /// The least time between two resizes drawn: a frame at the session's 30 frames a second.
  static let resizeInterval = 1.0 / 30

  // MARK: - Spectators

  /// The spectators' connections and when each last asked for this game; the check that
  /// forgets those who stopped asking.
  private struct Spectators {
    var lastAsked: [Int: Double] = [:]
    var check: Scheduled<Void>?
  }

  /// The game played here so far, for the spectator on connection `watcher`, who is counted
  /// among those watching (the player sees how many).
  func watched(by watcher: Int) -> Replay? {
    guard case .playing = stage, let replay = driver.session.liveReplay else { return nil }
    spectators.lastAsked[watcher] = ServerClock.now()
    showSpectators()
    return replay
  }

  /// Shows how many watch in the corner, forgetting spectators who stopped asking; checks
  /// again while anyone watches.
  private func showSpectators() {
    let now = ServerClock.now()
    spectators.lastAsked = spectators.lastAsked.filter { now - $0.value < SessionStates.watchingWindow }
    guard case .playing = stage else { return }
    let count = spectators.lastAsked.count
    let note = count == 0 ? nil : "\(count) watching"
    if note != driver.session.cornerNote {
      driver.setCornerNote(note, at: now)
      carryOutTasks()
    }
    guard count > 0, spectators.check == nil, case .playing = stage else { return }
    spectators.check = connection.loop.assumeIsolated().scheduleTask(in: .seconds(1)) { [self] in
      spectators.check = nil
      showSpectators()
    }
  }

  // MARK: - Effects

  /// Runs the next effect on the thread pool; its replies go back to the session on the loop.
  /// A closing session's effects (a score kept as it closed) run too, unanswered.
  private func runNextEffect() {
    guard !effectRunning, !pendingEffects.isEmpty else { return }
    effectRunning = true
    let asked = pendingEffects.removeFirst()
    let client = effects.client
    server.pool.runIfActive(eventLoop: connection.loop) {
      client.replies(to: asked, network: nil)
    }.assumeIsolated().whenComplete { [self] result in
      effectRunning = false
      if case .success(let replies) = result, case .playing = stage {
        driver.deliver(replies, to: asked.requester, at: ServerClock.now())
        carryOutTasks()
      } else {
        runNextEffect()
        closeIfDone()
      }
    }
  }

  /// Closes the channel once the session has ended and its last effects are done.
  private func closeIfDone() {
    guard case .closing(let status, let wholeConnection) = stage, !effectRunning, pendingEffects.isEmpty,
      let context
    else { return }
    stage = .closed
    switch client {
    case .terminal: context.channel.end(status: status, closingConnection: wholeConnection)
    case .page: context.closePage()
    }
  }

  // MARK: - Bans

  /// Disconnects the player, told why, when `list` bans their address, key or name.
  func disconnectIfBanned(by list: BanList) {
    if connection.isBanned(by: list, name: effects.player?.name) { disconnectBanned() }
  }

  /// Tells the player they are banned (the terminal restored first) and closes the connection.
  func disconnectBanned() {
    guard case .playing = stage else { return }
    server.log.notice(
      "disconnected: banned", metadata: connection.metadata(["player": "\(effects.player?.name ?? "-")"]))
    closesConnection = true
    end(.hangup, goodbye: BanList.message)
  }
}
