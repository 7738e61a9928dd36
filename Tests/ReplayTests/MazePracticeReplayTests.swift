import ArcadeKit
import MazeGame
import Replays
import Testing

/// B (practice) came with Maze rules 2. A run recorded under rules 1, where B did nothing, still
/// plays as it was played: its B is ignored and its time is submitted, so it verifies.
@Suite struct MazePracticeReplayTests {
  /// The tiny maze: B, then tilting right to the goal, under `rules`.
  static func run(rules: Int) -> Replay {
    var header = ReplayFixtures.mazeHeader()
    header.rulesVersion = rules
    let keys: [Key] = [.character("b"), .right, .right]
    return Replay(header: header, events: keys.map { ReplayEvent(step: 0, .key($0)) }, steps: 600)
  }

  static func played(_ replay: Replay) throws -> ReplayPlayer<MazeScene> {
    let decoded = try ReplayText.decode(text: ReplayText.encode(replay), source: "b")
    var player = ReplayPlayer(replay: decoded, scene: try MazeScene(replaying: decoded.header))
    _ = player.playToEnd()
    return player
  }

  @Test func underRulesOneBIsIgnoredAndTheTimeIsSubmitted() throws {
    let player = try Self.played(Self.run(rules: 1))
    #expect(player.finalScore != nil, "the run recorded before practice existed is ranked as it was")
  }

  @Test func underTodaysRulesBMakesItPracticeAndNothingIsSubmitted() throws {
    let player = try Self.played(Self.run(rules: Maze.rulesVersion))
    #expect(player.submissions.isEmpty)
    #expect(player.scene.game.isPractice)
  }
}
