import Crypto
import Foundation
import GRDB
import NIOSSH
import Server
import TestSupport
import Testing

/// `arcade serve backup`: a consistent copy of the board while the server serves.
@Suite(.serialized) struct BoardBackupTests {
  /// Opens a copy and says what `PRAGMA integrity_check` finds, and the rows of `fingerprint`.
  private static func inspect(_ path: String, fingerprint: String) throws -> (
    integrity: String, runs: Int, name: String?
  ) {
    let copy = try DatabaseQueue(path: path)
    defer { try? copy.close() }
    return try copy.read { db in
      let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ")
      let runs =
        try Int.fetchOne(db, sql: "SELECT count(*) FROM score WHERE fingerprint = ?", arguments: [fingerprint]) ?? 0
      let name = try String.fetchOne(db, sql: "SELECT name FROM player WHERE fingerprint = ?", arguments: [fingerprint])
      return (integrity, runs, name)
    }
  }

  private static func mode(of path: String) -> mode_t {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
  }

  @Test func aBackupTakenWhileARunIsRankedIsWholeAndHoldsTheRun() async throws {
    let server = try await TestServer()
    let key = Curve25519.Signing.PrivateKey()
    let fingerprint = KeyFingerprint.of(NIOSSHPrivateKey(ed25519Key: key).publicKey)
    let namer = try await SSHTestClient(port: server.port, signIn: .key(key))
    try await namer.waitFor(screenShowing: "Welcome to the arcade")
    try await namer.send("Carol\r")
    try await namer.waitFor(screenShowing: "Do these look right")
    await namer.close()
    let backups = try TemporaryDirectory()
    let board = server.data.file("board.sqlite")

    // The run is replayed and ranked while copies are taken, one after another.
    let submit = try await SSHTestClient(port: server.port, signIn: .key(key), command: "submit")
    try await submit.send(try TestServer.goldenReplay("maze-time.replay"))
    try await submit.closeInput()
    var copies: [String] = []
    while !submit.isClosed || copies.isEmpty {
      let path = backups.file("during-\(copies.count).sqlite")
      try BoardBackup.copy(board: board, to: path, overwrite: false)
      copies.append(path)
    }
    #expect(submit.exitStatus == 0)
    for copy in copies {
      let found = try Self.inspect(copy, fingerprint: fingerprint)
      #expect(found.integrity == "ok")
      #expect(found.name == "Carol")
      #expect(found.runs <= 1)
      #expect(Self.mode(of: copy) == 0o600)
    }
    let after = backups.file("after.sqlite")
    let size = try BoardBackup.copy(board: board, to: after, overwrite: false)
    #expect(size > 0)
    let found = try Self.inspect(after, fingerprint: fingerprint)
    #expect(found.integrity == "ok")
    #expect(found.runs == 1)
    // Only the copies are left: no temporary.
    #expect(backups.names().sorted() == (copies + [after]).map { String($0.split(separator: "/").last ?? "") }.sorted())
    await server.stop()
    backups.remove()
  }

  @Test func anExistingFileIsReplacedOnlyWhenToldAndAMissingBoardIsNamed() async throws {
    let server = try await TestServer()
    let backups = try TemporaryDirectory()
    let target = backups.file("board-copy.sqlite")
    try "keep me".write(toFile: target, atomically: true, encoding: .utf8)
    let board = server.data.file("board.sqlite")
    #expect(throws: BoardBackupError.targetExists(path: target)) {
      try BoardBackup.copy(board: board, to: target, overwrite: false)
    }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me")
    try BoardBackup.copy(board: board, to: target, overwrite: true)
    #expect(try Self.inspect(target, fingerprint: "-").integrity == "ok")
    #expect(Self.mode(of: target) == 0o600)
    #expect(throws: BoardBackupError.noBoard(path: backups.file("nothing.sqlite"))) {
      try BoardBackup.copy(board: backups.file("nothing.sqlite"), to: backups.file("x.sqlite"), overwrite: false)
    }
    #expect(
      BoardBackupError.targetExists(path: target).description
        == "\(target) exists already; choose another name, or add --overwrite to replace it")
    #expect(backups.names() == ["board-copy.sqlite"])
    await server.stop()
    backups.remove()
  }
}
