import EndToEndSupport
import Foundation
import Testing

/// The board failing under `arcade serve`, with the built binary and the real ssh: a
/// PostgreSQL server stopped while players play, and what a clean stop leaves of SQLite.
@Suite(.serialized) struct BoardFailureEndToEndTests {
  typealias Attack = ServeAttackEndToEndTests

  /// Before: `ssh … scores` answered "arcade: the board cannot be read now: postgres://…:
  /// cannot open the board: PSQLError(…)": the database's URL and the driver's text. Now each
  /// command and the session say one plain sentence, the log has the detail, and the password
  /// in the URL is nowhere.
  @Test func aStoppedPostgreSQLIsToldInOneSentenceAndLoggedInDetail() throws {
    let database = try PostgresCluster()
    defer { database.stop() }
    let pane = try TmuxPane()
    let home = pane.home.path
    let password = "Sw0rdfish-\(Int.random(in: 1000...9999))"
    // The cluster trusts local connections: the password is never asked for, only carried.
    let url = database.url.replacingOccurrences(of: "//arcade@", with: "//arcade:\(password)@")
    let port = try Attack.startServer(data: "server", output: "server", options: " --database \(url)", in: pane)
    let carol = try Attack.sshWithKey(named: "carol", in: pane)
    #expect(try Attack.claim("Carol", with: carol, port: port, in: pane).contains("Do these look right"))

    // Carol is in the arcade when the database stops; she opens the high scores.
    try pane.run("clear; \(carol) -t -p \(port) 127.0.0.1; echo \"playing=$?\"")
    try pane.waitFor("A R C A D E", timeout: 15)
    database.stop()
    for _ in 0..<8 { try pane.send("j") }
    try pane.send("Enter")
    let highScores = try pane.waitFor("look at the scores again", timeout: 15)
    #expect(
      highScores.replacing(/[\s│]+/, with: " ").contains(
        "The board cannot be reached just now; look at the scores again in a while."), "\(highScores)")
    try pane.send("Escape")
    try pane.waitFor("A R C A D E", timeout: 15)
    try pane.send("q")
    try ServeEndToEndTests.waitForStatus("playing", in: pane)

    let scores = try Attack.command(carol, port: port, "scores", input: "/dev/null", in: pane)
    #expect(scores.output == "arcade: the board cannot be reached just now; ask for the scores again in a while.\n")
    #expect(scores.status == 1)
    let submit = try Attack.command(carol, port: port, "submit", input: Self.landerLanding, in: pane)
    #expect(
      submit.output
        == "arcade: the board cannot be reached just now, so nothing was ranked; your replay file is unchanged: "
        + "send it again in a while.\n")
    #expect(submit.status == 1)

    // A session cannot start without the player's name: the terminal says why, in a sentence.
    try pane.run("clear; \(carol) -t -p \(port) 127.0.0.1; echo \"session=$?\"")
    let session = try ServeEndToEndTests.waitForStatus("session", in: pane)
    // (The pane wraps the line at its 80 columns.)
    #expect(
      session.replacingOccurrences(of: "\n", with: "").contains(
        "arcade: the board cannot be reached just now, so the arcade cannot start; connect again in a while."),
      "\(session)")
    for text in [highScores, scores.output, submit.output, session] {
      for secret in [password, "postgres", "PSQL", "\(database.port)", "127.0.0.1:"] {
        #expect(!text.contains(secret), "\"\(secret)\" reached the player: \(text)")
      }
    }

    try Attack.stopServers(in: pane)
    let log = try String(contentsOfFile: "\(home)/server.log", encoding: .utf8)
    let failures = log.split(separator: "\n").filter { $0.contains("board failed") }
    #expect(failures.contains { $0.contains("operation=list the boards") }, "\(log)")
    #expect(failures.count >= 4, "the high scores, scores, submit and the session's start: \(log)")
    #expect(failures.contains { $0.contains("operation=read a player") }, "\(log)")
    #expect(failures.allSatisfy { $0.contains("cannot open the board") || $0.contains("PSQLError") }, "\(log)")
    #expect(!log.contains(password), "the password is not logged")
  }

  /// A golden replay of a Lander landing (Tests/Fixtures/GoldenReplays in the repository).
  static let landerLanding = Arcade.checkout.appendingPathComponent(
    "Tests/Fixtures/GoldenReplays/lander-landing.replay"
  )
  .path

  /// Before: after SIGTERM the board's WAL stayed beside it (its last writes in the WAL, not
  /// in board.sqlite), and all three files were 0644.
  @Test func afterSIGTERMOnlyThePrivateBoardFileIsLeft() throws {
    let pane = try TmuxPane()
    let home = pane.home.path
    let port = try Attack.startServer(data: "server", output: "server", options: "", in: pane)
    let carol = try Attack.sshWithKey(named: "carol", in: pane)
    #expect(try Attack.claim("Carol", with: carol, port: port, in: pane).contains("Do these look right"))
    let folder = "\(home)/server"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("board") }
    #expect(Set(names) == ["board.sqlite", "board.sqlite-wal", "board.sqlite-shm"])
    for name in names {
      let mode = try FileManager.default.attributesOfItem(atPath: "\(folder)/\(name)")[.posixPermissions] as? Int
      #expect(mode == 0o600, "\(name)")
    }
    let folderMode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
    #expect(folderMode == 0o700)

    try Attack.stopServers(in: pane)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("board") }
    #expect(left == ["board.sqlite"])
    let mode = try FileManager.default.attributesOfItem(atPath: "\(folder)/board.sqlite")[.posixPermissions] as? Int
    #expect(mode == 0o600)
    // Carol's name is in that one file: a server started on it knows her.
    let again = try Attack.startServer(data: "server", output: "again", options: "", in: pane)
    try pane.run("clear; \(carol) -t -p \(again) 127.0.0.1; echo \"back=$?\"")
    let menu = try pane.waitFor("A R C A D E", timeout: 15)
    #expect(!menu.contains("Welcome to the arcade"), "Carol is known: no welcome")
    try pane.send("q")
    try ServeEndToEndTests.waitForStatus("back", in: pane)
    try Attack.stopServers(in: pane)
  }
}
