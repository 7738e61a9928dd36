import Catalog
import Crypto
import Foundation
import Launcher
import Logging
import NIOCore
import NIOPosix
import Server
import TestSupport
import Testing

extension HeavyTests {
  /// `arcade serve --metrics`: `/metrics` and `/healthz` over real loopback HTTP from a server in
  /// this process, while players play over SSH; and what the listener does with bad requests.
  @Suite(.serialized) struct ServerMetricsTests {
    /// A server with its metrics listener on a free loopback port.
    struct MetricsServer {
      let test: TestServer
      let metricsPort: Int
      var server: ArcadeServer { test.server }
      var port: Int { test.port }

      init(limits: ServerLimits = ServerLimits()) async throws {
        test = try await TestServer(
          limits: limits, configure: { $0.metricsAddress = ListenAddress(host: "127.0.0.1", port: 0) })
        metricsPort = try #require(test.server.metricsPort)
      }

      func get(_ path: String, method: String = "GET") async throws -> HTTPTestClient.Response {
        try await HTTPTestClient.get(path, port: metricsPort, method: method)
      }

      /// Asks for `/metrics` until `condition` holds of the page (at most `timeout` seconds).
      func metrics(
        until what: String, timeout: Double = 10, _ condition: (HTTPTestClient.Response) -> Bool
      ) async throws -> HTTPTestClient.Response {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while true {
          let page = try await get("/metrics")
          if condition(page) { return page }
          guard ContinuousClock.now < deadline else {
            Issue.record("waited for \(what); the page:\n\(page.body)")
            return page
          }
          try await Task.sleep(for: .milliseconds(50))
        }
      }

      func stop() async {
        await test.stop()
      }
    }

    @Test func theCountersMoveAsAPlayerPlaysAndTheirRunIsRanked() async throws {
      let server = try await MetricsServer()
      let before = try await server.get("/metrics")
      #expect(before.status == 200)
      #expect(before.headers["content-type"] == "text/plain; version=0.0.4; charset=utf-8")
      #expect(before.sample(#"arcade_runs_submitted_total{source="played"}"#) == 0)
      #expect(before.sample(#"arcade_sessions{state="playing"}"#) == 0)
      #expect(before.sample("arcade_frames_sent_total") == 0)

      let client = try await SSHTestClient(port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()))
      try await client.waitFor(screenShowing: "Welcome to the arcade")
      let naming = try await server.get("/metrics")
      #expect(naming.sample(#"arcade_sessions{state="signing_in"}"#) == 1)
      #expect(naming.sample(#"arcade_sessions{state="playing"}"#) == 0)
      try await client.send("Alice\r")
      try await client.waitFor(screenShowing: "Do these look right in your terminal?")
      try await client.send("\r")
      try await client.waitFor(screenShowing: "A R C A D E")
      // Maze's first level, to its goal.
      try await client.openFirstMaze()
      let playing = try await server.get("/metrics")
      #expect(playing.sample(#"arcade_sessions{state="playing"}"#) == 1)
      #expect(playing.sample(#"arcade_players{game="maze"}"#) == 1)
      #expect(playing.sample(#"arcade_players{game="balls"}"#) == 0)
      try await client.tiltFirstMazeToItsGoal()
      try await client.waitFor(screenShowing: "Replayed and verified: you ranked 1st!", timeout: 20)

      let after = try await server.get("/metrics")
      #expect(after.sample("arcade_connections_total") == 1)
      #expect(after.sample(#"arcade_runs_submitted_total{source="played"}"#) == 1)
      #expect(after.sample(#"arcade_runs_ranked_total{source="played"}"#) == 1)
      #expect(after.sample(#"arcade_runs_refused_total{reason="not_verified"}"#) == 0)
      #expect(after.sample("arcade_replay_verification_seconds_count") == 1)
      #expect((after.sample("arcade_replay_verification_seconds_sum") ?? 0) > 0)
      #expect(after.sample(#"arcade_database_seconds_count{database="sqlite",operation="rank_run"}"#) == 1)
      #expect((after.sample(#"arcade_database_seconds_count{database="sqlite",operation="read_player"}"#) ?? 0) >= 1)
      #expect(after.sample(#"arcade_database_errors_total{database="sqlite",operation="rank_run"}"#) == 0)
      let frames = try #require(after.sample("arcade_frames_sent_total"))
      let bytes = try #require(after.sample("arcade_bytes_sent_total"))
      #expect(frames > 10)
      #expect(bytes > frames * 10)
      #expect(after.sample(#"arcade_authentication_failures_total{reason="no_sign_in"}"#) == 0)

      await client.close()
      let gone = try await server.metrics(until: "the session to be gone") {
        $0.sample(#"arcade_sessions{state="playing"}"#) == 0
      }
      #expect(gone.sample(#"arcade_players{game="maze"}"#) == 0)
      #expect(gone.sample(#"arcade_sessions{state="connecting"}"#) == 0)
      await server.stop()
    }

    @Test func aSpectatorIsCountedWatchingTheGameOfThePlayerTheyWatch() async throws {
      let server = try await MetricsServer()
      let player = try await SSHTestClient(port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()))
      let watcher = try await SSHTestClient(port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()))
      try await player.welcome(as: "Ann")
      try await watcher.welcome(as: "Ben")
      try await player.press("j", "j", "j", "\r")
      try await player.waitFor(screenShowing: "How to play Holes")
      try await player.press(" ")
      try await player.waitFor(screenShowing: "HOLES  Score: 0  Balls: 3")
      try await watcher.press("j", "j", "j", "j", "j", "j", "j", "j", "j", "\r")
      try await watcher.waitFor(screenShowing: "Who's playing (2)")
      try await watcher.press("\r")
      try await watcher.waitFor(screenShowing: "WATCHING Ann live")

      let watching = try await server.metrics(until: "the spectator") {
        $0.sample(#"arcade_sessions{state="watching"}"#) == 1
      }
      #expect(watching.sample(#"arcade_sessions{state="playing"}"#) == 1)
      #expect(watching.sample(#"arcade_spectators{game="holes"}"#) == 1)
      #expect(watching.sample(#"arcade_players{game="holes"}"#) == 1)
      // Ben leaves: a spectator who stops asking is no longer counted.
      try await watcher.press("\u{1B}")
      try await watcher.waitFor(screenShowing: "Who's playing (2)")
      let left = try await server.metrics(until: "the spectator to leave") {
        $0.sample(#"arcade_sessions{state="watching"}"#) == 0
      }
      #expect(left.sample(#"arcade_sessions{state="playing"}"#) == 2)
      #expect(left.sample(#"arcade_spectators{game="holes"}"#) == 0)
      await player.close()
      await watcher.close()
      await server.stop()
    }

    @Test func submittedReplaysAreCountedRankedOrRefusedByReason() async throws {
      let server = try await MetricsServer()
      let key = Curve25519.Signing.PrivateKey()
      let player = try await SSHTestClient(port: server.port, signIn: .key(key))
      try await player.welcome(as: "Cleo")
      await player.close()
      let replay = try TestServer.goldenReplay("maze-time.replay")
      for (input, status) in [(replay, 0), ("this is not a replay\n", 1), (replay, 1)] {
        let client = try await SSHTestClient(port: server.port, signIn: .key(key), command: "submit")
        try await client.send(input)
        try await client.closeInput()
        try await client.waitFor("the answer") { $0.isClosed }
        #expect(client.exitStatus == status)
        await client.close()
      }
      // The last command's connection closes on the server a moment after its client saw the
      // answer: the gauge counts it until then.
      let page = try await server.metrics(until: "the commands' connections to close") {
        $0.sample(#"arcade_sessions{state="command"}"#) == 0
      }
      #expect(page.sample(#"arcade_runs_submitted_total{source="offline"}"#) == 3)
      #expect(page.sample(#"arcade_runs_ranked_total{source="offline"}"#) == 1)
      #expect(page.sample(#"arcade_runs_refused_total{reason="unreadable"}"#) == 1)
      #expect(page.sample(#"arcade_runs_refused_total{reason="already_ranked"}"#) == 1)
      #expect(page.sample("arcade_replay_verification_seconds_count") == 2)
      await server.stop()
    }

    @Test func refusedConnectionsAndSilentOnesAreCountedByReason() async throws {
      var limits = ServerLimits()
      limits.connectionsPerWindow = 1
      let server = try await MetricsServer(limits: limits)
      // The first is taken and says nothing (connecting); the second comes too fast.
      let silent = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .connect(host: "127.0.0.1", port: server.port).get()
      let connecting = try await server.metrics(until: "the silent connection") {
        $0.sample(#"arcade_sessions{state="connecting"}"#) == 1
      }
      #expect(connecting.sample("arcade_connections_total") == 1)
      let refused = try await HTTPTestClient.exchange(Array("SSH-2.0-test\r\n".utf8), port: server.port)
      #expect(String(decoding: refused, as: UTF8.self).contains("too many new connections"))
      try await silent.close()
      // The closed connection is counted as failed and leaves the sessions in two steps on the
      // server: both are waited for.
      let page = try await server.metrics(until: "the counts") {
        $0.sample(#"arcade_authentication_failures_total{reason="no_sign_in"}"#) == 1
          && $0.sample(#"arcade_sessions{state="connecting"}"#) == 0
      }
      #expect(page.sample(#"arcade_connections_refused_total{reason="too_fast"}"#) == 1)
      #expect(page.sample(#"arcade_connections_refused_total{reason="server_full"}"#) == 0)
      #expect(page.sample(#"arcade_sessions{state="connecting"}"#) == 0)
      await server.stop()
    }

    @Test func healthIsOkWhileTheBoardAnswersAndUnavailableWhenItIsClosed() async throws {
      let server = try await MetricsServer()
      let ok = try await server.get("/healthz")
      #expect(ok.status == 200)
      #expect(ok.body == "ok\n")
      let head = try await server.get("/healthz", method: "HEAD")
      #expect(head.status == 200)
      #expect(head.body.isEmpty)
      server.server.board.close()
      let closed = try await server.get("/healthz")
      #expect(closed.status == 503)
      #expect(closed.body.hasPrefix("the board does not answer"))
      await server.stop()
    }

    @Test func badRequestsAreAnsweredAndNeverStopTheListener() async throws {
      let server = try await MetricsServer()
      let port = server.metricsPort
      let notFound = try await server.get("/metrics/../etc/passwd")
      #expect(notFound.status == 404)
      #expect(try await server.get("/").status == 404)
      let post = try await server.get("/metrics", method: "POST")
      #expect(post.status == 405)
      #expect(post.headers["allow"] == "GET, HEAD")
      #expect(try await server.get("/healthz", method: "DELETE").status == 405)

      let garbage = try await HTTPTestClient.exchange(Array("\u{1}\u{2}NOT HTTP AT ALL\r\n\r\n".utf8), port: port)
      #expect(HTTPTestClient.responses(in: garbage).first?.status == 400)
      let hugeHeader = "GET /metrics HTTP/1.1\r\nX-Big: \(String(repeating: "a", count: 20_000))\r\n\r\n"
      let tooBig = try await HTTPTestClient.exchange(Array(hugeHeader.utf8), port: port)
      #expect(HTTPTestClient.responses(in: tooBig).first?.status == 400)
      let body = "POST /healthz HTTP/1.1\r\nContent-Length: 100000\r\n\r\n" + String(repeating: "b", count: 100_000)
      let tooLong = try await HTTPTestClient.exchange(Array(body.utf8), port: port)
      #expect(HTTPTestClient.responses(in: tooLong).first?.status == 413)
      // Two requests on one connection, the second closing it: two answers, in order.
      let twice = try await HTTPTestClient.exchange(
        Array(
          ("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
            + "GET /metrics?name=x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").utf8), port: port)
      let answers = HTTPTestClient.responses(in: twice)
      #expect(answers.map(\.status) == [200, 200])
      #expect(answers.first?.body == "ok\n")
      #expect(answers.last?.body.contains("arcade_sessions") == true)
      // A connection cut halfway through a request.
      _ = try await HTTPTestClient.exchange(Array("GET /metr".utf8), port: port, timeout: 1)

      #expect(try await server.get("/healthz").status == 200)
      await server.stop()
    }

    @Test func twoServersInOneProcessCountApart() async throws {
      let first = try await MetricsServer()
      let second = try await MetricsServer()
      let client = try await SSHTestClient(port: first.port, signIn: .guest)
      try await client.waitFor(screenShowing: "You play as a guest")
      let counted = try await first.metrics(until: "the guest") { $0.sample("arcade_connections_total") == 1 }
      #expect(counted.sample(#"arcade_sessions{state="playing"}"#) == 1)
      let other = try await second.get("/metrics")
      #expect(other.sample("arcade_connections_total") == 0)
      #expect(other.sample(#"arcade_sessions{state="playing"}"#) == 0)
      await client.close()
      await first.stop()
      await second.stop()
    }
  }
}
