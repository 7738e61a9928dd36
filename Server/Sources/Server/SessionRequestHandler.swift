import ArcadeKit
import Drawing
import Launcher
import NIOCore
import NIOSSH
import Session
import TerminalCurses
import TerminalWire

/// The SSH requests of one session channel: the terminal asked for (pty, environment, window
/// changes) and what runs on it: the arcade (a shell request) or a command (exec).
///
/// It puts the handler that does the work behind itself in the pipeline, as NIO's protocol
/// upgrades do: an `ArcadeSessionHandler` once the player is looked up (off the loop), or a
/// `CommandHandler`. Window changes then go on to the session as `TerminalResized` events; the
/// client's bytes and the end of its input pass through.
final class SessionRequestHandler: ChannelInboundHandler {
  typealias InboundIn = SSHChannelData
  typealias InboundOut = SSHChannelData

  /// The terminal the client asked for before the shell.
  private struct Terminal {
    var pty: SSHChannelRequestEvent.PseudoTerminalRequest?
    var environment: [String: String] = [:]
    /// The newest window change while the player is looked up: the size the session starts at.
    var size: Size?
  }

  private enum State {
    /// Waiting for a shell or exec request.
    case setup(Terminal)
    /// Looking the player up before the session starts.
    case starting(Terminal)
    /// The arcade or a command runs behind this handler.
    case running
    /// The channel closed, or is closing.
    case closed
  }

  private let server: ServerContext
  private let connection: ConnectionInfo
  private var state = State.setup(Terminal())
  private var context: ChannelHandlerContext?

  init(server: ServerContext, connection: ConnectionInfo) {
    self.server = server
    self.connection = connection
  }

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
    _ = context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true)
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    self.context = nil
  }

  func channelInactive(context: ChannelHandlerContext) {
    state = .closed
    context.fireChannelInactive()
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    server.log.info("channel error", metadata: connection.metadata(["error": "\(error)"]))
    context.close(promise: nil)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    switch event {
    case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
      guard case .setup(var terminal) = state else { return reply(request.wantReply, false) }
      terminal.pty = request
      state = .setup(terminal)
      reply(request.wantReply, true)
    case let request as SSHChannelRequestEvent.EnvironmentRequest:
      guard case .setup(var terminal) = state,
        Self.environmentNames.contains(request.name), request.value.utf8.count <= 128
      else { return reply(request.wantReply, false) }
      terminal.environment[request.name] = request.value
      state = .setup(terminal)
      reply(request.wantReply, true)
    case let request as SSHChannelRequestEvent.ShellRequest:
      guard case .setup(let terminal) = state else { return reply(request.wantReply, false) }
      reply(request.wantReply, true)
      if refuseWhenFull(lineEnd: terminal.pty == nil ? "\n" : "\r\n") { return }
      startArcade(terminal)
    case let request as SSHChannelRequestEvent.ExecRequest:
      guard case .setup(let terminal) = state else { return reply(request.wantReply, false) }
      reply(request.wantReply, true)
      // `ssh -t host plain`: the arcade as plain lines for a screen reader, from the first line.
      if request.command.split(whereSeparator: \.isWhitespace) == [Self.plainCommand] {
        if refuseWhenFull(lineEnd: terminal.pty == nil ? "\n" : "\r\n") { return }
        return startArcade(terminal, plain: true)
      }
      if refuseWhenFull(lineEnd: "\n") { return }
      startCommand(request.command)
    case let request as SSHChannelRequestEvent.WindowChangeRequest:
      let size = size(width: request.terminalCharacterWidth, height: request.terminalRowHeight)
      switch state {
      case .starting(var terminal):
        terminal.size = size
        state = .starting(terminal)
      case .running:
        context.fireUserInboundEventTriggered(TerminalResized(size: size))
      case .setup, .closed:
        break  // the pty request gives the size a session starts at
      }
    case let request as SSHChannelRequestEvent.SubsystemRequest:
      server.log.info(
        "refused", metadata: connection.metadata(["request": "subsystem \(request.subsystem.prefix(40))"]))
      reply(request.wantReply, false)
    default:
      context.fireUserInboundEventTriggered(event)
    }
  }

  /// The command that plays the arcade in plain lines (`DisplaySettings.plain`), with a terminal.
  static let plainCommand: Substring = "plain"

  /// The environment variables a client may set: what tells the arcade how its terminal draws.
  private static let environmentNames: Set<String> = ["LANG", "LC_ALL", "LC_CTYPE", "COLORFGBG", "NO_COLOR"]

  private func reply(_ wanted: Bool, _ success: Bool) {
    guard wanted, let context else { return }
    let event: any Sendable = success ? ChannelSuccessEvent() : ChannelFailureEvent()
    context.channel.triggerUserOutboundEvent(event, promise: nil)
  }

  /// Ends the channel with `text` and `status`; nothing runs on it any more.
  private func finish(_ text: String, status: Int, closingConnection: Bool = false) {
    state = .closed
    context?.finish(writing: text, status: status, metrics: server.metrics, closingConnection: closingConnection)
  }

  /// Ends the channel with the reason when its player found no place (the arcade was full as
  /// they signed in); false when they have one.
  private func refuseWhenFull(lineEnd: String) -> Bool {
    guard let refusal = connection.authenticator.refusal else { return false }
    server.log.notice("refused", metadata: connection.metadata(["reason": "\(refusal)"]))
    finish("arcade: \(refusal)\(lineEnd)", status: 1)
    return true
  }

  /// Ends the connection, telling the player why, when the ban list bans their address, key or
  /// `name`; returns whether it did.
  private func disconnectIfBanned(name: String? = nil) -> Bool {
    guard connection.isBanned(by: server.bans.list, name: name) else { return false }
    server.log.notice("disconnected: banned", metadata: connection.metadata(["player": "\(name ?? "-")"]))
    finish(BanList.message + "\r\n", status: 1, closingConnection: true)
    return true
  }

  // MARK: - The arcade

  /// The shell request (or `plain`, for plain lines): the player and the terminal's description
  /// are looked up off the loop, then the session starts.
  private func startArcade(_ terminal: Terminal, plain: Bool = false) {
    guard !disconnectIfBanned() else { return }
    guard let pty = terminal.pty else {
      finish(
        "arcade: the arcade needs a terminal; connect with `ssh -t` (commands without one: submit, scores, who)\n",
        status: 2)
      return
    }
    state = .starting(terminal)
    let identity = connection.authenticator.identity ?? .guest
    let board = server.scores.board
    let term = Self.terminalType(pty.term)
    // The board and terminfo (read from disk the first time a TERM is seen) off the loop.
    server.pool.runIfActive(eventLoop: connection.loop) { () throws -> (ServerPlayer?, TerminalProfile) in
      let profile =
        (try? TerminalProfile.terminfo(term: term)) ?? (try? TerminalProfile.terminfo(term: "xterm-256color"))
        ?? .xterm256color
      guard let fingerprint = identity.fingerprint else { return (nil, profile) }
      return (try board.player(fingerprint), profile)
    }.assumeIsolated().whenComplete { [self] result in
      guard case .starting(let terminal) = state else { return }  // the client left meanwhile
      switch result {
      case .success(let (player, profile)):
        begin(
          identity: identity, player: player, pty: pty, terminal: terminal, term: term, profile: profile, plain: plain)
      case .failure(let error):
        server.log.error("session not started", metadata: connection.metadata(["error": "\(error)"]))
        finish(BoardUnavailable.sessionCannotStart, status: 1)
      }
    }
  }

  /// Starts the arcade for `player` (nil: a guest, or a key without a name yet) behind this
  /// handler; in plain lines when asked (`plain`) or when the player keeps that setting.
  private func begin(
    identity: PlayerIdentity, player: ServerPlayer?, pty: SSHChannelRequestEvent.PseudoTerminalRequest,
    terminal: Terminal, term: String, profile: TerminalProfile, plain: Bool
  ) {
    guard let context, !disconnectIfBanned(name: player?.name) else { return }
    var settings = PlayerEffects.settings(of: player, contexts: server.registry.keyContexts)
    if terminal.environment["NO_COLOR"] != nil { settings.colorEnabled = false }
    if plain { settings.plain = true }
    let server = self.server
    let viewer = connection.id
    let effects = PlayerEffects(
      identity: identity, player: player, scores: server.scores, launch: server.launch, online: server.online,
      connection: viewer, liveGame: { server.liveReplay(of: $0, watchedBy: viewer) }, bans: server.bans,
      banned: { server.onSession(viewer) { $0.disconnectBanned() } })
    let registry = server.registry
    let launch = server.launch
    let seed = UInt64.random(in: .min ... .max)
    let menu: @Sendable (DisplaySettings) -> any Scene = { settings in
      MenuScene(
        registry: registry, context: launch, settings: settings, seed: seed, showsScores: true, isServerLobby: true)
    }
    let root: any Scene =
      player == nil ? WelcomeScene(isGuest: identity == .guest, settings: settings, menu: menu) : menu(settings)
    let locale = terminal.environment["LC_ALL"] ?? terminal.environment["LC_CTYPE"] ?? terminal.environment["LANG"]
    let wire = TerminalWire(
      profile: profile, unicode: locale.map(Self.isUTF8) ?? true, consoleFont: term == "linux",
      backgroundHint: terminal.environment["COLORFGBG"].flatMap { Background(colorFGBG: $0) })
    let session = ArcadeSession(
      root: root, wire: wire,
      size: terminal.size ?? size(width: pty.terminalCharacterWidth, height: pty.terminalRowHeight),
      settings: settings, at: ServerClock.now())
    server.log.info(
      "session", metadata: connection.metadata(["player": "\(player?.name ?? "-")", "term": "\(term)"]))
    let handler = ArcadeSessionHandler(server: server, connection: connection, effects: effects, session: session)
    state = .running
    do {
      try context.pipeline.syncOperations.addHandler(handler)
    } catch {
      state = .closed
      context.close(promise: nil)
      return
    }
    server.track(connection.id, loop: connection.loop, handler: NIOLoopBound(handler, eventLoop: connection.loop))
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

  // MARK: - Commands

  /// An exec request: a `ServerCommand` runs behind this handler; anything else is refused.
  private func startCommand(_ line: String) {
    guard !disconnectIfBanned(), let context else { return }
    server.log.info("command", metadata: connection.metadata(["command": "\(line.prefix(60))"]))
    server.metrics.sessions.runsCommand(connection.id)
    guard let command = ServerCommand(line) else {
      server.log.info("refused", metadata: connection.metadata(["request": "exec \(line.prefix(60))"]))
      finish(
        "arcade: unknown command '\(InertText.of(String(line.prefix(60))))'; "
          + "the commands are `submit < replay-file`, `scores [GAME]` and `who` (or no command, with a terminal, to play;"
          + " `plain`, with a terminal, to play in plain lines for a screen reader)\n",
        status: 2)
      return
    }
    state = .running
    do {
      try context.pipeline.syncOperations.addHandler(
        CommandHandler(command, server: server, connection: connection))
    } catch {
      state = .closed
      context.close(promise: nil)
    }
  }
}

/// The client's window changed to `size` (bounded): sent on by `SessionRequestHandler` to the
/// session behind it.
struct TerminalResized {
  var size: Size
}
