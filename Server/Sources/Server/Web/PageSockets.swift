import ArcadeKit
import Drawing
import Launcher
import NIOCore
import NIOHTTP1
import Replays
import Session
import TerminalWire

/// The pages' sockets (`/ws/play`, `/ws/watch/NAME`, `/ws/runs/ID`): who may open one, and what
/// each puts behind the WebSocket's codec: a guest's arcade or a live game as a session through
/// the gate, or a ranked run's viewer.
extension WebRoutes {
  /// Whether `head` asks for one of the pages' sockets, from a page of this server (a page of
  /// another origin may not open one: its `Origin` must name this host), from an address not
  /// banned. Refused, the request is answered as a page (a 404, or a 403 for a ban).
  func acceptsSocket(_ head: HTTPRequestHead, on channel: any Channel) -> Bool {
    let path = Self.path(of: head.uri)
    guard path == "/ws/play" || path.hasPrefix("/ws/watch/") || path.hasPrefix("/ws/runs/") else { return false }
    guard !context.bans.list.bans(address: clientAddress(channel, head)) else { return false }
    guard let origin = head.headers.first(name: "Origin") else { return true }
    guard let host = head.headers.first(name: "Host") else { return false }
    return origin == "http://\(host)" || origin == "https://\(host)"
  }

  /// Where a request comes from: its peer, or the address a trusted proxy forwarded it for.
  func clientAddress(_ channel: any Channel, _ head: HTTPRequestHead) -> String {
    let peer = channel.remoteAddress?.ipAddress ?? "unknown"
    guard let proxies, proxies.trusts(peer), let forwarded = head.headers["X-Forwarded-For"].last,
      let last = forwarded.split(separator: ",").last.map({ String($0.filter { $0 != " " && $0 != "\t" }) }),
      IPAddress(last) != nil
    else { return peer }
    return last
  }

  /// Puts the handlers of the socket `head` asked for behind the WebSocket's codec.
  func openSocket(_ channel: any Channel, _ head: HTTPRequestHead) throws {
    let path = Self.path(of: head.uri)
    let limit = context.limits.maximumTerminalSize
    let size = Size(
      width: min(max(Self.number("w", in: head.uri) ?? 80, 20), min(limit, Canvas.maximumSize.width)),
      height: min(max(Self.number("h", in: head.uri) ?? 24, 8), min(limit, Canvas.maximumSize.height)))
    let address = clientAddress(channel, head)
    let pipeline = channel.pipeline.syncOperations
    try pipeline.addHandler(PageSocketHandler(size: size))
    if path.hasPrefix("/ws/runs/") {
      let id = String(path.dropFirst("/ws/runs/".count))
      return try openRun(id, channel: channel, size: size)
    }
    let watched: PlayersScene.Player?
    if path.hasPrefix("/ws/watch/") {
      guard let name = WebPages.percentDecoded(path.dropFirst("/ws/watch/".count)),
        let player = context.online.listing.first(where: { $0.name.lowercased() == name.lowercased() })
      else { return try pipeline.addHandler(PageRefusal(reason: "nobody of that name is in the arcade now")) }
      watched = player
    } else {
      watched = nil
    }
    try openSession(channel, address: address, size: size, watching: watched)
  }

  /// A run's page: its replay from the board, its markers found, on the pool; then the viewer.
  private func openRun(_ id: String, channel: any Channel, size: Size) throws {
    guard Self.isRunIdentity(id) else {
      return try channel.pipeline.syncOperations.addHandler(PageRefusal(reason: "no ranked run has that address"))
    }
    guard poolShare.take() else {
      return try channel.pipeline.syncOperations.addHandler(PageRefusal(reason: Self.busy))
    }
    let context = self.context
    let poolShare = self.poolShare
    let found = pool.runIfActive(eventLoop: channel.eventLoop) { () throws -> (RunViewer, [RunMarker])? in
      guard let stored = try context.scores.board.storedRun(id) else { return nil }
      let replay = try ReplayText.decode(text: stored.replay, source: "the board")
      return (
        try RunViewer(replay: replay, registry: context.registry),
        try RunMarker.cached(replay, id: id, registry: context.registry)
      )
    }
    // Given back however it ends (a pool shutting down runs nothing).
    found.whenComplete { _ in poolShare.give() }
    found.assumeIsolated().whenComplete { result in
      guard channel.isActive else { return }
      let pipeline = channel.pipeline.syncOperations
      guard case .success(let found?) = result else {
        _ = try? pipeline.addHandler(PageRefusal(reason: "no ranked run has that address"))
        return
      }
      context.metrics.webClient(.run, opened: true)
      let metrics = context.metrics
      _ = try? pipeline.addHandler(
        RunPageHandler(viewer: found.0, markers: found.1, size: size) { metrics.webClient(.run, opened: false) })
    }
  }

  /// A guest's arcade, or a live game watched, as a session through the gate, as over SSH.
  private func openSession(_ channel: any Channel, address: String, size: Size, watching: PlayersScene.Player?)
    throws
  {
    let pipeline = channel.pipeline.syncOperations
    let id = context.nextConnectionID()
    context.rememberChannel(id, channel)
    switch context.gate.admit(id, from: address, at: ServerClock.now()) {
    case .refused(let refusal):
      context.forgetChannel(id)
      context.metrics.connectionRefused(refusal)
      context.log.notice("refused", metadata: ["address": "\(address)", "reason": "\(refusal)", "web": "yes"])
      return try pipeline.addHandler(PageRefusal(reason: "\(refusal)"))
    case .admitted(_, let dropped):
      context.close(dropped, for: id)
    }
    let gate = context.gate
    let server = context
    let info = ConnectionInfo(
      id: id, address: address, authenticator: PlayerAuthenticator(takePlace: { gate.signIn(id) }),
      loop: channel.eventLoop)
    server.metrics.connectionOpened(info, closeFuture: channel.closeFuture)
    let page: ServerMetrics.WebPage = watching == nil ? .play : .watch
    server.metrics.webClient(page, opened: true)
    channel.closeFuture.whenComplete { _ in
      server.untrack(id)
      server.forgetChannel(id)
      gate.release(id)
      server.metrics.webClient(page, opened: false)
    }
    info.authenticator.signInAsGuest()
    if let refusal = info.authenticator.refusal {
      return try pipeline.addHandler(PageRefusal(reason: "\(refusal)"))
    }
    let settings = DisplaySettings()
    let effects = PlayerEffects(
      identity: .guest, player: nil, scores: server.scores, launch: server.launch, online: server.online,
      connection: id, liveGame: { server.liveReplay(of: $0, watchedBy: id) }, bans: server.bans,
      banned: { server.onSession(id) { $0.disconnectBanned() } })
    let registry = server.registry
    let launch = server.launch
    let seed = UInt64.random(in: .min ... .max)
    let root: any Scene
    if let watching {
      root = WatchLiveScene(player: watching.id, name: watching.name, registry: registry, global: settings.keys.global)
    } else {
      // The page draws every glyph and colour, and says itself that guests are not ranked: no
      // card asks how the terminal looks.
      root = MenuScene(
        registry: registry, context: launch, settings: settings, seed: seed, showsScores: true, isServerLobby: true)
    }
    let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: .dark)
    let session = ArcadeSession(root: root, wire: wire, size: size, settings: settings, at: ServerClock.now())
    server.log.info("session", metadata: info.metadata(["web": "\(page.rawValue)"]))
    let handler = ArcadeSessionHandler(
      server: server, connection: info, effects: effects, session: session, client: .page(WebFrameEncoder()))
    try pipeline.addHandler(handler)
    server.track(id, loop: channel.eventLoop, handler: NIOLoopBound(handler, eventLoop: channel.eventLoop))
  }
}
