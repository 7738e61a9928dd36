import Crypto
import Foundation
import Server
import Testing

/// Players over SSH, in process: swift-nio-ssh's client on loopback against the server.
@Suite(.serialized) struct ServerPlayTests {
  @Test func aPlayerWithAKeyPlaysMazeAndTheScoreIsRankedAfterItsReplay() async throws {
    let server = try await TestServer()
    let client = try await SSHTestClient(port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()))
    try await client.welcome(as: "Alice")
    try await client.openFirstMaze()
    try await client.tiltFirstMazeToItsGoal()
    try await client.waitFor(screenShowing: "Replayed and verified: you ranked 1st!", timeout: 20)
    #expect(client.screen.contains("Alice"))
    #expect(try server.server.board.runCount() == 1)
    let boards = try server.server.board.boards()
    #expect(boards.map(\.title) == ["Maze — First steps"])
    let board = try #require(try server.server.board.board(boards[0].id))
    #expect(board.entries.map(\.name) == ["Alice"])
    #expect(board.entries.first?.replay != nil)
    await client.close()
    await server.stop()
  }

  @Test func aGuestPlaysButIsNotRanked() async throws {
    let server = try await TestServer()
    let client = try await SSHTestClient(port: server.port, signIn: .guest)
    try await client.waitFor(screenShowing: "You play as a guest: scores are not ranked.")
    try await client.send("\r")
    try await client.waitFor(screenShowing: "A R C A D E")
    try await client.openFirstMaze()
    try await client.tiltFirstMazeToItsGoal()
    try await client.waitFor(screenShowing: "Guests' scores are not ranked.", timeout: 20)
    #expect(try server.server.board.runCount() == 0)
    await client.close()
    await server.stop()
  }

  @Test func aReturningPlayerKeepsTheirNameAndNoOneElseCanTakeIt() async throws {
    let server = try await TestServer()
    let key = Curve25519.Signing.PrivateKey()
    let first = try await SSHTestClient(port: server.port, signIn: .key(key))
    try await first.welcome(as: "Alice")
    try await first.send("q")
    try await first.waitFor("the session to end") { $0.exitStatus == 0 && $0.isClosed }
    await first.close()

    let again = try await SSHTestClient(port: server.port, signIn: .key(key))
    try await again.waitFor(screenShowing: "A R C A D E")
    #expect(!again.screen.contains("Welcome"))
    await again.close()

    let other = try await SSHTestClient(port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()))
    try await other.waitFor(screenShowing: "Welcome to the arcade")
    try await other.send("alice\r")
    try await other.waitFor(screenShowing: "another player's name")
    try await other.send(String(repeating: "\u{7F}", count: 5) + "Bob\r")
    try await other.waitFor(screenShowing: "Do these look right in your terminal?")
    await other.close()
    await server.stop()
  }

  @Test func aWindowChangeResizesTheScreen() async throws {
    let server = try await TestServer()
    let client = try await SSHTestClient(port: server.port, signIn: .guest)
    try await client.waitFor(screenShowing: "How the arcade looks")
    try await client.send("\r")
    try await client.waitFor(screenShowing: "A R C A D E")
    let narrow = try #require(client.lines.first { $0.contains("A R C A D E") })
    try await client.resize(width: 120, height: 40)
    try await client.waitFor("the menu to be drawn for 120 columns") { client in
      client.lines.count == 40
        && (client.lines.first { $0.contains("A R C A D E") }.map { $0.prefix { $0 == " " }.count } ?? 0)
          > narrow.prefix { $0 == " " }.count + 10
    }
    await client.close()
    await server.stop()
  }

  @Test func twoPlayersHaveTheirOwnScreens() async throws {
    let server = try await TestServer()
    let one = try await SSHTestClient(port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()), width: 80)
    let two = try await SSHTestClient(
      port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()), width: 100, height: 30)
    try await one.welcome(as: "One")
    try await two.welcome(as: "Two")
    try await one.press("j", "j", "\r")
    try await one.waitFor(screenShowing: "How to play Maze")
    try await two.press("j", "j", "j", "j", "j", "j", "j", "j", "\r")
    try await two.waitFor(screenShowing: "High scores")
    #expect(!two.screen.contains("How to play Maze"))
    #expect(!one.screen.contains("High scores"))
    #expect(two.lines.count == 30 && one.lines.count == 24)
    #expect(Set(server.server.online.names) == ["One", "Two"])

    // The lobby's "Who's playing" lists both, and what each does.
    try await two.press("\u{1B}", "j", "\r")
    try await two.waitFor(screenShowing: "Who's playing (2)")
    #expect(two.screen.contains("One  playing Maze") || two.screen.contains("One  in the menu"))
    #expect(two.screen.contains("Two  in the menu"))
    await one.close()
    await two.close()
    await server.stop()
  }

  @Test func aSpectatorWatchesAGameLiveAtItsOwnSizeAndItsKeysChangeNothing() async throws {
    let server = try await TestServer()
    let player = try await SSHTestClient(port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()))
    let watcher = try await SSHTestClient(
      port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()), width: 100, height: 30)
    try await player.welcome(as: "Ann")
    try await watcher.welcome(as: "Ben")
    // Ann plays Holes.
    try await player.press("j", "j", "j", "\r")
    try await player.waitFor(screenShowing: "How to play Holes")
    try await player.press(" ")
    try await player.waitFor(screenShowing: "HOLES  Score: 0  Balls: 3")

    // Ben opens "Who's playing" and watches Ann.
    try await watcher.press("j", "j", "j", "j", "j", "j", "j", "j", "j", "\r")
    try await watcher.waitFor(screenShowing: "Who's playing (2)")
    #expect(watcher.screen.contains("Ann  playing Holes"))
    #expect(watcher.screen.contains("Ben  in the menu (you)"))
    try await watcher.press("\r")
    try await watcher.waitFor(screenShowing: "WATCHING Ann live")
    try await watcher.waitFor(screenShowing: "HOLES  Score: 0  Balls: 3")
    #expect(watcher.lines.count == 30)
    // Ann sees she is watched.
    try await player.waitFor(screenShowing: "1 watching")

    // Ben's keys reach no game: Ann's table stays level.
    try await watcher.press("h", "h", "j", "j")
    try await Task.sleep(for: .milliseconds(300))
    #expect(player.screen.contains("Tilt: level"))
    #expect(watcher.screen.contains("WATCHING Ann live"))

    // Ann tilts, and Ben's copy follows.
    try await player.press("\u{1B}[D", "\u{1B}[D")
    try await player.waitFor("Ann's tilt") { !$0.screen.contains("Tilt: level") }
    try await watcher.waitFor("Ben's copy to tilt too") {
      !$0.screen.contains("Tilt: level") && $0.screen.contains("Tilt")
    }

    // Ben leaves; Ann's corner clears.
    try await watcher.press("\u{1B}")
    try await watcher.waitFor(screenShowing: "Who's playing (2)")
    try await player.waitFor("the note to go", timeout: 5) { !$0.screen.contains("watching") }
    await player.close()
    await watcher.close()
    await server.stop()
  }

  @Test func theDailyChallengeIsPlayedHereAndItsFirstRunRankedOnTheDaysBoard() async throws {
    // 2027-04-03, noon: its Portals layout, left alone, explodes 14 s in, one planet having
    // drifted home under its portal's pull.
    let server = try await TestServer(now: { Date(timeIntervalSince1970: 1_806_753_600) })
    let client = try await SSHTestClient(port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()))
    try await client.welcome(as: "Dee")
    try await client.press("j", "j", "j", "j", "j", "j", "\r")
    try await client.waitFor(screenShowing: "Daily challenge 2027-04-03")
    try await client.press("\u{1B}[A", "\r")
    try await client.waitFor(screenShowing: "Drag a planet into its own portal")
    try await client.press("\t")
    try await client.waitFor(screenShowing: "Replayed and verified: you ranked 1st!", timeout: 40)
    #expect(client.screen.contains("Portals — daily 2027-04-03"))
    let board = try #require(try server.server.board.board("portals/daily-2027-04-03"))
    #expect(board.entries.map(\.name) == ["Dee"])

    // The day is kept with the key: a second run is practice.
    try await client.press(" ")
    try await client.waitFor(screenShowing: "Game over")
    try await client.press("\u{1B}")
    try await client.waitFor(screenShowing: "1 planet in 0:14")
    try await client.press(" ", "\r")
    try await client.waitFor(screenShowing: "practice: not ranked")
    await client.close()
    await server.stop()
  }
}
