import Crypto
import Foundation
import Server
import TestSupport
import Testing

/// `ssh … submit`, `ssh … scores`, `ssh … who` and the requests the server refuses.
@Suite(.serialized) struct ServerCommandTests {
  @Test func anOfflineReplayIsRankedOnceAndATamperedOneIsRefused() async throws {
    let server = try await TestServer()
    let key = try await server.namedPlayer("Carol")
    let replay = try TestServer.goldenReplay("maze-time.replay")

    let ranked = try await server.run("submit", as: .key(key), input: replay)
    #expect(ranked.status == 0)
    // The tiny maze is not one of the arcade's own: its board says so.
    #expect(ranked.text.hasPrefix("Maze — Tiny · a player's level: 1.82 s by Carol, played offline: ranked 1st\n"))
    #expect(ranked.text.contains("1  Carol  1.82 s  1      played offline"))

    let again = try await server.run("submit", as: .key(key), input: replay)
    #expect(again == ("arcade: not ranked: \(Self.alreadyRankedByCarol)\n", 1))
    // Before: the same run with another version line (or board line) was a new run, for anyone.
    let dave = try await server.namedPlayer("Dave")
    for copy in [
      replay.replacingOccurrences(of: "\narcade ", with: "\narcade 9.9.9-"),
      replay.replacingOccurrences(of: "\nboard maze/", with: "\nboard balls/from-1-"),
    ] {
      #expect(copy != replay)
      let copied = try await server.run("submit", as: .key(dave), input: copy)
      #expect(copied == ("arcade: not ranked: \(Self.alreadyRankedByCarol)\n", 1))
    }

    let tampered = replay.replacingOccurrences(of: "\nscore 1817\n", with: "\nscore 1500\n")
    let refused = try await server.run("submit", as: .key(key), input: tampered)
    #expect(refused == ("arcade: not ranked: MISMATCHED: the replay scores 1.82 s, the file says 1.50 s\n", 1))
    #expect(try server.server.board.runCount() == 1)

    let scores = try await server.run("scores maze", as: .guest)
    #expect(scores.status == 0)
    #expect(scores.text.hasPrefix("Maze — Tiny · a player's level\n  #  Name"))
    await server.stop()
  }

  /// What a second submission of Carol's run is told.
  static let alreadyRankedByCarol =
    "this run is already ranked by Carol (a run ranks once, under the name that sent it first)"

  @Test func aGuestOrANamelessKeyCannotSubmit() async throws {
    let server = try await TestServer()
    let replay = try TestServer.goldenReplay("maze-time.replay")
    let guest = try await server.run("submit", as: .guest, input: replay)
    #expect(guest.status == 1)
    #expect(guest.text.contains("Guests' scores are not ranked"))
    let nameless = try await server.run("submit", as: .key(Curve25519.Signing.PrivateKey()), input: replay)
    #expect(nameless == ("arcade: choose your name first: connect once with `ssh -t` and play\n", 1))
    #expect(try server.server.board.runCount() == 0)
    await server.stop()
  }

  @Test func unknownCommandsAndAShellWithoutATerminalAreRefused() async throws {
    let server = try await TestServer()
    let unknown = try await server.run("rm -rf /", as: .guest)
    #expect(unknown.status == 2)
    #expect(unknown.text.hasPrefix("arcade: unknown command 'rm -rf /'"))
    let noGame = try await server.run("scores chess", as: .guest)
    #expect(noGame.text.hasPrefix("arcade: unknown game 'chess'; choose one of: balls, paddles, maze"))
    // A mistyped game is a mistake in the command, as an unknown command is (before: status 0).
    #expect(noGame.status == 2)
    let whoWhat = try await server.run("who is there", as: .guest)
    #expect(whoWhat.status == 2)
    #expect(whoWhat.text.contains("`submit < replay-file`, `scores [GAME]` and `who`"))
    #expect(server.log.count("refused") == 2)
    let empty = try await server.run("scores", as: .guest)
    #expect(empty == ("No scores yet.\n", 0))

    let shell = try await SSHTestClient(port: server.port, signIn: .guest, pty: false)
    try await shell.waitFor("the shell to be refused") { $0.exitStatus != nil && $0.isClosed }
    #expect(shell.exitStatus == 2)
    #expect(
      shell.text
        == "arcade: the arcade needs a terminal; connect with `ssh -t` (commands without one: submit, scores, who)\n")
    await shell.close()
    await server.stop()
  }

  /// `who`, a server-only command, is the lobby's "Who's playing" as text: names aligned, what
  /// each is doing, guests as `guest`; the command's own connection is not among them.
  @Test func whoListsThoseInTheArcadeNow() async throws {
    let server = try await TestServer()
    #expect(try await server.run("who", as: .guest) == ("Nobody is in the arcade now.\n", 0))

    let ada = try await SSHTestClient(port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()))
    try await ada.welcome(as: "Ada")
    try await ada.press("j", "j", "\r")
    try await ada.waitFor(screenShowing: "How to play Maze")
    try await ada.press("\r")
    let guest = try await SSHTestClient(port: server.port, signIn: .guest)
    try await guest.waitFor(screenShowing: "You play as a guest")
    let expected = [("Ada", "playing Maze"), ("guest", "in the menu")]
    try await guest.waitFor("both to be in the arcade") { _ in
      server.server.online.listing.map { ($0.name, $0.activity) }.elementsEqual(expected, by: ==)
    }

    let both = try await server.run("who", as: .guest)
    #expect(both == ("2 players in the arcade now:\n  Ada    playing Maze\n  guest  in the menu\n", 0))
    await ada.close()
    try await guest.waitFor("Ada to leave") { _ in server.server.online.count == 1 }
    #expect(try await server.run("who", as: .guest) == ("1 player in the arcade now:\n  guest  in the menu\n", 0))
    await guest.close()
    await server.stop()
  }

  @Test func theHostKeyIsMadeOnceAndKept() async throws {
    let data = try TemporaryDirectory()
    // Asking for the fingerprint before the first start reads only: no key is made.
    #expect(throws: HostKeyError.self) { try ArcadeServer.fingerprint(dataDirectory: data.path) }
    #expect(data.names().isEmpty)
    let first = try await TestServer(data: data)
    #expect(first.server.hostKeyCreated)
    let fingerprint = first.server.fingerprint
    #expect(fingerprint.hasPrefix("SHA256:") && fingerprint.count == 50)
    await first.stop(keepingData: true)
    var info = stat()
    #expect(stat(data.file("host_key_ed25519"), &info) == 0 && info.st_mode & 0o777 == 0o600)
    let second = try await TestServer(data: data)
    #expect(!second.server.hostKeyCreated)
    #expect(second.server.fingerprint == fingerprint)
    #expect(try ArcadeServer.fingerprint(dataDirectory: data.path) == fingerprint)
    await second.stop()
  }
}
