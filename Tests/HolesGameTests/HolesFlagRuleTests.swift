import Levels
import Physics
import Testing

@testable import HolesGame

/// The board scores exactly where `HolesTable.reachesFlag` says, the rule the level check uses.
@Suite struct HolesFlagRuleTests {
  /// Tables with the flag in a corner, mid-edge and in the middle, and a small ball.
  static let tables: [HolesTable] = [
    TestTables.original,
    HolesTable(
      name: "Mid edge", holes: [.init(x: 0.5, y: 0.9, radius: 20)], flag: .init(x: 1, y: 0.5)),
    HolesTable(
      name: "Middle", holes: [.init(x: 0.2, y: 0.2, radius: 20)], ballRadius: 6,
      flag: .init(x: 0.5, y: 0.5)),
  ]

  @Test(arguments: tables)
  func boardScoresExactlyWhereTheTableSaysTheFlagIsReached(table: HolesTable) {
    let radius = table.ballRadius
    let flag = table.flagPoint
    var reached = 0
    for row in -16...16 {
      for column in -16...16 {
        let x = min(max(flag.x + Double(column) * radius / 8, radius), table.width - radius)
        let y = min(max(flag.y + Double(row) * radius / 8, radius), table.height - radius)
        var board = HolesBoard(table: table)
        board.place(CircleBody(position: Vector2(x: x, y: y), radius: radius))
        let scored = board.update() == .reachedFlag
        #expect(scored == table.reachesFlag(x: x, y: y), "at (\(x), \(y)) on \(table.name)")
        if scored { reached += 1 }
      }
    }
    #expect(reached > 0)
  }
}
