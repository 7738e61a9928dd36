import EndToEndSupport
import Foundation
import Testing

/// `arcade serve` with the real OpenSSH client in tmux: a player connects with a key, chooses
/// a name, plays, quits to a clean terminal; an offline replay is ranked, a hand-edited one is
/// refused; the server stops on SIGTERM with a goodbye.
@Suite(.serialized) struct ServeEndToEndTests {
  @Test func theOpenSSHClientPlaysOnTheServerAndSubmitsAReplay() throws {
    let pane = try TmuxPane()
    let home = pane.home.path
    let ssh = try Self.sshWithKey(in: pane)
    try pane.run("arcade serve --port 0 --data \(home)/server > \(home)/serve.out 2> \(home)/serve.log & echo started")
    let port = try Self.port(in: "\(home)/serve.out")

    try pane.run("clear; \(ssh) -p \(port) 127.0.0.1; echo \"status=$?\"")
    try pane.waitFor("Welcome to the arcade", timeout: 15)
    try pane.sendBytes("Dana")
    try pane.send("Enter")
    try pane.waitFor("Do these look right in your terminal?")
    try pane.send("Enter")
    try pane.waitFor("A R C A D E")
    try pane.send("q")
    try pane.waitFor("status=0", timeout: 10)
    try pane.waitForModesRestored()

    let replay = Self.goldenReplay
    try pane.run("clear; \(ssh) -p \(port) 127.0.0.1 submit < \(replay); echo \"submit=$?\"")
    let ranked = try Self.waitForStatus("submit", in: pane)
    #expect(ranked.contains("Maze — Tiny · a player's level: 1.82 s by Dana, played offline: ranked 1st"))
    #expect(ranked.contains("submit=0"))

    try pane.run(
      "clear; sed 's/^score 1817/score 999/' \(replay) | \(ssh) -p \(port) 127.0.0.1 submit; echo \"edited=$?\"")
    let refused = try Self.waitForStatus("edited", in: pane)
    #expect(refused.contains("arcade: not ranked: MISMATCHED: the replay scores 1.82 s, the file says 1.00 s"))
    #expect(refused.contains("edited=1"))

    try pane.run("clear; \(ssh) -p \(port) 127.0.0.1 scores; echo \"scores=$?\"")
    let scores = try Self.waitForStatus("scores", in: pane)
    #expect(scores.contains("Maze — Tiny"))
    #expect(scores.contains("  1  Dana  1.82 s  1      played offline"))

    try pane.run("clear; kill %1; wait; echo \"stopped=$?\"")
    #expect(try Self.waitForStatus("stopped", in: pane).contains("stopped=0"))
    let log = try String(contentsOfFile: "\(home)/serve.log", encoding: .utf8)
    #expect(log.contains("listening"))
    #expect(log.contains("session"))
    #expect(log.contains("stopped"))
  }

  @Test func twoServersOnOnePostgreSQLDatabaseShareOneBoard() throws {
    let database = try PostgresCluster()
    defer { database.stop() }
    let pane = try TmuxPane()
    let home = pane.home.path
    let ssh = try Self.sshWithKey(in: pane)
    for name in ["a", "b"] {
      try pane.run(
        "arcade serve --port 0 --data \(home)/\(name) --database \(database.url) > \(home)/\(name).out "
          + "2> \(home)/\(name).log &")
    }
    let first = try Self.port(in: "\(home)/a.out")
    let second = try Self.port(in: "\(home)/b.out")

    // The name is chosen on the first server…
    try pane.run("clear; \(ssh) -p \(first) 127.0.0.1; echo \"status=$?\"")
    try pane.waitFor("Welcome to the arcade", timeout: 15)
    try pane.sendBytes("Erin")
    try pane.send("Enter")
    try pane.waitFor("Do these look right in your terminal?")
    try pane.send("q")
    try Self.waitForStatus("status", in: pane)

    // …the second knows it, and ranks a replay under it…
    let replay = Self.goldenReplay
    try pane.run("clear; \(ssh) -p \(second) 127.0.0.1 submit < \(replay); echo \"submit=$?\"")
    let ranked = try Self.waitForStatus("submit", in: pane)
    #expect(ranked.contains("Maze — Tiny · a player's level: 1.82 s by Erin, played offline: ranked 1st"))

    // …and the first shows it.
    try pane.run("clear; \(ssh) -p \(first) 127.0.0.1 scores maze; echo \"scores=$?\"")
    let scores = try Self.waitForStatus("scores", in: pane)
    #expect(scores.contains("  1  Erin  1.82 s  1      played offline"))
    #expect(scores.contains("scores=0"))

    try pane.run("clear; kill %1 %2; wait; echo \"stopped=$?\"")
    try Self.waitForStatus("stopped", in: pane)

    // A board a newer arcade has written is refused, and left as it was.
    let newer = try Shell.run(
      "/usr/bin/psql", [database.url, "-q", "-c", "UPDATE arcade_schema SET version = 99"])
    #expect(newer.status == 0, "\(newer.error)")
    try pane.run("clear; arcade serve --port 0 --data \(home)/c --database \(database.url); echo \"newer=$?\"")
    let refused = try Self.waitForStatus("newer", in: pane)
    #expect(refused.contains("this board was written by a"))
    #expect(refused.contains("newer=1"))
    let kept = try Shell.run("/usr/bin/psql", [database.url, "-tA", "-c", "SELECT version FROM arcade_schema"])
    #expect(kept.output == "99\n")
  }

  /// A Maze replay that scores 1817 (1.82 s on the level "Tiny").
  static let goldenReplay = Arcade.checkout.appendingPathComponent("Tests/Fixtures/GoldenReplays/maze-time.replay").path

  /// Makes the player's Ed25519 key in the pane's home; returns the ssh command that uses it
  /// (the port to add), trusting a new host key once and saying nothing but errors.
  static func sshWithKey(in pane: TmuxPane) throws -> String {
    let home = pane.home.path
    try pane.run("ssh-keygen -q -t ed25519 -N '' -f \(home)/key && echo keyed")
    try pane.waitFor("keyed")
    return "ssh -i \(home)/key -o IdentitiesOnly=yes -o StrictHostKeyChecking=accept-new "
      + "-o UserKnownHostsFile=\(home)/known_hosts -o LogLevel=ERROR"
  }

  /// Waits until the pane shows `name=N` (the command line itself shows `name=$?`).
  @discardableResult
  static func waitForStatus(_ name: String, in pane: TmuxPane) throws -> String {
    try pane.waitFor(timeout: 15) { screen in (0...9).contains { screen.contains("\(name)=\($0)") } }
  }

  /// The port the server printed when it started listening.
  static func port(in file: String) throws -> Int {
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
      if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("arcade serve: listening on") }),
        let port = line.split(separator: " ").last.flatMap({ Int($0) })
      {
        return port
      }
      usleep(50_000)
    }
    throw TmuxPane.PaneError.timedOut(screen: "the server did not say its port")
  }
}
