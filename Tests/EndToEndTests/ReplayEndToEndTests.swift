import EndToEndSupport
import Foundation
import Testing

/// Replays, end to end with the built binary: a game finished in tmux is kept with its score,
/// `arcade scores verify` proves it, a hand-edited score is caught, `arcade replay` plays it back,
/// `--export` writes a file that plays the same, the board's Enter watches it, and the next game
/// races its ghost.
@Suite("Replays, end to end under tmux")
struct ReplayEndToEndTests {
  @Test func aFinishedMazeIsVerifiedWatchedExportedAndAnEditedScoreIsCaught() throws {
    let pane = try TmuxPane()
    let level = pane.home.appendingPathComponent("corridor.level")
    try "game: maze\nname: Short corridor\nmap:\n#######\n#S...G#\n#######\n".write(
      to: level, atomically: true, encoding: .utf8)
    try pane.run("arcade play maze --level \(level.path) --seed 3; echo \"status=$?\"")
    try pane.waitFor("Short corridor")
    try pane.send("Right", "Right")
    try pane.waitFor("Your name", timeout: 15)
    try pane.send("C-u")
    try pane.run("Rita Play")
    try pane.waitFor("You ranked 1st!")
    try pane.send("Escape")
    try pane.waitFor("Goal")
    try pane.send("Escape")
    try pane.waitFor("status=0")

    try pane.run("clear; arcade scores verify; echo \"verify=$?\"")
    let verified = try pane.waitFor("verify=0", timeout: 10)
    #expect(verified.contains("#1 Rita Play"))
    #expect(verified.contains(": verified"))
    #expect(verified.contains("1 verified, 0 mismatched, 0 unverifiable"))

    // Watching: the screen says it is a replay, plays to its end and leaves cleanly.
    try pane.run("clear; arcade replay maze; echo \"replay=$?\"")
    try pane.waitFor("REPLAY")
    let ended = try pane.waitFor("REPLAY ended", timeout: 10)
    #expect(ended.contains("Rita Play"))
    try pane.send("Escape")
    try pane.waitFor("replay=0")

    // Exported, it plays the same from the file (another machine would see this file).
    try pane.run("clear; arcade replay maze --export shared.replay && head -2 shared.replay")
    try pane.waitFor("game maze")
    // Never over a file without --force: the first export stays as it was.
    try pane.run("clear; echo mine > mine.txt; arcade replay maze --export mine.txt; echo \"over=$?\"; cat mine.txt")
    let refused = try pane.waitFor("over=1")
    #expect(refused.contains("already exists"))
    try pane.waitFor("mine")
    try pane.run("clear; arcade replay maze --export mine.txt --force; echo \"forced=$?\"; head -1 mine.txt")
    try pane.waitFor("arcade-replay")
    try pane.run("clear; arcade replay shared.replay; echo \"file=$?\"")
    try pane.waitFor("REPLAY ended", timeout: 10)
    try pane.send("q")
    try pane.waitFor("file=0")

    // From the menu's High scores: Enter on the entry watches it.
    try pane.run("clear; arcade; echo \"menu=$?\"")
    try pane.waitFor("High scores")
    try pane.send("Up", "Up", "Up", "Up", "Enter")  // from the first game up round to Quit, Help, Settings, High scores
    try pane.waitFor("Rita Play")
    try pane.send("Enter")
    try pane.waitFor("REPLAY")
    try pane.send("Escape", "Escape", "q")
    try pane.waitFor("menu=0")

    // Playing the maze again, the best run races along as a ghost.
    try pane.run("clear; arcade play maze --level \(level.path) --seed 4; echo \"again=$?\"")
    try pane.waitFor("Short corridor")
    try pane.send("Right")
    try pane.waitFor("Ghost 1.12 s")
    try pane.send("C-c")
    try pane.waitFor("again=130")

    // A score raised by hand no longer matches its replay.
    let scores = pane.home.appendingPathComponent("data/arcade/scores.json")
    let json = try String(contentsOf: scores, encoding: .utf8)
    let edited = try #require(json.range(of: #""score" : \d+"#, options: .regularExpression))
    try json.replacingCharacters(in: edited, with: "\"score\" : 1").write(to: scores, atomically: true, encoding: .utf8)
    try pane.run("clear; arcade scores verify; echo \"verify=$?\"")
    let caught = try pane.waitFor("verify=1", timeout: 10)
    #expect(caught.contains("MISMATCHED"))
    // In the game's unit: the 1 ms the file now says reads as a time.
    #expect(caught.contains("the board says 0.00"))
  }
}
