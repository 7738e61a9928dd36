import EndToEndSupport
import Foundation
import Testing

/// Holes end to end: the built binary in tmux, tilted with keys as a player would.
@Suite("Holes, end to end under tmux")
struct HolesEndToEndTests {
  /// A table where tilting up drops the ball into a still hole about once a second.
  static let trapTable = """
    game: holes
    name: Trap
    rotation: 0
    start: 0.5 0.7
    hole: 0.5 0.5 40
    """

  @Test func tiltingTowardTheFlagChangesTheScoreOrTheBallsLeft() throws {
    let pane = try TmuxPane()
    try pane.run("arcade play holes --seed 3")
    // The first frame is large: wait for its last line (the tilt) as well as its first.
    let start = try pane.waitFor { $0.contains("Balls: 3") && $0.contains("Tilt: level") }
    #expect(start.contains("Score: 0"))
    #expect(start.contains("▶"))
    try pane.send("Up", "Up", "Up", "Left", "Left", "Left")
    try pane.waitFor("Tilt: ←3 ↑3")
    // Straight at the flag the ball either makes it or the upper-left hole takes it.
    let changed = try pane.waitFor(timeout: 10) { screen in
      !(screen.contains("Score: 0") && screen.contains("Balls: 3"))
    }
    #expect(changed.contains("Score: 1") || changed.contains("Balls: 2"))
    try pane.send("p")
    try pane.waitFor("press any key")
    try pane.send("x")
    try pane.send("q")
    try pane.waitFor("Leave Holes?")
    try pane.send("y")
    try pane.waitFor(timeout: 5) { !$0.contains("HOLES") }
  }

  @Test func losingEveryBallEndsTheGameAndRRestarts() throws {
    let pane = try TmuxPane()
    let level = pane.home.appendingPathComponent("trap.level")
    try Self.trapTable.write(to: level, atomically: true, encoding: .utf8)
    try pane.run("arcade play holes --seed 3 --level \(level.path)")
    try pane.waitFor("Balls: 3")
    // Every new ball starts on a level table: the player tilts each one into the trap.
    try pane.send("Up", "Up", "Up")
    try pane.waitFor("Balls: 2", timeout: 10)
    try pane.waitFor(timeout: 5) { !$0.contains("It rolls when you tilt") }
    try pane.send("Up", "Up", "Up")
    try pane.waitFor("Balls: 1", timeout: 10)
    try pane.waitFor(timeout: 5) { !$0.contains("It rolls when you tilt") }
    try pane.send("Up", "Up", "Up")
    // Game over: the launcher asks for a name, then shows the board over the game. Each is
    // answered once, after it has appeared, so no key can reach the game-over screen early.
    var screen = try pane.waitFor(timeout: 15) { $0.contains("Your name") || $0.contains("GAME OVER") }
    if screen.contains("Your name") {
      try pane.send("Escape")
      screen = try pane.waitFor { !$0.contains("Your name") }
    }
    if screen.contains("Press any key") {
      try pane.send("Space")
      screen = try pane.waitFor { !$0.contains("Press any key") }
    }
    let over = try pane.waitFor("GAME OVER")
    #expect(over.contains("Final score: 0"))
    #expect(over.contains("Balls: 0"))
    try pane.send("r")
    let again = try pane.waitFor("Balls: 3")
    #expect(again.contains("Score: 0"))
    #expect(!again.contains("GAME OVER"))
    try pane.send("q")
    try pane.waitFor("Leave Holes?")
    try pane.send("y")
  }
}
