import Catalog
import Foundation
import Replays
import Server
import TestSupport
import Testing

/// `arcade serve --http` over real loopback HTTP and WebSockets: the pages and their headers, a
/// run's page and its asciicast, a guest who plays in a page and can rank nothing, what a hostile
/// page or peer can send, and the same gate, bans and metrics as over SSH.
@Suite(.serialized) struct WebEndpointTests {
  /// A server with its web pages and metrics on free ports.
  private func server(
    limits: ServerLimits = ServerLimits(), bans: String? = nil, proxies: TrustedProxies? = nil
  ) async throws -> TestServer {
    let data = try TemporaryDirectory()
    if let bans { try bans.write(toFile: data.file("bans"), atomically: true, encoding: .utf8) }
    return try await TestServer(
      limits: limits, data: data,
      configure: {
        $0.webAddress = ListenAddress(host: "127.0.0.1", port: 0)
        $0.metricsAddress = ListenAddress(host: "127.0.0.1", port: 0)
        if bans != nil { $0.banFile = data.file("bans") }
        $0.forwardingProxies = proxies
      })
  }

  @Test func everyPageComesWithItsSecurityHeadersAndNothingFromElsewhere() async throws {
    let server = try await server()
    let web = try #require(server.server.webPort)
    for (path, type) in [
      ("/", "text/html"), ("/daily", "text/html"), ("/play", "text/html"), ("/watch/nobody", "text/html"),
      ("/arcade.css", "text/css"), ("/arcade.js", "text/javascript"),
    ] {
      let page = try await HTTPTestClient.get(path, port: web)
      #expect(page.status == 200, "\(path)")
      #expect(page.headers["content-type"]?.hasPrefix(type) == true, "\(path)")
      let policy = page.headers["content-security-policy"] ?? ""
      #expect(policy.contains("default-src 'none'") && policy.contains("script-src 'self'"), "\(path)")
      #expect(page.headers["x-content-type-options"] == "nosniff")
      #expect(!page.body.contains("http://") && !page.body.contains("https://"), "\(path) names another origin")
      #expect(!page.body.contains("<script>") && !page.body.contains("style="), "\(path) has inline script or style")
    }
    #expect(try await HTTPTestClient.get("/nothing", port: web).status == 404)
    #expect(try await HTTPTestClient.get("/runs/\(String(repeating: "a", count: 64))", port: web).status == 404)
    #expect(try await HTTPTestClient.get("/runs/../../etc/passwd", port: web).status == 404)
    #expect(try await HTTPTestClient.get("/", port: web, method: "POST").status == 405)
    let head = try await HTTPTestClient.get("/play", port: web, method: "HEAD")
    #expect(head.status == 200 && head.body.isEmpty)
    await server.stop()
  }

  @Test func aRankedRunHasItsPageAndItsAsciicast() async throws {
    let server = try await server()
    let web = try #require(server.server.webPort)
    let key = try await server.namedPlayer("Alice")
    let text = try TestServer.goldenReplay("maze-time.replay")
    #expect(try await server.run("submit", as: .key(key), input: text).status == 0)
    let run = GameCatalog.registry(fileSystem: .live).runIdentity(of: try ReplayText.decode(text: text, source: "test"))

    let home = try await HTTPTestClient.get("/", port: web)
    #expect(home.body.contains("href=\"/runs/\(run)\"") && home.body.contains("Alice"))
    let page = try await HTTPTestClient.get("/runs/\(run)", port: web)
    #expect(
      page.status == 200 && page.body.contains("Alice · Maze") && page.body.contains("data-socket=\"/ws/runs/\(run)\""))
    let cast = try await HTTPTestClient.get("/runs/\(run).cast", port: web)
    #expect(cast.status == 200 && cast.headers["content-type"] == "application/x-asciicast")
    let header = try #require(cast.body.split(separator: "\n").first)
    let fields = try #require(try JSONSerialization.jsonObject(with: Data(header.utf8)) as? [String: Any])
    #expect(fields["version"] as? Int == 2 && fields["width"] as? Int == 80)

    // Its socket: the run's length and markers, then frames and the step shown.
    let socket = try await PageSocketClient(port: web, path: "/ws/runs/\(run)?w=80&h=24")
    #expect(socket.upgraded)
    try await socket.waitFor("the run's frames") { $0.screen.joined().contains("Time") }
    let described = try #require(socket.messages.first { $0["t"] as? String == "run" })
    #expect(described["steps"] as? Int == (try ReplayText.decode(text: text, source: "test")).steps)
    try await socket.send(#"{"t":"pause"}"#)
    try await socket.send(#"{"t":"seek","n":30}"#)
    try await socket.waitFor("step 30") { $0.messages.last { $0["t"] as? String == "at" }?["n"] as? Int == 30 }
    await socket.close()
    await server.stop()
  }

  @Test func aGuestPlaysInThePageAndRanksNothing() async throws {
    let server = try await server()
    let web = try #require(server.server.webPort)
    let socket = try await PageSocketClient(port: web, path: "/ws/play?w=100&h=30")
    #expect(socket.upgraded)
    try await socket.waitFor("the menu") { $0.screen.joined().contains("A R C A D E") }
    #expect(socket.screen.count == 30 && socket.screen[0].unicodeScalars.count == 100)
    let metrics = try #require(server.server.metricsPort)
    let page = try await HTTPTestClient.get("/metrics", port: metrics)
    #expect(page.sample(#"arcade_web_clients{page="play"}"#) == 1)
    #expect(page.sample(#"arcade_sessions{state="playing"}"#) == 1)

    // Maze, its first level, played to the goal: a guest's run, never ranked.
    for key in ["j", "j", "Enter"] { try await socket.send(#"{"t":"k","k":"\#(key)"}"#) }
    try await socket.waitFor("Maze's rules") { $0.screen.joined().contains("How to play Maze") }
    try await socket.send(#"{"t":"k","k":" "}"#)
    try await socket.waitFor("Maze's levels") { $0.screen.joined().contains("First steps") }
    try await socket.send(#"{"t":"k","k":"Enter"}"#)
    try await socket.waitFor("the clock") { $0.screen.joined().contains("Time 0.00 s") }
    // A page may send anything: what is not a page's message changes nothing.
    for junk in [#"{"t":"submit","score":99999}"#, "not json", #"{"t":"k","k":"ArrowRight"#, "[]"] {
      try await socket.send(junk)
    }
    // Held keys tilt until let go: the page reports releases.
    for arrow in ["ArrowRight", "ArrowDown"] {
      try await socket.send(#"{"t":"k","k":"\#(arrow)"}"#)
      try await Task.sleep(for: .milliseconds(1500))
      try await socket.send(#"{"t":"u","k":"\#(arrow)"}"#)
    }
    try await socket.waitFor("the guest's result", timeout: 20) {
      $0.screen.joined().contains("Guests' scores are not ranked.")
    }
    #expect(!socket.isClosed)
    #expect(try server.server.board.runCount() == 0)
    await socket.close()
    await server.stop()
  }

  @Test func aHostilePageOrPeerIsClosedAndHarmsNobody() async throws {
    let server = try await server()
    let web = try #require(server.server.webPort)
    // Another site's page may not open a socket here.
    let foreign = try await PageSocketClient(port: web, path: "/ws/play", origin: "https://evil.example")
    #expect(!foreign.upgraded && foreign.head?.hasPrefix("HTTP/1.1 404") == true)
    await foreign.close()
    // A message over the bound, binary data, a fragment: each closes its own socket only.
    let player = try await PageSocketClient(port: web, path: "/ws/play")
    try await player.waitFor("the menu") { $0.screen.joined().contains("A R C A D E") }
    for (opcode, payload, fin) in [
      (UInt8(1), Array(repeating: UInt8(ascii: "a"), count: 300), true), (2, [1, 2, 3], true),
      (1, Array(#"{"t":"k""#.utf8), false), (1, Array(repeating: UInt8(ascii: "b"), count: 5000), true),
    ] {
      let hostile = try await PageSocketClient(port: web, path: "/ws/play")
      try await hostile.waitFor("its menu") { $0.screen.joined().contains("A R C A D E") }
      try await hostile.sendFrame(opcode: opcode, payload: payload, fin: fin)
      try await hostile.waitFor("it to be closed") { $0.isClosed }
    }
    // The player still plays.
    try await player.send(#"{"t":"k","k":"?"}"#)
    try await player.waitFor("help") { $0.screen.joined().contains("Help") || $0.screen.joined().contains("keys") }
    #expect(!player.isClosed)
    await player.close()
    await server.stop()
  }

  @Test func thePagesSessionsMeetTheSameGateAndBansAsSSH() async throws {
    var limits = ServerLimits()
    limits.maximumPerAddress = 2
    let server = try await server(limits: limits, bans: "address 127.0.0.3/32\n")
    let web = try #require(server.server.webPort)
    let first = try await PageSocketClient(port: web, path: "/ws/play")
    let second = try await PageSocketClient(port: web, path: "/ws/play")
    for socket in [first, second] {
      try await socket.waitFor("the menu") { $0.screen.joined().contains("A R C A D E") }
    }
    let third = try await PageSocketClient(port: web, path: "/ws/play")
    try await third.waitFor("the refusal") { $0.isClosed }
    #expect(third.messages.contains { ($0["text"] as? String)?.contains("address") == true })
    // Another address plays; a banned one is told.
    let other = try await PageSocketClient(port: web, path: "/ws/play", source: "127.0.0.2")
    try await other.waitFor("its menu") { $0.screen.joined().contains("A R C A D E") }
    let banned = try await PageSocketClient(port: web, path: "/ws/play", source: "127.0.0.3")
    #expect(!banned.upgraded)
    #expect(banned.head?.hasPrefix("HTTP/1.1 403") == true)
    for socket in [first, second, other] { await socket.close() }
    await server.stop()
  }

  @Test func behindATrustedReverseProxyTheForwardedAddressCounts() async throws {
    let proxy = try #require(AddressRange("127.0.0.1/32"))
    let server = try await server(bans: "address 203.0.113.9/32\n", proxies: TrustedProxies([proxy]))
    let web = try #require(server.server.webPort)
    /// The status of `/` asked from `source` for the address `forwarded`.
    func status(from source: String, forwarded: String) async throws -> String {
      let connection = try await RawConnection(port: web, group: .singleton, source: source)
      try await connection.send(
        Array("GET / HTTP/1.1\r\nHost: arcade\r\nX-Forwarded-For: \(forwarded)\r\nConnection: close\r\n\r\n".utf8))
      try await connection.waitForClose()
      return String(connection.text.prefix(12))
    }
    #expect(try await status(from: "127.0.0.1", forwarded: "198.51.100.1, 203.0.113.9") == "HTTP/1.1 403")
    #expect(try await status(from: "127.0.0.1", forwarded: "203.0.113.9, 198.51.100.1") == "HTTP/1.1 200")
    // Anyone else's header says nothing.
    #expect(try await status(from: "127.0.0.2", forwarded: "203.0.113.9") == "HTTP/1.1 200")
    await server.stop()
  }
}
