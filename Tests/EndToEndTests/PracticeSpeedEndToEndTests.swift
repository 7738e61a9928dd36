import EndToEndSupport
import Foundation
import Testing

/// A slower game for practice, under tmux: with `game-speed = 0.5` in the settings file, Maze
/// says so in a corner, plays to its goal, and keeps no score.
@Suite("Practice speed, end to end under tmux")
struct PracticeSpeedEndToEndTests {
  @Test func aHalfSpeedMazeSaysItIsPracticeAndKeepsNoScore() throws {
    let pane = try TmuxPane()
    let settings = pane.home.appendingPathComponent("config/arcade/settings")
    let handle = try FileHandle(forWritingTo: settings)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("game-speed = 0.5\n".utf8))
    try handle.close()
    let scores = pane.home.appendingPathComponent("scores.json").path
    try pane.run("arcade play maze --level 1 --seed 3 --scores \(scores); echo \"status=$?\"")
    try pane.waitFor("practice at 1/2 speed: not ranked")
    try pane.waitFor("Time 0.00 s")
    // Right, then down to the goal, as at full speed (it takes twice as long).
    try pane.sendBytes("llll")
    usleep(2_500_000)
    try pane.sendBytes("jjjj")
    let goal = try pane.waitFor("Goal", timeout: 15)
    #expect(!goal.contains("New high score"))
    try pane.send("Escape")
    try pane.waitFor("status=0")
    #expect(!FileManager.default.fileExists(atPath: scores), "practice keeps no score")
  }
}
