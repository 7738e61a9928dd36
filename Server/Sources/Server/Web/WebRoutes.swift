import ArcadeKit
import Drawing
import FoundationEssentials
import Launcher
import NIOCore
import NIOHTTP1
import NIOPosix
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
  /// The web pages' own thread: what they read and make never waits behind, or holds up, a
  /// player's effects on the server's pool.
  let pool: NIOThreadPool
  let cache = WebPageCache()
  let poolShare = WebPoolShare()

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
    guard poolShare.take() else {
      return loop.makeSucceededFuture(
        html(
          WebPages.notice(title: "Busy", Self.busy), status: .serviceUnavailable, extraHeaders: [("Retry-After", "2")]))
    }
    let made = pool.runIfActive(eventLoop: loop) { () -> Response in
      do {
        return try page(path)
      } catch {
        return html(WebPages.notice(title: "Not now", BoardUnavailable.boardsUnreadable), status: .serviceUnavailable)
      }
    }
    // Given back however it ends (a pool shutting down runs nothing).
    made.whenComplete { [poolShare] _ in poolShare.give() }
    return made
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
        return html(WebPages.notice(title: "Not found", "No ranked run has that address."), status: .notFound)
      }
      guard cast else { return html(WebPages.run(stored, id: id)) }
      return try cache.answer(path, maximumAge: Self.castAge) { try asciicast(stored, id: id) }
    }
    return html(WebPages.notice(title: "Not found", "There is no page at that address."), status: .notFound)
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

  private func html(_ text: String, status: HTTPResponseStatus = .ok, extraHeaders: [(String, String)] = []) -> Response
  {
    Response(
      status: status, contentType: "text/html; charset=utf-8", body: Array(text.utf8), extraHeaders: extraHeaders)
  }

  /// What a page or a socket is told when the web pages' share of the pool is taken.
  static let busy = "The arcade is busy just now: reload the page in a moment."

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
}
