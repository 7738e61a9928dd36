import EndToEndSupport
import Foundation
import Testing

/// A PostgreSQL board written by an older arcade (schema 2), opened by `arcade serve`: every run
/// gets its identity and the board of its levels, a run stored twice keeps its first row (the
/// copy is set aside in `score_duplicate`, not lost), and players holding look-alike names keep
/// them, each with a key of their own.
@Suite(.serialized) struct PostgresMigrationEndToEndTests {
  @Test func anOlderBoardIsMigratedOnStart() throws {
    let database = try PostgresCluster()
    defer { database.stop() }
    let fixtures = Arcade.checkout.appendingPathComponent("Tests/Fixtures/GoldenReplays")
    let lander = try String(contentsOf: fixtures.appendingPathComponent("lander-landing.replay"), encoding: .utf8)
    let maze = try String(contentsOf: fixtures.appendingPathComponent("maze-time.replay"), encoding: .utf8)
    let script = FileManager.default.temporaryDirectory.appendingPathComponent("older-board-\(UUID()).sql").path
    defer { unlink(script) }
    // The schema of migrations 1 and 2 as an older arcade made it, and its runs: Alice's landing
    // twice (once under her look-alike), and a run on a player's maze kept on a shipped maze's board.
    try """
    CREATE TABLE arcade_schema (version INTEGER NOT NULL);
    INSERT INTO arcade_schema (version) VALUES (2);
    CREATE TABLE player (fingerprint TEXT PRIMARY KEY, name TEXT NOT NULL, settings TEXT,
      joined DOUBLE PRECISION NOT NULL, daily_log TEXT);
    CREATE UNIQUE INDEX player_name ON player (lower(name));
    CREATE TABLE score (id BIGSERIAL PRIMARY KEY, board TEXT NOT NULL, board_title TEXT NOT NULL, game TEXT NOT NULL,
      fingerprint TEXT NOT NULL REFERENCES player, score BIGINT NOT NULL, lower_is_better BOOLEAN NOT NULL,
      time_milliseconds BIGINT, level BIGINT, detail TEXT, seed TEXT NOT NULL, replay TEXT NOT NULL,
      offline BOOLEAN NOT NULL, date DOUBLE PRECISION NOT NULL);
    CREATE INDEX score_board ON score (board, fingerprint);
    INSERT INTO player VALUES ('SHA256:a', 'Alice', NULL, 1, NULL), ('SHA256:b', 'Аlice', NULL, 2, NULL);
    INSERT INTO score (board, board_title, game, fingerprint, score, lower_is_better, level, seed, replay, offline, date)
    VALUES ('lander/old', 'Lander', 'lander', 'SHA256:a', 1, false, 1, '1', :'lander', true, 1),
      ('lander/old', 'Lander', 'lander', 'SHA256:b', 1, false, 1, '1', :'lander', true, 2),
      ('maze/maze-c5068b4e7190039e', 'Maze — First steps', 'maze', 'SHA256:a', 1817, true, 1, '5', :'maze', true, 3);
    """.write(toFile: script, atomically: true, encoding: .utf8)
    let made = try Shell.run(
      "/usr/bin/psql",
      [database.url, "-q", "-v", "ON_ERROR_STOP=1", "-v", "lander=\(lander)", "-v", "maze=\(maze)", "-f", script])
    #expect(made.status == 0, "\(made.error)")

    let pane = try TmuxPane()
    let home = pane.home.path
    try pane.run("arcade serve --port 0 --data \(home)/a --database \(database.url) > \(home)/a.out 2> \(home)/a.log &")
    _ = try ServeEndToEndTests.port(in: "\(home)/a.out")
    try pane.run("clear; kill %1; wait; echo \"stopped=$?\"")
    try ServeEndToEndTests.waitForStatus("stopped", in: pane)

    func query(_ sql: String) throws -> String {
      let result = try Shell.run("/usr/bin/psql", [database.url, "-tA", "-c", sql])
      #expect(result.status == 0, "\(result.error)")
      return result.output
    }
    #expect(try query("SELECT version FROM arcade_schema") == "4\n")
    #expect(try query("SELECT count(*), count(DISTINCT run), count(run) FROM score") == "2|2|2\n")
    #expect(try query("SELECT fingerprint FROM score_duplicate") == "SHA256:b\n")
    // The player's maze leaves the shipped maze's board for its own.
    #expect(try query("SELECT board FROM score WHERE game = 'maze'") == "maze/maze-d305222cc76ad2ab\n")
    #expect(try query("SELECT count(DISTINCT name_key), count(name_key) FROM player") == "2|2\n")
    // A third look-alike cannot be added now.
    let third = try Shell.run(
      "/usr/bin/psql",
      [
        database.url, "-tA", "-c",
        "INSERT INTO player (fingerprint, name, name_key, joined) SELECT 'SHA256:c', 'Ａlice', name_key, 3 FROM player WHERE fingerprint = 'SHA256:a'",
      ])
    #expect(third.status != 0)
  }
}
