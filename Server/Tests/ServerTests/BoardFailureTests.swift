import Crypto
import Foundation
import GRDB
import Server
import TestSupport
import Testing

/// A board that fails under the server (here another program holds SQLite's write lock, so
/// every write the server tries fails once its 5 s wait is over): the player is told in one
/// plain sentence what is kept and what to do; the log has the database's own words. Before:
/// the driver's text reached the player, with the database's place (its path, or PostgreSQL's
/// URL).
@Suite(.serialized) struct BoardFailureTests {
  /// Takes the board's write lock, as another program on the machine could, and keeps it
  /// until the connection returned is closed.
  private func lockBoard(of server: TestServer) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    let blocker = try DatabaseQueue(path: server.data.file("board.sqlite"), configuration: configuration)
    try blocker.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
    return blocker
  }

  /// Gives the write lock back and closes the other program's connection.
  private func unlock(_ blocker: DatabaseQueue) throws {
    try blocker.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
    try blocker.close()
  }

  /// What no player may ever read: the database's place, its driver, its error text.
  private func expectNothingOfTheDatabase(in text: String, server: TestServer) {
    for secret in [server.data.path, "board.sqlite", "SQLite", "GRDB", "error", "locked"] {
      #expect(!text.contains(secret), "\"\(secret)\" reached the player: \(text)")
    }
  }

  @Test func aSubmittedReplayIsRefusedInOneSentenceAndTheLogHasTheDetail() async throws {
    let server = try await TestServer()
    let key = try await server.namedPlayer("Carol")
    let blocker = try lockBoard(of: server)

    let client = try await SSHTestClient(port: server.port, signIn: .key(key), command: "submit")
    try await client.send(try TestServer.goldenReplay("maze-time.replay"))
    try await client.closeInput()
    try await client.waitFor("the command to end", timeout: 20) { $0.exitStatus != nil && $0.isClosed }
    #expect(
      client.text
        == "arcade: the board cannot be reached just now, so nothing was ranked; your replay file is unchanged: "
        + "send it again in a while.\n")
    #expect(client.exitStatus == 1)
    expectNothingOfTheDatabase(in: client.text, server: server)
    await client.close()

    let failures = server.log.all.filter { $0.hasPrefix("board failed ") }
    #expect(failures.contains { $0.contains("operation=rank a run") && $0.contains("locked") }, "\(server.log.all)")
    try unlock(blocker)
    await server.stop()
  }

  /// A game played over SSH whose run cannot be written: the score panel says it is not ranked
  /// (and that the server could not keep it), not why SQLite refused.
  @Test func aRunPlayedWhileTheBoardFailsIsToldNotRanked() async throws {
    let server = try await TestServer()
    let key = try await server.namedPlayer("Alice")
    let client = try await SSHTestClient(port: server.port, signIn: .key(key))
    try await client.waitFor(screenShowing: "A R C A D E")
    let blocker = try lockBoard(of: server)
    // Maze's first level, to its goal: tilt right, then down.
    try await client.openFirstMaze()
    try await client.tiltFirstMazeToItsGoal()
    try await client.waitFor(screenShowing: "Score not saved", timeout: 30)
    #expect(
      Array(client.lines[8...11]) == [
        "  ┌ Score not saved ────────────────────────────────────────────────────────┐",
        "  │ The board cannot be reached just now, so this run is not ranked and the │",
        "  │            server could not keep it; play again in a while.             │",
        "  │             The game goes on; nothing on disk was changed.              │",
      ], "\(client.screen)")
    expectNothingOfTheDatabase(in: client.screen, server: server)
    #expect(try server.server.board.runCount() == 0)
    #expect(server.log.all.contains { $0.hasPrefix("board failed ") && $0.contains("operation=rank a run") })
    try unlock(blocker)
    await client.close()
    await server.stop()
  }

  @Test func aNameChosenWhileTheBoardFailsIsNotTakenAndThePlayerIsToldSo() async throws {
    let server = try await TestServer()
    let blocker = try lockBoard(of: server)
    let client = try await SSHTestClient(port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()))
    try await client.waitFor(screenShowing: "Welcome to the arcade")
    try await client.send("Dora\r")
    try await client.waitFor(screenShowing: "your name is not taken yet", timeout: 20)
    #expect(
      Array(client.lines[13...14]) == [
        "│ The board cannot be reached just now, so your name is not taken yet; connect │",
        "│                        again in a while to choose it.                        │",
      ], "\(client.screen)")
    expectNothingOfTheDatabase(in: client.screen, server: server)
    #expect(server.log.all.contains { $0.hasPrefix("board failed ") && $0.contains("operation=claim a name") })
    await client.close()
    try unlock(blocker)
    await server.stop()
  }
}
