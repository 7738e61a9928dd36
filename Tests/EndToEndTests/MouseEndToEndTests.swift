import EndToEndSupport
import Foundation
import Testing

/// The mouse under each terminal's own TERM: the arcade decodes SGR reports itself, so a click
/// works whatever format the terminfo entry's kmous names (tmux, screen and kitty name X10).
@Suite("Mouse under tmux, screen, kitty and xterm TERMs, end to end")
struct MouseEndToEndTests {
  static let terms = ["xterm-256color", "tmux-256color", "screen-256color", "xterm-kitty"]

  /// An SGR report of the left button at a 0-based cell: press (M) or release (m).
  static func sgr(column: Int, row: Int, released: Bool) -> String {
    "\u{1B}[<0;\(column + 1);\(row + 1)\(released ? "m" : "M")"
  }

  /// An X10 report of the left button pressed, or released (button 3), at a 0-based cell.
  static func x10(column: Int, row: Int, released: Bool) -> String {
    let button = Character(Unicode.Scalar(UInt8(32 + (released ? 3 : 0))))
    let x = Character(Unicode.Scalar(UInt8(33 + column)))
    let y = Character(Unicode.Scalar(UInt8(33 + row)))
    return "\u{1B}[M\(button)\(x)\(y)"
  }

  /// The row of the menu item `title`, found on the screen.
  static func menuRow(_ title: String, in screen: String) throws -> Int {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    return try #require(lines.firstIndex { $0.hasPrefix("  \(title) ") || $0.contains("▶ \(title) ") })
  }

  @Test(arguments: terms)
  func anSGRClickOnAMenuRowOpensThatGame(term: String) throws {
    let pane = try TmuxPane(term: term)
    try pane.run("arcade")
    let menu = try pane.waitFor("A R C A D E")
    let row = try Self.menuRow("Holes", in: menu)
    try pane.sendBytes(Self.sgr(column: 4, row: row, released: false))
    try pane.waitFor(timeout: 5) { $0.contains("▶ Holes ") }  // the press selects the row
    try pane.sendBytes(Self.sgr(column: 4, row: row, released: true))
    let holes = try pane.waitFor("HOLES")
    #expect(holes.contains("Table 1/"))
  }

  @Test(arguments: terms)
  func aPressAndReleaseInOneWriteFireBalls(term: String) throws {
    let pane = try TmuxPane(term: term)
    try pane.run("arcade play balls --level 1 --seed 7")
    try pane.waitFor("Press Space to start level 1")
    try pane.send("Space")
    let start = try pane.waitFor(timeout: 5) { BallsScreen.counter(in: $0) != nil && !$0.contains("watch, then") }
    #expect(start.contains("─+─"), "the cross-hair waits for the shot")
    try pane.sendBytes(
      Self.sgr(column: 40, row: 12, released: false) + Self.sgr(column: 40, row: 12, released: true))
    try pane.waitFor(timeout: 5) { !$0.contains("─+─") }  // fired: the cross-hair is gone
  }

  /// tmux-256color and screen-256color name X10 reports in kmous: a terminal that sends them
  /// (one without SGR support) still clicks.
  @Test(arguments: ["tmux-256color", "screen-256color", "xterm-256color"])
  func anX10ClickStillOpensAGame(term: String) throws {
    let pane = try TmuxPane(term: term)
    try pane.run("arcade")
    let menu = try pane.waitFor("A R C A D E")
    let row = try Self.menuRow("Maze", in: menu)
    try pane.sendBytes(Self.x10(column: 4, row: row, released: false) + Self.x10(column: 4, row: row, released: true))
    try pane.waitFor("Choose a maze")
  }
}
