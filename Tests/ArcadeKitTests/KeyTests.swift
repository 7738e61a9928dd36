import ArcadeKit
import Testing

@Suite struct KeyTests {
  static let families: [(Direction, [Key])] = [
    (.up, [.up, .character("k"), .character("K"), .character("w"), .character("W")]),
    (.down, [.down, .character("j"), .character("J"), .character("s"), .character("S")]),
    (.left, [.left, .character("h"), .character("H"), .character("a"), .character("A")]),
    (.right, [.right, .character("l"), .character("L"), .character("d"), .character("D")]),
  ]

  @Test func arrowsHjklAndWasdInEitherCaseGiveTheSameDirection() {
    for (direction, keys) in KeyTests.families {
      for key in keys {
        #expect(key.direction == direction, "\(key)")
      }
    }
  }

  @Test func otherKeysHaveNoDirection() {
    let others: [Key] = [
      .character("q"), .character("x"), .character(" "), .enter, .escape, .control("j"), .home, .function(1),
    ]
    for key in others {
      #expect(key.direction == nil, "\(key)")
    }
  }

  @Test func arrowDirectionIgnoresLetters() {
    #expect(Key.up.arrowDirection == .up)
    #expect(Key.right.arrowDirection == .right)
    #expect(Key.character("k").arrowDirection == nil)
    #expect(Key.character("d").arrowDirection == nil)
  }

  @Test func escapeAndQInEitherCaseMeanBackByDefaultAndOnlyTheBoundKeysOnceRebound() throws {
    let defaults = KeyBindings().global
    #expect(defaults.action(for: .escape) == .back)
    #expect(defaults.action(for: .character("q")) == .back)
    #expect(defaults.action(for: .character("Q")) == .back)
    #expect(defaults.action(for: .character("x")) == nil)
    #expect(defaults.action(for: .backspace) == nil)
    #expect(defaults.action(for: .enter) == nil)
    let rebound = try KeyBindings(lines: ["global.back = x"], contexts: [.global]).global
    #expect(rebound.action(for: .character("X")) == .back)
    #expect(rebound.action(for: .escape) == nil)
    #expect(rebound.action(for: .character("q")) == nil)
  }

  @Test func enterAndSpaceConfirm() {
    #expect(Key.enter.isConfirm)
    #expect(Key.character(" ").isConfirm)
    #expect(!Key.character("y").isConfirm)
    #expect(!Key.escape.isConfirm)
    #expect(!Key.tab.isConfirm)
  }

  @Test func isLetterIgnoresCase() {
    #expect(Key.character("Y").isLetter("y"))
    #expect(Key.character("y").isLetter("Y"))
    #expect(!Key.character("n").isLetter("y"))
    #expect(!Key.control("y").isLetter("y"))
  }
}
