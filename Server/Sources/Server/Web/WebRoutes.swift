import ArcadeKit
import Drawing
import FoundationEssentials
import Launcher
import NIOCore
import NIOHTTP1
import Replays
import Scores
import Session
import Synchronization
import TerminalWire

/// What the web listener serves at each path: the pages (made off the event loops, where they
/// read the board), the style sheet and script, a run as asciicast, and the pages' sockets.
struct WebRoutes: Sendable {
  let context: ServerContext
  let proxies: TrustedProxies?
  let sshHint: String
  let cache = WebPageCache()

  /// How long the boards' pages are kept before the board is read again.
  static let boardPagesAge = 2.0
  /// How long a run's asciicast is kept.
  static let castAge = 600.0

  /// An answer: status, type and body.
  struct Response: Sendable {
    var status: HTTPResponseStatus
    var contentType: String
    var body: [UInt8]
    var extraHeaders: [(String, String)] = []
  }

  /// The security headers of every answer: nothing from another origin, no framing, no sniffing.
  static let securityHeaders: [(String, String)] = [
    (
      "Content-Security-Policy",
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("Cross-Origin-Opener-Policy", "same-origin"),
  ]

  // MARK: - Pages

  /// The answer to a GET or HEAD of `head`'s path, made on the thread pool.
  func respond(to head: HTTPRequestHead, on loop: any EventLoop) -> EventLoopFuture<Response> {
    let path = Self.path(of: head.uri)
    switch path {
    case "/arcade.css":
      return loop.makeSucceededFuture(
        Response(
          status: .ok, contentType: "text/css; charset=utf-8", body: Array(WebAssets.css.utf8),
          extraHeaders: [("Cache-Control", "max-age=300")]))
    case "/arcade.js":
      return loop.makeSucceededFuture(
        Response(
          status: .ok, contentType: "text/javascript; charset=utf-8", body: Array(WebAssets.script.utf8),
          extraHeaders: [("Cache-Control", "max-age=300")]))
    case "/favicon.ico":
      return loop.makeSucceededFuture(Response(status: .noContent, contentType: "image/x-icon", body: []))
    case "/play":
      return loop.makeSucceededFuture(html(WebPages.play(sshHint: sshHint)))
    default:
      break
    }
    return context.pool.runIfActive(eventLoop: loop) { () -> Response in
      do {
        return try page(path)
      } catch {
        return html(WebPages.notFound(BoardUnavailable.boardsUnreadable), status: .serviceUnavailable)
      }
    }
  }

  /// The pages that read the board or the players.
  private func page(_ path: String) throws -> Response {
    if path == "/" { return try cache.answer(path, maximumAge: Self.boardPagesAge) { html(try home()) } }
    if path == "/daily" { return try cache.answer(path, maximumAge: Self.boardPagesAge) { html(try daily()) } }
    if path.hasPrefix("/watch/"), let name = WebPages.percentDecoded(path.dropFirst("/watch/".count)) {
      return html(WebPages.watch(name: name))
    }
    if path.hasPrefix("/runs/") {
      var id = String(path.dropFirst("/runs/".count))
      let cast = id.hasSuffix(".cast")
      if cast { id.removeLast(".cast".count) }
      guard Self.isRunIdentity(id), let stored = try context.scores.board.storedRun(id) else {
        return html(WebPages.notFound("No ranked run has that address."), status: .notFound)
      }
      guard cast else { return html(WebPages.run(stored, id: id)) }
      return try cache.answer(path, maximumAge: Self.castAge) { try asciicast(stored, id: id) }
    }
    return html(WebPages.notFound("There is no page at that address."), status: .notFound)
  }

  private func home() throws -> String {
    let registry = context.registry
    let board = context.scores.board
    let found = try board.boards().sorted {
      BoardOrder.precedes($0.id, $0.title, $1.id, $1.title, gameOrder: registry.ids, isBuiltIn: registry.isBuiltIn)
    }
    var boards: [WebPages.Board] = []
    for summary in found.prefix(Self.boardsListed) {
      guard let shown = try board.board(summary.id) else { continue }
      let title = BoardOrder.shownTitle(summary.title, isBuiltIn: registry.isBuiltIn(summary.id))
      boards.append(WebPages.Board(title: title, places: places(of: shown)))
    }
    let online = context.online.listing.map { player in
      WebPages.Online(
        name: player.name, activity: player.activity, watchable: player.activity.hasPrefix("playing"))
    }
    return WebPages.home(boards: boards, online: online, sshHint: sshHint)
  }

  private func daily() throws -> String {
    let today = DailyDate(secondsSinceEpoch: context.scores.now().timeIntervalSince1970)
    let challenge = DailyChallenge(date: today, registry: context.registry)
    var games: [(title: String, level: String, board: WebPages.Board?)] = []
    for game in challenge.games {
      let shown = try context.scores.board.board(game.board)
      games.append(
        (
          game.entry.title, game.level.name,
          shown.map { WebPages.Board(title: game.boardTitle, places: places(of: $0)) }
        ))
    }
    return WebPages.daily(date: "\(today)", games: games)
  }

  /// A board's places, each with its run's identity.
  private func places(of board: ScoreBoard) -> [WebPages.Place] {
    board.entries.enumerated().map { index, entry in
      let run = entry.replay.flatMap { try? ReplayText.decode(text: $0, source: "the board") }.map {
        context.registry.runIdentity(of: $0)
      }
      let score = entry.timeMilliseconds.map { TimeText.seconds(milliseconds: $0) } ?? String(entry.score)
      return WebPages.Place(place: index + 1, name: entry.name, score: score, run: run)
    }
  }

  /// The run as an asciicast file, drawn at 80×24 as xterm-256color shows it.
  private func asciicast(_ stored: StoredRun, id: String) throws -> Response {
    let replay = try ReplayText.decode(text: stored.replay, source: "the board")
    let options = Asciicast.Options(
      size: Size(width: 80, height: 24), term: "xterm-256color", profile: .xterm256color, capabilities: .full,
      title: "\(stored.name) · \(stored.boardTitle) · \(stored.score)")
    let text = try Asciicast.record(replay, registry: context.registry, options: options)
    return Response(
      status: .ok, contentType: "application/x-asciicast", body: Array(text.utf8),
      extraHeaders: [("Content-Disposition", "attachment; filename=\"arcade-\(id.prefix(12)).cast\"")])
  }

  /// The most boards the front page lists.
  static let boardsListed = 60

  private func html(_ text: String, status: HTTPResponseStatus = .ok) -> Response {
    Response(status: status, contentType: "text/html; charset=utf-8", body: Array(text.utf8))
  }

  /// Whether `text` is a run's identity: 64 lowercase hex digits.
  static func isRunIdentity(_ text: String) -> Bool {
    text.utf8.count == 64 && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
  }

  /// The path of a request's target, without its query.
  static func path(of uri: String) -> String {
    String(uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
  }

  /// The query's value of `name` as a number (the socket's `w` and `h`).
  static func number(_ name: String, in uri: String) -> Int? {
    guard let query = uri.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
    for pair in query.split(separator: "&") where pair.hasPrefix(name + "=") {
      return Int(pair.dropFirst(name.count + 1))
    }
    return nil
  }

  // MARK: - Sockets

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
    let context = self.context
    context.pool.runIfActive(eventLoop: channel.eventLoop) { () throws -> (RunViewer, [RunMarker])? in
      guard let stored = try context.scores.board.storedRun(id) else { return nil }
      let replay = try ReplayText.decode(text: stored.replay, source: "the board")
      return (
        try RunViewer(replay: replay, registry: context.registry),
        try RunMarker.cached(replay, id: id, registry: context.registry)
      )
    }.assumeIsolated().whenComplete { result in
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
