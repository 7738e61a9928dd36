import EndToEndSupport
import Foundation
import Testing

/// A finished game's score, end to end: name entry, the board, and `arcade scores --json`.
@Suite("Scores, end to end under tmux")
struct ScoresEndToEndTests {
  @Test func finishingAMazeAsksTheNameShowsTheBoardAndTheScoreIsStored() throws {
    let pane = try TmuxPane()
    let level = pane.home.appendingPathComponent("corridor.level")
    try "game: maze\nname: Short corridor\nmap:\n######\n#S..G#\n######\n".write(
      to: level, atomically: true, encoding: .utf8)
    try pane.run("arcade play maze --level \(level.path) --seed 1; echo \"status=$?\"")
    try pane.waitFor("Short corridor")
    try pane.send("Right", "Right", "Right")
    try pane.waitFor("Your name", timeout: 15)
    try pane.send("C-u")
    try pane.run("Tess Ter")
    let board = try pane.waitFor("You ranked 1st!")
    #expect(board.contains("Tess Ter"))
    let pid = try pane.arcadePID()
    #expect(kill(pid, SIGTERM) == 0)
    try pane.waitFor("status=143")
    try pane.run("arcade scores maze --json > scores.out; arcade scores maze")
    let listing = try pane.waitFor(timeout: 5) {
      $0.contains("Tess Ter") && $0.contains(" s  ") && $0.split(separator: "\n").count > 6
    }
    #expect(listing.contains("Time"))
    let json = try String(contentsOf: pane.home.appendingPathComponent("scores.out"), encoding: .utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let boards = try #require(object["boards"] as? [String: Any])
    let id = try #require(boards.keys.first { $0.hasPrefix("maze/maze-") })
    let entries = try #require((boards[id] as? [String: Any])?["entries"] as? [[String: Any]])
    #expect(entries.first?["name"] as? String == "Tess Ter")
    #expect(entries.first?["timeMilliseconds"] is Int)
    #expect(entries.first?["seed"] as? String == "1")
  }

  /// Before: a score kept while another program held the store ("saved when you leave") was
  /// lost when the terminal closed: the shell's second hangup killed the arcade during that
  /// save. Now the signals wait until the save is done.
  @Test func aScoreKeptWhileTheStoreWasBusySurvivesRepeatedHangups() throws {
    let pane = try TmuxPane()
    let level = pane.home.appendingPathComponent("corridor.level")
    try "game: maze\nname: Short corridor\nmap:\n######\n#S..G#\n######\n".write(
      to: level, atomically: true, encoding: .utf8)
    let folder = pane.home.appendingPathComponent("data/arcade")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = folder.appendingPathComponent("scores.json").path
    // Another arcade holds the store's lock: a lock file as an arcade makes it (0600, with its
    // marker; one without is an older arcade's, which is replaced rather than waited for).
    let holder = open(store + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    let marker = Array("arcade lock: private since it was made; held while the file beside it is saved\n".utf8)
    try #require(holder >= 0 && write(holder, marker, marker.count) == marker.count && flock(holder, LOCK_EX) == 0)
    var held = true
    defer { if held { close(holder) } }
    try pane.run("arcade play maze --level \(level.path) --seed 1; echo \"status=$?\"")
    try pane.waitFor("Short corridor")
    try pane.send("Right", "Right", "Right")
    try pane.waitFor("Your name", timeout: 15)
    try pane.send("C-u")
    try pane.run("Kept Score")
    try pane.waitFor("Score kept, not yet saved", timeout: 15)
    let pid = try pane.arcadePID()
    // The terminal goes: a hangup, and another while the last save waits for the lock.
    #expect(kill(pid, SIGHUP) == 0)
    usleep(700_000)
    #expect(kill(pid, SIGHUP) == 0)
    usleep(300_000)
    close(holder)
    held = false
    try pane.waitFor("status=129", timeout: 10)
    let saved = try String(contentsOfFile: store, encoding: .utf8)
    #expect(saved.contains("Kept Score"))
  }

  /// An older arcade's store, whose boards mixed start levels and match settings: listed and
  /// verified on the boards its entries belong on now, titled so, and left as it is by both.
  @Test func anOlderStoreIsListedOnItsBoardsNowAndLeftAsItIs() throws {
    let pane = try TmuxPane()
    let folder = pane.home.appendingPathComponent("data/arcade")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = folder.appendingPathComponent("scores.json")
    let older = """
      {"version": 1, "boards": {
        "balls": {"ordering": "higher", "entries": [{"name": "Oldie", "score": 50, "level": 3, "date": "2025-01-01T00:00:00Z", "seed": "9"}]},
        "paddles/network": {"ordering": "higher", "entries": [{"name": "Netty", "score": 2, "date": "2025-01-02T00:00:00Z", "seed": "4"}]}
      }}

      """
    try older.write(to: store, atomically: true, encoding: .utf8)
    try pane.run("arcade scores; arcade scores verify; echo \"status=$?\"")
    let listing = try pane.waitFor(timeout: 10) { text in (0...2).contains { text.contains("status=\($0)") } }
    #expect(listing.contains("Balls \u{2014} older runs"), "\(listing)")
    #expect(listing.contains("Paddles \u{2014} older network matches"), "\(listing)")
    #expect(listing.contains("#1 Oldie 50: unverifiable: no replay was kept"), "\(listing)")
    #expect(listing.contains("status=0"), "\(listing)")
    #expect(try String(contentsOf: store, encoding: .utf8) == older, "a read writes nothing")
  }
}
