import EndToEndSupport
import Foundation
import Testing

/// Balls end to end: the built binary in tmux, played with keys as a person would.
@Suite("Balls, end to end under tmux")
struct BallsEndToEndTests {
  @Test func playWithSeedAimsFiresAndPassesLevelOne() throws {
    let pane = try TmuxPane()
    try pane.run("arcade play balls --level 1 --seed 7")
    try pane.waitFor("Press Space to start level 1")
    try pane.send("Space")
    let start = try pane.waitFor(timeout: 5) { BallsScreen.counter(in: $0) != nil }
    #expect(BallsScreen.counter(in: start)?.removed == 0)
    #expect(BallsScreen.counter(in: start)?.target == 1)
    // The first second is a look at the balls: the hint says so and Space does not fire.
    #expect(start.contains("watch, then Space"), "\(start)")
    try pane.send("Space")
    let watched = try pane.waitFor(timeout: 5) { !$0.contains("watch, then") }
    #expect(watched.contains("─+─"), "a Space while watching fired nothing")
    // With seed 7 a cyan ball starts at (363, 154) heading up-left. Held keys glide the
    // cross-hair from the centre (240, 160) to (321, 118), where the ball passes about 40
    // updates later, when the explosion is at its largest: firing any time in the first two
    // seconds catches it.
    try pane.send("l", "l", "l", "l", "l", "l")
    try pane.send("k", "k", "k", "k")
    try pane.send("Space")
    let hit = try pane.waitFor(timeout: 10) { (BallsScreen.counter(in: $0)?.removed ?? 0) >= 1 }
    #expect(!hit.contains("─+─"), "the cross-hair stays after firing")
    let result = try pane.waitFor("Level 1 passed", timeout: 30)
    #expect(result.contains("Press Space to start level 2"))
  }

  @Test func menuStartsBallsAndALevelRunsToItsResult() throws {
    let pane = try TmuxPane()
    try pane.run("arcade")
    try pane.waitFor("A R C A D E")
    try pane.send("Enter")
    try pane.waitFor("Press Space to start level 1")
    try pane.send("Space")
    let running = try pane.waitFor(timeout: 5) { BallsScreen.counter(in: $0) != nil }
    #expect(running.contains("─+─"), "no cross-hair while aiming")
    try pane.waitFor(timeout: 5) { !$0.contains("watch, then") }
    try pane.send("Space")
    // The cross-hair goes once fired; the level then ends, whatever the random layout.
    try pane.waitFor(timeout: 5) { !$0.contains("─+─") }
    let result = try pane.waitFor(timeout: 40) {
      $0.contains("Level 1 passed") || $0.contains("Oops. Try again!")
    }
    #expect(BallsScreen.counter(in: result) == nil, "the counter shows only while a level runs")
    try pane.send("q")
  }

  @Test func resizeMidLevelPausesAndAKeyContinues() throws {
    let pane = try TmuxPane()
    try pane.run("arcade play balls --level 6 --seed 3")
    try pane.waitFor("Press Space to start level 6")
    try pane.send("Space")
    try pane.waitFor(timeout: 5) { BallsScreen.counter(in: $0) != nil }
    try pane.resize(width: 100, height: 30)
    let paused = try pane.waitFor("Paused")
    #expect(paused.contains("changed size"))
    try pane.send("x")
    let resumed = try pane.waitFor(timeout: 5) { !$0.contains("Paused") }
    #expect(BallsScreen.counter(in: resumed)?.target == 17)
    // Balls move a pixel about every half second here: the field changes again.
    try pane.waitFor(timeout: 5) { $0 != resumed }
    try pane.send("q")
    try pane.waitFor("Leave Balls?")
    try pane.send("y")
  }

  @Test func theLastLevelClearsTheGameAndItsEndShowsBeforeTheNamePrompt() throws {
    // The farming found in play: level 11 (2000 balls, target 2000), Space, Space, wait. The
    // run ends at its first pass, says so, and asks the name only after a key.
    let pane = try TmuxPane()
    try pane.run("arcade play balls --level 11 --seed 5")
    try pane.waitFor("Press Space to start level 11")
    try pane.send("Space")
    try pane.waitFor(timeout: 5) { BallsScreen.counter(in: $0) != nil && !$0.contains("watch, then") }
    try pane.send("Space")
    try pane.waitFor(timeout: 5) { $0.contains("F faster") }
    try pane.send("f")
    let cleared = try pane.waitFor("You cleared the game!", timeout: 30)
    #expect(cleared.contains("Score: 2000"))
    #expect(!cleared.contains("Your name"))
    try pane.send("Space")
    let prompt = try pane.waitFor("Your name", timeout: 15)
    #expect(!prompt.contains("You cleared the game!"), "one panel at a time")
  }
}
