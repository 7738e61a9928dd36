import Crypto
import NIOCore
import NIOPosix
import Server
import Testing

extension HeavyTests {
  /// A flood of silent connections from many addresses, as a botnet's would come: the server
  /// holds only its budget of connections signing in, lets the oldest go, and a player still
  /// signs in and plays.
  @Suite(.serialized) struct ServerFloodTests {
    /// The flood's 250 source addresses: 127.0.0.2 … 127.0.0.126 and 127.0.1.2 … 127.0.1.126
    /// (Linux routes all of 127/8 to loopback), two /24 networks.
    private static func floodAddress(_ index: Int) -> String {
      "127.0.\(index / 125).\(2 + index % 125)"
    }

    @Test func aPlayerSignsInAndPlaysThroughAThousandSilentConnectionsFrom250Addresses() async throws {
      // A thousand connections and their server ends are two thousand descriptors in this process.
      try #require(ServerHostileTests.raiseDescriptorLimit(to: 4096))
      var limits = ServerLimits()
      // The defaults, but for the networks' share: the flood comes from only two /24 networks, and
      // by default each holds 32, so the flood would never fill the budget of those signing in
      // (100). With 80 each, the two together overfill it: the budget itself must let the oldest
      // go for the player to get in.
      limits.signingInPerNetwork = 80
      // Only the budget lets connections go here: opening a thousand takes seconds on a loaded
      // machine, longer than the grace under pressure, which would otherwise close the flood while
      // it is still being opened (ConnectionGateTests time the graces on a clock of their own).
      limits.loginGrace = 600
      limits.loginGraceUnderPressure = 600
      #expect(limits.signingInPerNetwork * 2 > limits.maximumSigningIn)
      let server = try await TestServer(limits: limits)
      let group = MultiThreadedEventLoopGroup(numberOfThreads: 2)
      var flood: [RawConnection] = []
      for _ in 0..<4 {
        for index in 0..<250 {
          flood.append(try await RawConnection(port: server.port, group: group, source: Self.floodAddress(index)))
        }
      }
      // The server has taken them all, and let go of all but its budget.
      let deadline = ContinuousClock.now + .seconds(30)
      while server.log.count("connected") < flood.count
        || flood.filter({ !$0.isClosed }).count > limits.maximumSigningIn,
        ContinuousClock.now < deadline
      {
        try await Task.sleep(for: .milliseconds(20))
      }
      #expect(server.log.count("connected") == flood.count)
      #expect(server.log.count("refused") == 0)
      let held = flood.filter { !$0.isClosed }.count
      #expect(held == limits.maximumSigningIn)
      print("the flood: \(flood.count) connections, \(held) still held, the rest closed to make room")

      // A player from a flooded network (an address the flood does not use), and one from elsewhere.
      for source in ["127.0.0.200", "127.0.2.1"] {
        let heldBefore = flood.filter { !$0.isClosed }.count
        let madeWayBefore = server.log.count("closed: made way for a newer connection")
        let start = ContinuousClock.now
        let player = try await SSHTestClient(
          port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()), source: source)
        try await player.waitFor(screenShowing: "Welcome to the arcade", timeout: 3)
        let elapsed = start.duration(to: .now)
        print("a player from \(source) saw the arcade \(elapsed) after connecting")
        #expect(elapsed < .seconds(3))
        // Its place was made: the budget was full, and a silent connection went for it (the
        // server says so at once; the flood's side sees its close when its loop gets to it,
        // which on a loaded machine takes a while with a thousand connections on two threads).
        if heldBefore == limits.maximumSigningIn {
          try await player.waitFor("the server to let a silent connection go", timeout: 10) { _ in
            server.log.count("closed: made way for a newer connection") > madeWayBefore
          }
          try await player.waitFor("a silent connection to close", timeout: 30) { _ in
            flood.filter { !$0.isClosed }.count < heldBefore
          }
        }
        try await player.send("Flood\(source.split(separator: ".").last ?? "")\r")
        try await player.waitFor(screenShowing: "Do these look right in your terminal?", timeout: 3)
        try await player.send("\r")
        try await player.waitFor(screenShowing: "A R C A D E", timeout: 3)
        await player.close()
      }
      #expect(server.log.count("closed: made way for a newer connection") > 0)
      for connection in flood { await connection.close() }
      try await group.shutdownGracefully()
      await server.stop()
    }
  }
}
