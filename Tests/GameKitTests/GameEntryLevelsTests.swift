import GameKit
import Testing

// MARK: - GameEntryLevelsTests

/// A game's entry carries its level format, or none.
@Suite struct GameEntryLevelsTests {
  @Test func anEntryWithoutLevelsHasNoFormat() {
    let entry = GameEntry(
      id: "none", title: "None", summary: "", keys: { _ in [] }, makeScene: { _ in fatalError("not started") })
    #expect(entry.levels == nil)
  }
}
