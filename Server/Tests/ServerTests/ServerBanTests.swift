import Crypto
import Foundation
import NIOCore
import NIOPosix
import NIOSSH
import Server
import Synchronization
import TestSupport
import Testing

/// `--bans`: a banned address, key or name is told and disconnected, at connection, at sign-in,
/// when the name is chosen, and when a reload bans a player online.
@Suite(.serialized) struct ServerBanTests {
  /// A server whose ban list is `rules`, in its data folder.
  private func server(banning rules: String, limits: ServerLimits = ServerLimits()) async throws -> TestServer {
    let data = try TemporaryDirectory()
    try rules.write(toFile: data.file("bans"), atomically: true, encoding: .utf8)
    return try await TestServer(limits: limits, data: data, configure: { $0.banFile = data.file("bans") })
  }

  private static func fingerprint(of key: Curve25519.Signing.PrivateKey) -> String {
    KeyFingerprint.of(NIOSSHPrivateKey(ed25519Key: key).publicKey)
  }

  @Test func aBannedAddressIsToldInOneLineBeforeAnySSH() async throws {
    let server = try await server(banning: "address 127.0.0.1/32\n")
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let banned = try await RawConnection(port: server.port, group: group)
    try await banned.waitForClose()
    #expect(banned.text == "arcade: you are banned from this arcade\r\n")
    #expect(server.log.all.contains { $0.hasPrefix("refused ") && $0.contains("reason=banned") })
    // Another address plays.
    let player = try await SSHTestClient(port: server.port, signIn: .guest, source: "127.0.0.2")
    try await player.waitFor(screenShowing: "How the arcade looks")
    await player.close()
    try await group.shutdownGracefully()
    await server.stop()
  }

  @Test func aBannedKeyIsToldOnItsFirstScreenAndDisconnected() async throws {
    let key = Curve25519.Signing.PrivateKey()
    let server = try await server(banning: "key \(Self.fingerprint(of: key))\n")
    let client = try await SSHTestClient(port: server.port, signIn: .key(key))
    try await client.waitFor("the connection to close") { $0.isClosed }
    #expect(client.text.contains("arcade: you are banned from this arcade"))
    #expect(!client.screen.contains("Welcome"))
    await client.close()
    let command = try await SSHTestClient(port: server.port, signIn: .key(key), command: "scores")
    try await command.waitFor("the command to end") { $0.isClosed }
    #expect(command.text == "arcade: you are banned from this arcade\r\n")
    #expect(command.exitStatus == 1)
    await command.close()
    // Another key plays.
    let other = try await SSHTestClient(port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()))
    try await other.waitFor(screenShowing: "Welcome to the arcade")
    await other.close()
    #expect(server.log.count("disconnected: banned") == 2)
    await server.stop()
  }

  @Test func aLookAlikeOfABannedNameCannotBeChosen() async throws {
    let server = try await server(banning: "name Mallory\n")
    let key = Curve25519.Signing.PrivateKey()
    let client = try await SSHTestClient(port: server.port, signIn: .key(key))
    try await client.waitFor(screenShowing: "Welcome to the arcade")
    try await client.send("MALLORY\r")
    try await client.waitFor("the connection to close") { $0.isClosed }
    #expect(client.text.contains("arcade: you are banned from this arcade"))
    await client.close()
    #expect(try server.server.board.player(Self.fingerprint(of: key)) == nil)
    await server.stop()
  }

  @Test func aReloadDisconnectsThePlayersItBansAndABadFileKeepsTheRulesInForce() async throws {
    let server = try await server(banning: "# nobody yet\n")
    let aliceKey = try await server.namedPlayer("Alice")
    let alice = try await SSHTestClient(port: server.port, signIn: .key(aliceKey))
    let bob = try await SSHTestClient(port: server.port, signIn: .key(try await server.namedPlayer("Bob")))
    for player in [alice, bob] { try await player.waitFor(screenShowing: "A R C A D E") }

    try "name ALICE\n".write(toFile: server.data.file("bans"), atomically: true, encoding: .utf8)
    let list = try server.server.reloadBans()
    #expect(list.count == 1)
    try await alice.waitFor("Alice to be disconnected") { $0.isClosed }
    #expect(alice.text.contains("arcade: you are banned from this arcade"))
    #expect(!bob.isClosed)

    try "name ALICE\naddress 127.0.0.1/8/8\n".write(toFile: server.data.file("bans"), atomically: true, encoding: .utf8)
    #expect(throws: BanFileError.self) { try server.server.reloadBans() }
    #expect(
      server.log.all.contains { $0.hasPrefix("bans not reloaded: the ban list \(server.data.file("bans")), line 2:") })
    // Alice is still banned; Bob still plays.
    let again = try await SSHTestClient(port: server.port, signIn: .key(aliceKey))
    try await again.waitFor("Alice to be disconnected again") { $0.isClosed }
    #expect(again.text.contains("arcade: you are banned from this arcade"))
    #expect(!bob.isClosed)
    for client in [alice, bob, again] { await client.close() }
    await server.stop()
  }

  @Test func aBadBanListStopsTheStartNamingTheFileAndLine() async throws {
    let data = try TemporaryDirectory()
    try "key SHA256:\(String(repeating: "A", count: 43))\nban everyone\n".write(
      toFile: data.file("bans"), atomically: true, encoding: .utf8)
    await #expect {
      _ = try await TestServer(data: data, configure: { $0.banFile = data.file("bans") })
    } throws: { error in
      "\(error)".hasPrefix("the ban list \(data.file("bans")), line 2: 'ban everyone' is not a rule")
    }
    await #expect {
      _ = try await TestServer(data: data, configure: { $0.banFile = data.file("missing") })
    } throws: { error in
      "\(error)" == "the ban list \(data.file("missing")) cannot be read: there is no such file"
    }
    data.remove()
  }
}
