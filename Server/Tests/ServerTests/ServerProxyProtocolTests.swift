import Foundation
import NIOCore
import NIOPosix
import Server
import TestSupport
import Testing

/// `--proxy-protocol --trusted-proxies`: behind a load balancer the client's address from the
/// header is the connection's, and a header from anyone else, or none from the proxy, is refused.
@Suite(.serialized) struct ServerProxyProtocolTests {
  /// A server trusting the proxies at `trusted`, banning `bans` (nil: no ban list).
  private func server(trusting trusted: [String], bans: String? = nil, headerTimeout: Double = 5) async throws
    -> TestServer
  {
    let data = try TemporaryDirectory()
    if let bans { try bans.write(toFile: data.file("bans"), atomically: true, encoding: .utf8) }
    var proxies = TrustedProxies(trusted.compactMap(AddressRange.init))
    proxies.headerTimeout = headerTimeout
    return try await TestServer(
      data: data,
      configure: { configuration in
        configuration.trustedProxies = proxies
        if bans != nil { configuration.banFile = data.file("bans") }
      })
  }

  private static let v1Header = Array("PROXY TCP4 203.0.113.9 127.0.0.1 54321 2222\r\n".utf8)

  /// Whether the server logged `message` with `address`.
  private static func logged(_ server: TestServer, _ message: String, address: String) -> Bool {
    server.log.all.contains { $0.hasPrefix(message + " ") && $0.contains("address=\(address) ") }
  }

  @Test func theClientAddressInATrustedProxysHeaderIsTheConnections() async throws {
    let server = try await server(trusting: ["127.0.0.1/32"])
    let player = try await SSHTestClient(port: server.port, signIn: .guest, preamble: Self.v1Header)
    try await player.waitFor(screenShowing: "How the arcade looks")
    await player.close()
    #expect(Self.logged(server, "connected", address: "203.0.113.9"))
    #expect(Self.logged(server, "session", address: "203.0.113.9"))
    #expect(!server.log.all.contains { !$0.hasPrefix("listening ") && $0.contains("address=127.0.0.1 ") })

    // Version 2, an IPv6 client.
    let source = try #require(IPAddress("2001:db8::7")).bytes
    let header = ProxyHeaderTests.v2(family: 0x21, block: source + source + [0, 80, 8, 174])
    let v6 = try await SSHTestClient(port: server.port, signIn: .guest, preamble: header)
    try await v6.waitFor(screenShowing: "How the arcade looks")
    await v6.close()
    #expect(Self.logged(server, "session", address: "2001:db8::7"))
    await server.stop()
  }

  @Test func aBanOnTheClientsAddressHoldsBehindTheProxy() async throws {
    let server = try await server(trusting: ["127.0.0.0/8"], bans: "address 203.0.113.0/24\n")
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let banned = try await RawConnection(port: server.port, group: group)
    try await banned.send(Self.v1Header + Array("SSH-2.0-OpenSSH_9.6\r\n".utf8))
    try await banned.waitForClose()
    #expect(banned.text == "arcade: you are banned from this arcade\r\n")
    #expect(Self.logged(server, "refused", address: "203.0.113.9"))
    // The proxy's other clients play.
    let other = Array("PROXY TCP4 198.51.100.4 127.0.0.1 54321 2222\r\n".utf8)
    let player = try await SSHTestClient(port: server.port, signIn: .guest, preamble: other)
    try await player.waitFor(screenShowing: "How the arcade looks")
    await player.close()
    try await group.shutdownGracefully()
    await server.stop()
  }

  @Test func aHeaderFromAnUntrustedPeerIsRefusedAndItsPlainSSHIsTaken() async throws {
    let server = try await server(trusting: ["127.0.0.2/32"])
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    for header in [Self.v1Header, ProxyHeaderTests.v2(block: ProxyHeaderTests.ipv4Block)] {
      let spoofer = try await RawConnection(port: server.port, group: group)
      try await spoofer.send(header)
      try await spoofer.waitForClose()
      #expect(!spoofer.text.contains("arcade"))
    }
    #expect(
      server.log.all.filter { $0.contains("reason=a PROXY header from an address that is not a trusted proxy") }.count
        == 2)
    #expect(!server.log.all.contains { $0.contains("203.0.113.9") })
    // Without a header, the same peer plays as itself.
    let player = try await SSHTestClient(port: server.port, signIn: .guest)
    try await player.waitFor(screenShowing: "How the arcade looks")
    await player.close()
    #expect(Self.logged(server, "session", address: "127.0.0.1"))
    try await group.shutdownGracefully()
    await server.stop()
  }

  @Test func aTrustedProxyWithNoHeaderABadOneOrHalfOneIsClosed() async throws {
    let server = try await server(trusting: ["127.0.0.1/32"], headerTimeout: 0.5)
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let cases: [([UInt8], String)] = [
      (Array("SSH-2.0-OpenSSH_9.6\r\n".utf8), "a trusted proxy sent no PROXY header"),
      (Array("PROXY TCP4 203.0.113.9 127.0.0.1 99999 2222\r\n".utf8), "a malformed PROXY header"),
      (Array("PROXY TCP4 203.0.1".utf8), "no whole PROXY header within 0.5 s"),
    ]
    for (bytes, reason) in cases {
      let proxy = try await RawConnection(port: server.port, group: group)
      try await proxy.send(bytes)
      try await proxy.waitForClose()
      // Nothing of SSH was sent: the server waits for the header before it speaks.
      #expect(proxy.text.isEmpty)
      #expect(server.log.all.contains { $0.hasPrefix("refused ") && $0.contains("reason=\(reason)") }, "\(reason)")
    }
    #expect(!server.log.all.contains { $0.hasPrefix("connected ") })
    try await group.shutdownGracefully()
    await server.stop()
  }
}
