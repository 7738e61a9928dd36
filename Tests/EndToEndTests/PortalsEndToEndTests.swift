import EndToEndSupport
import Foundation
import Testing

/// Portals end to end: the built binary in tmux, played with the mouse as a terminal reports it.
@Suite("Portals, end to end under tmux")
struct PortalsEndToEndTests {
  /// Two portals on the left and right edges; with seed 5 the first planet waits in the open,
  /// clear of the start panel.
  static let level = """
    game: portals
    name: Duel
    red: 20 100
    cyan: 300 100
    """

  /// Where each mark (▲ red, ● cyan) is on `screen`, as 0-based (column, row) cells.
  static func cells(of mark: Character, in screen: String) -> [(column: Int, row: Int)] {
    var found: [(column: Int, row: Int)] = []
    for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      for (column, character) in line.enumerated() where character == mark { found.append((column, row)) }
    }
    return found
  }

  /// One drag from the planet to its portal (press, two motions, release), in SGR or in X10
  /// reports, flings it home: the score goes to 1.
  @Test(arguments: ["sgr", "x10"])
  func aDraggedPlanetIsDeliveredAndScores(format: String) throws {
    let pane = try TmuxPane()
    let file = pane.home.appendingPathComponent("duel.level")
    try Self.level.write(to: file, atomically: true, encoding: .utf8)
    try pane.run("arcade play portals --seed 5 --level \(file.path)")
    let start = try pane.waitFor("Drag a planet into its own portal")
    #expect(start.contains("SCORE 0"))
    // At 80×24 the portals' marks are at columns 10 and 69 of row 12; the other mark is the planet's.
    let portals: [(mark: Character, cell: (column: Int, row: Int))] = [("▲", (10, 12)), ("●", (69, 12))]
    var planet: (column: Int, row: Int)?
    var home: (column: Int, row: Int)?
    for portal in portals {
      let cells = Self.cells(of: portal.mark, in: start)
      #expect(cells.contains { $0 == portal.cell }, "the \(portal.mark) portal is where the layout puts it")
      if let other = cells.first(where: { $0 != portal.cell }) {
        planet = other
        home = portal.cell
      }
    }
    let from = try #require(planet, "the first planet is on the screen:\n\(start)")
    let to = try #require(home)
    func report(_ kind: String, _ cell: (column: Int, row: Int)) -> String {
      if format == "sgr" {
        let button = kind == "drag" ? 32 : 0
        return "\u{1B}[<\(button);\(cell.column + 1);\(cell.row + 1)\(kind == "release" ? "m" : "M")"
      }
      let button = kind == "release" ? 3 : kind == "drag" ? 32 : 0
      let bytes = [32 + button, 33 + cell.column, 33 + cell.row].map { Character(Unicode.Scalar(UInt8($0))) }
      return "\u{1B}[M" + String(bytes)
    }
    let middle = ((from.column + to.column) / 2, (from.row + to.row) / 2)
    try pane.sendBytes(report("press", from) + report("drag", middle) + report("drag", to) + report("release", to))
    let scored = try pane.waitFor("SCORE 1", timeout: 10)
    #expect(!scored.contains("SCORE 10"))
  }
}
