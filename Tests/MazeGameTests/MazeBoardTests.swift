import ArcadeKit
import Levels
import MazeGame
import Testing

/// The shipped mazes' boards under their earlier pars carry over to the same mazes' boards now.
struct MazeBoardTests {
  /// The boards entries move to are exactly the first six shipped mazes' boards (the two of
  /// rules 3's hazards never had another par): when a shipped maze changes again, this names
  /// the board to add to `MazeBoards.reparred`.
  @Test func theReparredBoardsAreTheShippedMazesBoards() {
    let shipped = Set(ShippedMazeTests.levels.prefix(6).map { "\(MazeGame.id)/\($0.identity)" })
    #expect(Set(MazeBoards.reparred.values) == shipped, "the shipped boards now: \(shipped.sorted())")
    #expect(Set(MazeBoards.reparred.keys).isDisjoint(with: shipped))
  }
}
