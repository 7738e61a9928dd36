import EndToEndSupport
import Foundation
import Testing

/// Maze end to end: the editor draws and saves a maze, the game plays it, under tmux.
@Suite("Maze, end to end under tmux")
struct MazeEndToEndTests {
  @Test func editorDrawsSavesAndTheGamePlaysTheFile() throws {
    let pane = try TmuxPane()
    let file = pane.home.appendingPathComponent("x.level").path
    try pane.run("arcade edit maze \(file); echo \"status=$?\"")
    try pane.waitFor("Maze editor")
    try pane.waitFor("12×12 not saved yet")
    // Three walls down column 3 (from 0), the start moved to (2, 3), the goal to (9, 9).
    try pane.send("l", "l", "Space", "j", "Space", "j", "Space")
    try pane.waitFor("*modified")
    try pane.send("h", "S")
    try pane.send("j", "j", "j", "j", "j", "j", "l", "l", "l", "l", "l", "l", "l", "G")
    try pane.waitFor("(10,10)")
    try pane.send("W")
    try pane.waitFor("Name this maze")
    try pane.send("-l", "Tmux maze")
    try pane.send("Enter")
    try pane.waitFor("Saved: \(file)")
    try pane.send("q")
    try pane.waitFor("status=0")

    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.hasPrefix("game: maze\nname: Tmux maze\npar: "))
    #expect(text.contains("map:\n############\n#..#.......#\n#..#.......#\n#.S#.......#\n"))
    #expect(text.contains("\n#........G.#\n"))

    try pane.run("arcade levels check \(file); echo \"check=$?\"")
    try pane.waitFor("check=0")

    try pane.run("arcade play maze --level \(file) --seed 3")
    let game = try pane.waitFor("Tmux maze")
    #expect(game.contains("Time 0.00 s"))
    #expect(game.contains("███"))
    try pane.send("Right")
    try pane.waitFor(timeout: 5) { !$0.contains("Time 0.00 s") }
    try pane.send("Escape")
    try pane.waitFor("Leave Maze?")
    try pane.send("y")
    try pane.waitFor(timeout: 5) { !$0.contains("Tmux maze") }
  }

  @Test func unsavedChangesAreAskedAboutOnLeaving() throws {
    let pane = try TmuxPane()
    try pane.run("arcade edit maze; echo \"status=$?\"")
    try pane.waitFor("Maze editor")
    try pane.send("l", "Space")
    try pane.waitFor("*modified")
    try pane.send("q")
    try pane.waitFor("Leave without saving")
    try pane.send("n")
    try pane.waitFor(timeout: 5) { !$0.contains("Leave without saving") }
    try pane.send("q")
    try pane.waitFor("Leave without saving")
    try pane.send("y")
    try pane.waitFor("status=0")
  }

  @Test func newMazeIsSavedInTheUserFolderAndListed() throws {
    let pane = try TmuxPane()
    try pane.run("arcade edit maze; echo \"status=$?\"")
    try pane.waitFor("Maze editor")
    try pane.send("l", "l", "Space", "W")
    try pane.waitFor("Name this maze")
    try pane.send("-l", "Side road")
    try pane.send("Enter")
    try pane.waitFor("Saved:")
    try pane.send("q")
    try pane.waitFor("status=0")
    let file = pane.home.appendingPathComponent("data/arcade/levels/maze/01-side-road.level").path
    #expect(FileManager.default.fileExists(atPath: file))
    try pane.run("arcade levels | grep -c 'Side road'")
    try pane.waitFor(timeout: 5) { $0.split(separator: "\n").contains("1") }
    // It is level 7, after the six built-in mazes.
    try pane.run("arcade play maze --level 7 --seed 1")
    try pane.waitFor("Side road")
    try pane.send("q")
  }
}
