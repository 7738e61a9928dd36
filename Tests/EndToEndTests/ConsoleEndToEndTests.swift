import EndToEndSupport
import Foundation
import Testing

/// TERM=linux, the Linux console: its entry has no size, and its fonts lack braille and half blocks.
@Suite("The Linux console's TERM, end to end")
struct ConsoleEndToEndTests {
  @Test func startsWithAnEntryThatHasNoSizeAndDrawsOnlyTheConsolesGlyphs() throws {
    let pane = try TmuxPane(term: "linux")
    try pane.run("arcade play holes --seed 3")
    let screen = try pane.waitFor("HOLES")
    #expect(screen.contains("┌"), "box drawing is in the console's font")
    #expect(screen.contains("▶"), "the flag")
    let missing = screen.unicodeScalars.filter { (0x2800...0x28FF).contains($0.value) || $0 == "▀" || $0 == "▄" }
    #expect(missing.isEmpty, "drew \(String(String.UnicodeScalarView(missing)))")
  }

  @Test func anX10ClickOpensAGame() throws {
    let pane = try TmuxPane(term: "linux")
    try pane.run("arcade")
    let menu = try pane.waitFor("A R C A D E")
    let row = try MouseEndToEndTests.menuRow("Maze", in: menu)
    try pane.sendBytes(
      MouseEndToEndTests.x10(column: 4, row: row, released: false)
        + MouseEndToEndTests.x10(column: 4, row: row, released: true))
    try pane.waitFor("Choose a maze")
  }
}
