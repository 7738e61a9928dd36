import Levels
import TestSupport
import Testing

@testable import HolesGame

@Suite("Generated Holes tables")
struct HolesTableGeneratedTests {
  /// 1,000 seeds, not 10,000: the playability check (the flag's reach, the free-space search) is
  /// slow in a debug build; 1,000 keep a run under ten seconds.
  @Test func seedsMakeTablesThatReadBackEqualTheSameEachTime() {
    var walled = 0
    let sweep = GeneratedLevelChecks.sweep(HolesTable.self, seeds: GeneratedLevelChecks.seeds(1_000)) { table in
      if !table.walls.isEmpty { walled += 1 }
      guard (1...9).contains(table.holes.count) else { return "\(table.holes.count) holes" }
      guard table.rotation != 0, abs(table.rotation) <= 0.00128 else { return "rotation \(table.rotation)" }
      // The flag in a corner and the start in the opposite one.
      guard [0, 1].contains(table.flag.x), [0, 1].contains(table.flag.y),
        (table.start.x > 0.5) == (table.flag.x == 0), (table.start.y > 0.5) == (table.flag.y == 0)
      else { return "start \(table.start) and flag \(table.flag)" }
      return nil
    }
    #expect(sweep.problems.isEmpty, "\(sweep.problems.joined(separator: "\n"))")
    #expect((250...420).contains(walled), "about a third of the tables have walls: \(walled)")
    #expect(sweep.distinctLevels == 1_000)
  }

  @Test func seed2026IsPinned() {
    #expect(
      HolesTable.generated(seed: 2026, name: "Daily").canonicalText == """
        game: holes
        name: Daily
        rotation: -0.00094
        start: 0.96 0.05
        flag: 0 1
        hole: 0.85 0.82 29
        hole: 0.3 0.15 27
        hole: 0.17 0.78 34
        hole: 0.6 0.26 24
        hole: 0.85 0.31 17
        hole: 0.52 0.51 16

        """)
  }
}
