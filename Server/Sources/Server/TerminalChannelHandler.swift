import ArcadeKit
import Launcher
import Logging
import NIOCore
import NIOSSH
import Scores
import Session
import TerminalCurses
import TerminalWire

/// One SSH session channel: the host of one `ArcadeSession` over SSH, or one command (`submit`,
/// `scores`).
///
/// All of it runs on the connection's event loop and never blocks there: bytes from the client
/// go to the session at once, the session's next wake is a scheduled task, and its effects
/// (the board, level files, replays to verify) run one after another on the server's thread
/// pool, their answers handed back on the loop. The terminal's type and size come from the
/// pty request, resizes from window changes. A client that stops reading gets no backlog: the
/// session holds its frames while the channel is not writable and sends the newest when it
/// is; past `ServerLimits.maximumUnreadBytes` of other output it is closed.
final class TerminalChannelHandler: ChannelInboundHandler {
  typealias InboundIn = SSHChannelData
  typealias OutboundOut = SSHChannelData

  private let server: ServerContext
  private let connection: ConnectionInfo

  /// What the client asked for before the shell or the command.
  private var pty: SSHChannelRequestEvent.PseudoTerminalRequest?
  private var environment: [String: String] = [:]

  private enum Phase {
    /// Waiting for a shell or exec request.
    case setup
    /// Looking the player up before the session starts.
    case starting
    /// The arcade is on.
    case playing
    /// `submit`: reading the replay until the client's end of input.
    case reading(submit: [UInt8])
    /// A command's answer is being worked out.
    case working
    /// Over: only closing effects may still run.
    case ended
  }

  private var phase = Phase.setup
  private var session: ArcadeSession?
  private var effects: PlayerEffects?
  private var pendingEffects: [SessionEffect] = []
  private var effectRunning = false
  private var wakeTask: Scheduled<Void>?
  private var idleTask: Scheduled<Void>?
  private var lastInput = 0.0
  /// Bytes written while the channel was not writable (frames excluded: they are held).
  private var unreadBytes = 0
  private var context: ChannelHandlerContext?
  private var closeWhenEffectsDone = false
  /// Whether the whole connection closes with the channel (a banned player's).
  private var closesConnection = false
  /// The stack's depth when "Who's playing" was last told (1: the menu).
  private var shownDepth = 0
  /// The spectators' connections, and when each last asked for this game.
  private var watchers: [Int: Double] = [:]
  private var watcherCheck: Scheduled<Void>?
  /// The newest size a window change asked for, not drawn yet: window changes are drawn at
  /// most once a frame, at the newest size, so a flood of them costs what one resize a frame
  /// costs.
  private var pendingSize: Size?
  private var lastResize = -Double.infinity
  private var resizeTask: Scheduled<Void>?

  init(server: ServerContext, connection: ConnectionInfo) {
    self.server = server
    self.connection = connection
  }

  // MARK: - Channel events

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
    _ = context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true)
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    self.context = nil
  }

  func channelInactive(context: ChannelHandlerContext) {
    wakeTask?.cancel()
    idleTask?.cancel()
    watcherCheck?.cancel()
    resizeTask?.cancel()
    if case .playing = phase { end(.hangup, goodbye: nil) }
    phase = .ended
    server.online.remove(connection.id)
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let message = unwrapInboundIn(data)
    guard case .channel = message.type, case .byteBuffer(let buffer) = message.data else { return }
    switch phase {
    case .playing:
      lastInput = Self.now()
      guard var session else { return }
      let output = session.receive(buffer.readableBytesView, at: Self.now())
      self.session = session
      carryOut(output)
    case .reading(var submitted):
      guard submitted.count + buffer.readableBytes <= server.limits.maximumSubmission else {
        finishCommand(
          "arcade: the replay is over \(server.limits.maximumSubmission) bytes; nothing was ranked\n", status: 1)
        return
      }
      submitted += buffer.readableBytesView
      phase = .reading(submit: submitted)
    default:
      break  // typed before the session started, or after it ended
    }
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    guard case .playing = phase, var session else { return }
    if context.channel.isWritable {
      unreadBytes = 0
      let output = session.releaseFrames(at: Self.now())
      self.session = session
      carryOut(output)
    } else {
      session.holdFrames()
      self.session = session
    }
    context.fireChannelWritabilityChanged()
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    switch event {
    case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
      guard case .setup = phase else { return reply(request.wantReply, false) }
      pty = request
      reply(request.wantReply, true)
    case let request as SSHChannelRequestEvent.EnvironmentRequest:
      let kept = Self.environmentNames.contains(request.name) && request.value.utf8.count <= 128
      if kept { environment[request.name] = request.value }
      reply(request.wantReply, kept)
    case let request as SSHChannelRequestEvent.ShellRequest:
      guard case .setup = phase else { return reply(request.wantReply, false) }
      reply(request.wantReply, true)
      if refuseWhenFull(lineEnd: pty == nil ? "\n" : "\r\n") { return }
      startArcade()
    case let request as SSHChannelRequestEvent.ExecRequest:
      guard case .setup = phase else { return reply(request.wantReply, false) }
      reply(request.wantReply, true)
      if refuseWhenFull(lineEnd: "\n") { return }
      startCommand(request.command)
    case let request as SSHChannelRequestEvent.WindowChangeRequest:
      switch phase {
      case .playing:
        pendingSize = size(width: request.terminalCharacterWidth, height: request.terminalRowHeight)
        resizeWhenDue()
      case .starting:
        // The session starts at the newest size.
        pendingSize = size(width: request.terminalCharacterWidth, height: request.terminalRowHeight)
      default:
        break
      }
    case let request as SSHChannelRequestEvent.SubsystemRequest:
      server.log.info(
        "refused", metadata: connection.metadata(["request": "subsystem \(request.subsystem.prefix(40))"]))
      reply(request.wantReply, false)
    case let event as ChannelEvent where event == .inputClosed:
      switch phase {
      case .playing: end(.hangup, goodbye: nil)
      case .reading(let submitted): submit(submitted)
      default: break
      }
    default:
      context.fireUserInboundEventTriggered(event)
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    server.log.info("channel error", metadata: connection.metadata(["error": "\(error)"]))
    context.close(promise: nil)
  }

  /// Ends the channel with the reason when its player found no place (the arcade was full as
  /// they signed in); false when they have one.
  private func refuseWhenFull(lineEnd: String) -> Bool {
    guard let refusal = connection.authenticator.refusal else { return false }
    server.log.notice("refused", metadata: connection.metadata(["reason": "\(refusal)"]))
    finishCommand("arcade: \(refusal)\(lineEnd)", status: 1)
    return true
  }

  /// Draws the newest window size now when no resize was drawn in the last frame's time, else
  /// once that time is up (whatever more window changes come meanwhile).
  private func resizeWhenDue() {
    guard resizeTask == nil else { return }
    let wait = lastResize + Self.resizeInterval - Self.now()
    guard wait > 0 else { return resize() }
    resizeTask = connection.loop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(wait * 1e9))) { [self] in
      resizeTask = nil
      resize()
    }
  }

  /// Draws the session at the newest size a window change asked for.
  private func resize() {
    guard case .playing = phase, var session, let newSize = pendingSize else { return }
    pendingSize = nil
    lastResize = Self.now()
    let output = session.resize(to: newSize, at: lastResize)
    self.session = session
    carryOut(output)
  }

  /// The least time between two resizes drawn: a frame at the session's 30 frames a second.
  static let resizeInterval = 1.0 / 30

  /// The environment variables a client may set: what tells the arcade how its terminal draws.
  private static let environmentNames: Set<String> = ["LANG", "LC_ALL", "LC_CTYPE", "COLORFGBG", "NO_COLOR"]

  private func reply(_ wanted: Bool, _ success: Bool) {
    guard wanted, let context else { return }
    let event: any Sendable = success ? ChannelSuccessEvent() : ChannelFailureEvent()
    context.channel.triggerUserOutboundEvent(event, promise: nil)
  }

  // MARK: - The arcade

  /// The shell request: the player is looked up (off the loop), then the session starts.
  private func startArcade() {
    guard !disconnectIfBanned(by: server.bans.list) else { return }
    guard let pty else {
      finishCommand(
        "arcade: the arcade needs a terminal; connect with `ssh -t` (commands without one: submit, scores)\n",
        status: 2)
      return
    }
    phase = .starting
    let identity = connection.authenticator.identity ?? .guest
    let board = server.scores.board
    let loop = connection.loop
    let term = Self.terminalType(pty.term)
    // The board and terminfo (read from disk the first time a TERM is seen) off the loop.
    server.pool.runIfActive(eventLoop: loop) { () throws -> (ServerPlayer?, TerminalProfile) in
      let profile =
        (try? TerminalProfile.terminfo(term: term)) ?? (try? TerminalProfile.terminfo(term: "xterm-256color"))
        ?? .xterm256color
      guard let fingerprint = identity.fingerprint else { return (nil, profile) }
      return (try board.player(fingerprint), profile)
    }.assumeIsolated().whenComplete { [self] result in
      switch result {
      case .success(let (player, profile)):
        begin(identity: identity, player: player, pty: pty, term: term, profile: profile)
      case .failure(let error):
        server.log.error("session not started", metadata: connection.metadata(["error": "\(error)"]))
        finishCommand(BoardUnavailable.sessionCannotStart, status: 1)
      }
    }
  }

  private func begin(
    identity: PlayerIdentity, player: ServerPlayer?, pty: SSHChannelRequestEvent.PseudoTerminalRequest,
    term: String, profile: TerminalProfile
  ) {
    guard case .starting = phase else { return }
    if let name = player?.name, server.bans.list.bans(name: name) { return disconnectBanned() }
    var settings = PlayerEffects.settings(of: player, contexts: server.registry.keyContexts)
    if environment["NO_COLOR"] != nil { settings.colorEnabled = false }
    let server = self.server
    let viewer = connection.id
    let effects = PlayerEffects(
      identity: identity, player: player, scores: server.scores, launch: server.launch, online: server.online,
      connection: viewer, liveGame: { server.liveReplay(of: $0, watchedBy: viewer) }, bans: server.bans,
      banned: { server.onSession(viewer) { $0.disconnectBanned() } })
    self.effects = effects
    let registry = server.registry
    let launch = server.launch
    let seed = UInt64.random(in: .min ... .max)
    let menu: @Sendable (DisplaySettings) -> any Scene = { settings in
      MenuScene(
        registry: registry, context: launch, settings: settings, seed: seed, showsScores: true, isServerLobby: true)
    }
    let root: any Scene =
      player == nil ? WelcomeScene(isGuest: identity == .guest, settings: settings, menu: menu) : menu(settings)
    let locale = environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"]
    let wire = TerminalWire(
      profile: profile, unicode: locale.map(Self.isUTF8) ?? true, consoleFont: term == "linux",
      backgroundHint: environment["COLORFGBG"].flatMap { Background(colorFGBG: $0) })
    let now = Self.now()
    var session = ArcadeSession(
      root: root, wire: wire,
      size: pendingSize ?? size(width: pty.terminalCharacterWidth, height: pty.terminalRowHeight), settings: settings,
      at: now)
    pendingSize = nil
    phase = .playing
    lastInput = now
    server.online.add(connection.id, player: effects)
    server.log.info(
      "session", metadata: connection.metadata(["player": "\(player?.name ?? "-")", "term": "\(term)"]))
    let output = session.start(at: now)
    self.session = session
    carryOut(output)
    watchIdleness()
  }

  /// The client's `TERM`, if it is a name terminfo could have (letters, digits, `.+-_`, at
  /// most 64), else `xterm-256color`: a name is never a path.
  static func terminalType(_ raw: String) -> String {
    let allowed = raw.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == 0x2E || byte == 0x2B || byte == 0x2D || byte == 0x5F
    }
    guard allowed, !raw.isEmpty, raw.utf8.count <= 64, raw != "dumb" else { return "xterm-256color" }
    return raw
  }

  private static func isUTF8(_ locale: String) -> Bool {
    let upper = locale.uppercased()
    return upper.contains("UTF-8") || upper.contains("UTF8")
  }

  /// A size the client gave, within bounds (a 0 or a 100000 becomes something drawable).
  private func size(width: Int, height: Int) -> Size {
    let limit = server.limits.maximumTerminalSize
    return Size(width: min(max(width, 1), limit), height: min(max(height, 1), limit))
  }

  /// Writes what the session drew, queues its effects, schedules its next wake, and ends the
  /// channel once the session has ended.
  private func carryOut(_ output: SessionOutput) {
    if !output.bytes.isEmpty { write(output.bytes) }
    for effect in output.effects where effect.effect.isHostWork {
      if case .scene(.open(.game(let start))) = effect.effect,
        let title = server.registry.entry(id: start.id)?.title
      {
        server.online.note(connection.id, activity: "playing \(title)", game: start.id)
      }
      pendingEffects.append(effect)
    }
    // Back at the menu (the stack's root): said once, not on every frame.
    let depth = session?.depth ?? 0
    if depth == 1, depth != shownDepth { server.online.note(connection.id, activity: OnlinePlayers.inTheMenu) }
    shownDepth = depth
    runNextEffect()
    if let outcome = output.outcome {
      phase = .ended
      wakeTask?.cancel()
      idleTask?.cancel()
      server.online.remove(connection.id)
      closeWhenEffectsDone = true
      closeIfDone(status: Int(outcome.exitStatus))
      return
    }
    scheduleWake()
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
    var buffer = context.channel.allocator.buffer(capacity: bytes.count)
    buffer.writeBytes(bytes)
    context.writeAndFlush(wrapOutboundOut(SSHChannelData(type: .channel, data: .byteBuffer(buffer))), promise: nil)
    server.metrics.sent(bytes.count, isFrame: session != nil)
  }

  private func scheduleWake() {
    wakeTask?.cancel()
    wakeTask = nil
    guard case .playing = phase, let wake = session?.nextWake else { return }
    let delay = max(0, wake - Self.now())
    wakeTask = connection.loop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(delay * 1e9))) { [self] in
      wakeTask = nil
      guard case .playing = phase, var session else { return }
      let output = session.advance(to: Self.now())
      self.session = session
      carryOut(output)
    }
  }

  /// Ends a session nobody has touched for `ServerLimits.idleTimeout`, with a goodbye.
  private func watchIdleness() {
    idleTask?.cancel()
    let left = lastInput + server.limits.idleTimeout - Self.now()
    idleTask = connection.loop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(max(left, 0.001) * 1e9))) {
      [self] in
      guard case .playing = phase else { return }
      if Self.now() - lastInput >= server.limits.idleTimeout {
        let minutes = Int(server.limits.idleTimeout / 60)
        server.log.info("closed: idle", metadata: connection.metadata([:]))
        end(.hangup, goodbye: "No key for \(minutes) minutes: goodbye. Come back soon!")
      } else {
        watchIdleness()
      }
    }
  }

  /// Ends the session now (the server stops, the client went idle or away): the terminal is
  /// restored, the goodbye said, and what the player would lose (a score) is kept.
  func end(_ reason: SessionOutcome, goodbye: String?) {
    guard case .playing = phase, var session else { return }
    var output = session.close(reason)
    self.session = session
    if let goodbye { output.bytes += Array("\r\n\(goodbye)\r\n".utf8) }
    carryOut(output)
  }

  // MARK: - Spectators

  /// The game played here so far, for the spectator on connection `watcher`, who is counted
  /// among those watching (the player sees how many).
  func watched(by watcher: Int) -> Replay? {
    guard case .playing = phase, let replay = session?.liveReplay else { return nil }
    watchers[watcher] = Self.now()
    showWatchers()
    return replay
  }

  /// Shows how many watch in the corner, forgetting spectators who stopped asking; checks
  /// again while anyone watches.
  private func showWatchers() {
    let now = Self.now()
    watchers = watchers.filter { now - $0.value < 2 }
    guard case .playing = phase, var session else { return }
    let note = watchers.isEmpty ? nil : "\(watchers.count) watching"
    if note != session.cornerNote {
      let output = session.setCornerNote(note, at: now)
      self.session = session
      carryOut(output)
    }
    guard !watchers.isEmpty, watcherCheck == nil else { return }
    watcherCheck = connection.loop.assumeIsolated().scheduleTask(in: .seconds(1)) { [self] in
      watcherCheck = nil
      showWatchers()
    }
  }

  // MARK: - Effects

  /// Runs the next effect on the thread pool; its answers go back to the session on the loop.
  private func runNextEffect() {
    guard !effectRunning, !pendingEffects.isEmpty, let client = effects?.client else { return }
    effectRunning = true
    let effect = pendingEffects.removeFirst()
    server.pool.runIfActive(eventLoop: connection.loop) {
      client.replies(to: effect, network: nil)
    }.assumeIsolated().whenComplete { [self] result in
      effectRunning = false
      if case .success(let replies) = result, case .playing = phase, var session {
        for reply in replies {
          let output = session.deliver(reply, to: effect.requester, at: Self.now())
          self.session = session
          carryOut(output)
          guard case .playing = phase, let next = self.session else { break }
          session = next
        }
      }
      runNextEffect()
      closeIfDone(status: Int(self.session?.outcome?.exitStatus ?? 0))
    }
  }

  /// Closes the channel once the session has ended and its last effects (a score kept as it
  /// closed) are done.
  private func closeIfDone(status: Int) {
    guard closeWhenEffectsDone, !effectRunning, pendingEffects.isEmpty, let context else { return }
    closeWhenEffectsDone = false
    let channel = context.channel
    let whole = closesConnection ? channel.parent : nil
    channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: status)).whenComplete { _ in
      channel.close().whenComplete { _ in whole?.close(promise: nil) }
    }
  }

  // MARK: - Bans

  /// Disconnects the player, told why, when `list` bans their address, key or name; returns
  /// whether it did.
  @discardableResult
  func disconnectIfBanned(by list: BanList) -> Bool {
    let banned = list.bans(
      address: connection.address, fingerprint: connection.authenticator.identity?.fingerprint,
      name: effects?.player?.name)
    if banned { disconnectBanned() }
    return banned
  }

  /// Tells the player they are banned (a session's terminal restored first) and closes the
  /// connection.
  func disconnectBanned() {
    if case .ended = phase { return }
    server.log.notice(
      "disconnected: banned", metadata: connection.metadata(["player": "\(effects?.player?.name ?? "-")"]))
    closesConnection = true
    if case .playing = phase {
      end(.hangup, goodbye: BanList.message)
    } else {
      finishCommand(BanList.message + "\r\n", status: 1)
    }
  }

  // MARK: - Commands

  /// An exec request: `submit` (a replay on standard input) or `scores [GAME]`; anything else
  /// is refused.
  private func startCommand(_ command: String) {
    guard !disconnectIfBanned(by: server.bans.list) else { return }
    let words = command.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    server.log.info("command", metadata: connection.metadata(["command": "\(command.prefix(60))"]))
    server.metrics.sessions.runsCommand(connection.id)
    switch words.first {
    case "submit" where words.count == 1:
      guard connection.authenticator.identity?.fingerprint != nil else {
        finishCommand("arcade: \(PlayerIdentity.guestNotice)\n", status: 1)
        return
      }
      phase = .reading(submit: [])
    case "scores" where words.count <= 2:
      phase = .working
      let board = server.scores.board
      let registry = server.registry
      let game = words.count == 2 ? words[1].lowercased() : nil
      server.pool.runIfActive(eventLoop: connection.loop) {
        try BoardText.boards(of: board, game: game, registry: registry)
      }.assumeIsolated().whenComplete { [self] result in
        switch result {
        case .success(let text): finishCommand(text, status: 0)
        case .failure: finishCommand(BoardUnavailable.scoresUnreadable, status: 1)
        }
      }
    default:
      server.log.info("refused", metadata: connection.metadata(["request": "exec \(command.prefix(60))"]))
      finishCommand(
        "arcade: unknown command '\(InertText.of(String(command.prefix(60))))'; "
          + "the commands are `submit < replay-file` and `scores [GAME]` (or no command, with a terminal, to play)\n",
        status: 2)
    }
  }

  /// Ranks a submitted replay under the key's player (off the loop) and says how it went.
  private func submit(_ bytes: [UInt8]) {
    phase = .working
    guard let fingerprint = connection.authenticator.identity?.fingerprint else { return }
    let scores = server.scores
    let bans = server.bans
    let text = String(decoding: bytes, as: UTF8.self)
    server.pool.runIfActive(eventLoop: connection.loop) { () throws -> (String, Int32) in
      guard let player = try scores.board.player(fingerprint) else {
        return ("arcade: choose your name first: connect once with `ssh -t` and play\n", 1)
      }
      guard !bans.list.bans(name: player.name) else { return (BanList.message + "\n", 1) }
      switch scores.rankOffline(text, by: player) {
      case .ranked(let shown, let rank, let submission):
        let place = rank.map { "ranked \(ScoreTable.ordinal($0))" } ?? "verified (the board shows each player's best)"
        let score = ScoreFormat.score(submission.score, timeMilliseconds: submission.timeMilliseconds)
        let lines = ScoreTableLayout.printed(shown).joined(separator: "\n")
        let title = BoardOrder.shownTitle(
          submission.boardTitle, isBuiltIn: scores.registry.isBuiltIn(submission.board))
        return ("\(title): \(score) by \(player.name), played offline: \(place)\n\(lines)\n", 0)
      case .refused(let reason):
        return ("arcade: not ranked: \(reason)\n", 1)
      case .boardUnavailable:
        return (BoardUnavailable.submitNotRanked, 1)
      }
    }.assumeIsolated().whenComplete { [self] result in
      switch result {
      case .success(let (text, status)):
        server.log.info("submit", metadata: connection.metadata(["status": "\(status)"]))
        finishCommand(text, status: Int(status))
      case .failure: finishCommand(BoardUnavailable.submitNotRanked, status: 1)
      }
    }
  }

  /// Writes a command's text and ends the channel with `status`.
  private func finishCommand(_ text: String, status: Int) {
    phase = .ended
    write(Array(text.utf8))
    closeWhenEffectsDone = true
    closeIfDone(status: status)
  }

  /// The time the sessions count in: seconds on the monotonic clock.
  static func now() -> Double {
    Double(NIODeadline.now().uptimeNanoseconds) / 1e9
  }
}

extension HostEffect {
  /// Whether the host does something for it (Ctrl-Z has no process to stop here).
  fileprivate var isHostWork: Bool {
    if case .suspend = self { return false }
    return true
  }
}
