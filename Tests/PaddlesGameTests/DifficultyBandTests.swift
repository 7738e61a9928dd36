import TestSupport
import Testing

@testable import PaddlesGame

/// The difficulties measured with a scripted reactive player of human reaction time and key
/// speed (`ReactivePlayer`): it wins most games on easy, about half on normal, few on hard, and
/// a point does not take long.
@Suite struct DifficultyBandTests {
  /// Games per difficulty (first to 3 on the classic arena, seeds 0..<games).
  static let games = 100

  /// The reactive player's wins out of `games` per difficulty (measured: 75, 50 and 10; over
  /// seeds 1000..<1200: 80.5%, 52.5%, 10.5%). Before the tuning it won 6, 2 and 6 of 60: the
  /// levels shared one paddle speed and easy could not be beaten by reacting alone.
  static let bands: [(Difficulty, ClosedRange<Int>)] = [
    (.easy, 65...90), (.normal, 38...62), (.hard, 3...20),
  ]

  @Test(arguments: bands.map(\.0))
  func reactivePlayerWinsMostOnEasyHalfOnNormalFewOnHard(difficulty: Difficulty) throws {
    let band = try #require(Self.bands.first { $0.0 == difficulty }?.1)
    let measured = ReactiveGames.measure(difficulty: difficulty, games: Self.games)
    #expect(
      band.contains(measured.wins),
      "the reactive player won \(measured.wins) of \(Self.games) on \(difficulty), expected \(band)")
  }

  @Test func aPointTakesUnderEightSecondsAtTheMedian() {
    let measured = ReactiveGames.measure(difficulty: .normal, games: 30)
    #expect(measured.medianPointSteps <= 8 * 60, "the median point took \(measured.medianPointSteps) steps")
  }

  /// Prints the figures the bands were set from (`PADDLES_MEASURE=200 swift test --filter
  /// DifficultyBandTests`); `PADDLES_SKILL=18,40,3.5` tries a computer's reaction steps, aim
  /// error and paddle speed instead of each difficulty's.
  @Test(.enabled(if: ProcessInfoLite.environment["PADDLES_MEASURE"] != nil))
  func printMeasurements() {
    let environment = ProcessInfoLite.environment
    let games = Int(environment["PADDLES_MEASURE"] ?? "") ?? 200
    let tried = (environment["PADDLES_SKILL"] ?? "").split(separator: ",").compactMap { Double($0) }
    let skill =
      tried.count == 3
      ? Difficulty.Skill(reactionSteps: Int(tried[0]), aimError: tried[1], paddleSpeed: tried[2]) : nil
    for style in [ReactivePlayer.Style.tracks, .extrapolates, .folds] {
      for difficulty in skill == nil ? Difficulty.allCases : [.normal] {
        let measured = ReactiveGames.measure(
          difficulty: difficulty, games: games, firstSeed: 1000, style: style, skill: skill)
        print(
          "\(style) \(skill.map { "\($0)" } ?? "\(difficulty)"): reactive player won \(measured.wins) of \(games);",
          "median point \(Double(measured.medianPointSteps) / 60) s")
      }
    }
  }
}
