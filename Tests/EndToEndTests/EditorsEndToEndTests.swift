import EndToEndSupport
import Foundation
import Testing

/// The kit's editors end to end: the built binary in tmux, driven with the mouse's SGR reports
/// and keys as a player would, play-testing and saving for real.
@Suite("Editors, end to end under tmux")
struct EditorsEndToEndTests {
  /// An SGR report of the left button at a 0-based cell: press, drag (motion with the button
  /// held) or release.
  static func sgr(_ kind: String, column: Int, row: Int) -> String {
    switch kind {
    case "drag": "\u{1B}[<32;\(column + 1);\(row + 1)M"
    case "release": "\u{1B}[<0;\(column + 1);\(row + 1)m"
    default: "\u{1B}[<0;\(column + 1);\(row + 1)M"
    }
  }

  /// The 0-based column and row of the first `glyph` inside the field's frame (left of the panel).
  static func locate(_ glyph: Character, in screen: String) -> (column: Int, row: Int)? {
    for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where row >= 2 {
      let cells = Array(line.prefix(48))
      if let column = cells.firstIndex(of: glyph) { return (column, row) }
    }
    return nil
  }

  @Test func aHoleDraggedWithTheMouseIsPlayTestedKeptAndSaved() throws {
    let pane = try TmuxPane()
    let file = pane.home.appendingPathComponent("dragged.level")
    try pane.run("arcade edit holes \(file.path)")
    let opened = try pane.waitFor { $0.contains("Holes table editor") && $0.contains("not saved yet") }
    let hole = try #require(Self.locate("█", in: opened), "the hole's middle is on the screen")
    let target = (column: hole.column - 8, row: hole.row - 3)
    try pane.sendBytes(Self.sgr("press", column: hole.column, row: hole.row))
    try pane.waitFor("CARRYING")
    try pane.sendBytes(Self.sgr("drag", column: hole.column - 4, row: hole.row - 1))
    try pane.sendBytes(Self.sgr("drag", column: target.column, row: target.row))
    try pane.sendBytes(Self.sgr("release", column: target.column, row: target.row))
    let dragged = try pane.waitFor { $0.contains("*modified") && !$0.contains("CARRYING") }
    let moved = try #require(Self.locate("█", in: dragged))
    #expect(moved.column == target.column && moved.row == target.row, "the hole went where the mouse let go")
    // Tab plays the table as it stands; leaving the game comes back to the same edit.
    try pane.send("Tab")
    try pane.waitFor { $0.contains("HOLES") && $0.contains("Table 1/1: New holes table") }
    try pane.send("Escape")
    try pane.waitFor("Leave Holes?")
    try pane.send("y")
    let back = try pane.waitFor { $0.contains("Holes table editor") && $0.contains("*modified") }
    #expect(Self.locate("█", in: back).map { $0.column == target.column && $0.row == target.row } == true)
    try pane.send("W")
    try pane.waitFor("Name this holes table")
    try pane.send("-l", "Dragged")
    try pane.send("Enter")
    try pane.waitFor("Saved: \(file.path)")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.hasPrefix("game: holes\nname: Dragged\n"))
    #expect(text.contains("hole: ") && !text.contains("hole: 0.5 0.5 40"), "\(text)")
    try pane.send("q")
    try pane.waitFor(timeout: 5) { !$0.contains("Holes table editor") }
  }

  @Test func anObstacleDrawnWithTheMouseInThePaddlesEditorIsSaved() throws {
    let pane = try TmuxPane()
    let file = pane.home.appendingPathComponent("drawn.level")
    try pane.run("arcade edit paddles \(file.path)")
    try pane.waitFor { $0.contains("Paddles arena editor") && $0.contains("0 pieces") }
    // Player 1's half, inside the obstacles' band and clear of the serve band: columns 13 to 18.
    try pane.sendBytes(Self.sgr("press", column: 13, row: 6))
    try pane.sendBytes(Self.sgr("drag", column: 15, row: 7))
    try pane.sendBytes(Self.sgr("drag", column: 18, row: 9))
    try pane.sendBytes(Self.sgr("release", column: 18, row: 9))
    let drawn = try pane.waitFor { $0.contains("1 piece |") && $0.contains("obstacle 1") }
    #expect(drawn.contains("Plays: the game's check passes"))
    try pane.send("W")
    try pane.waitFor("Name this paddles arena")
    try pane.send("-l", "Drawn")
    try pane.send("Enter")
    try pane.waitFor("Saved: \(file.path)")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.hasPrefix("game: paddles\nname: Drawn\n"))
    #expect(text.split(separator: "\n").filter { $0.hasPrefix("obstacle: ") }.count == 1, "\(text)")
    try pane.send("q")
    try pane.waitFor(timeout: 5) { !$0.contains("Paddles arena editor") }
  }
}
