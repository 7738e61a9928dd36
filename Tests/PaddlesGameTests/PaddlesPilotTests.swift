import ArcadeKit
import GameKit
import Physics
import Testing

@testable import PaddlesGame

/// The computer over many seeded games: beatable by a perfect player, better than a still one,
/// and harder at each difficulty. (How an average player fares is `DifficultyBandTests`.)
@Suite struct PaddlesPilotTests {
  /// A scripted player 1.
  enum Opponent {
    /// Never moves.
    case still
    /// Knows where the puck will cross its line the moment it turns toward it, and goes there
    /// at full key speed.
    case perfect
  }

  /// Plays one game to `winScore` and returns the winner.
  static func play(
    _ opponent: Opponent, difficulty: Difficulty, seed: UInt64, winScore: Int = 3,
    skill: Difficulty.Skill? = nil
  ) -> PlayerSlot? {
    var match = PaddlesMatch(arena: .classic, winScore: winScore, seed: seed)
    var computer = PaddlesPilot(
      difficulty: difficulty, skill: skill ?? difficulty.skill, seed: seed &* 31 &+ 7)
    var target: Double?
    for _ in 0..<200_000 {
      let coming = match.puck.direction.x < 0 && match.serveDelay == 0
      switch opponent {
      case .still:
        break
      case .perfect:
        if coming && target == nil { target = crossing(of: match) }
        if !coming { target = nil }
        let goal = target ?? SidewaysArena.height / 2
        let gap = goal - match.paddleY[0]
        match.movePaddle(.one, by: min(max(gap, -PaddleDrive.fullSpeed), PaddleDrive.fullSpeed))
      }
      let move = computer.move(seeing: match.puck.center, paddleY: match.paddleY[1], arena: match.arena)
      match.movePaddle(.two, by: move)
      let events = match.step()
      if events.contains(where: { if case .point = $0 { return true } else { return false } }) {
        computer.forget()
      }
      if let winner = match.winner { return winner }
    }
    return nil
  }

  /// Where the puck will reach player 1's paddle line, found by running a copy with no paddles in the way.
  static func crossing(of match: PaddlesMatch) -> Double {
    var copy = match
    copy.placePaddle(.one, at: match.arena.paddleLength / 2)
    copy.placePaddle(.two, at: match.arena.paddleLength / 2)
    let line = SidewaysArena.paddleX(.one) + SidewaysArena.paddleThickness / 2 + match.arena.puckRadius
    for _ in 0..<2000 where copy.puck.center.x > line {
      _ = copy.step()
      if copy.puck.direction.x > 0 { break }
    }
    return copy.puck.center.y
  }

  static func computerWins(against opponent: Opponent, games: Int = 100) -> Int {
    (UInt64(0)..<UInt64(games)).filter { play(opponent, difficulty: .normal, seed: $0) == .two }.count
  }

  @Test func perfectPlayerBeatsTheComputer() {
    let wins = Self.computerWins(against: .perfect)
    #expect(wins <= 5, "the computer won \(wins) of 100 against a perfect player")
  }

  @Test func stillPlayerLosesToTheComputer() {
    let wins = Self.computerWins(against: .still)
    #expect(wins >= 95, "the computer won only \(wins) of 100 against a still player")
  }

  @Test func harderComputerWinsMoreOften() {
    let wins = Difficulty.allCases.map { ReactiveGames.measure(difficulty: $0, games: 40).wins }
    #expect(wins[0] > wins[1] && wins[1] > wins[2], "the reactive player won \(wins) of 40 on easy, normal, hard")
  }

  /// Since rules 2 (rules 1 gave the three one paddle speed).
  @Test(arguments: [PaddlesRules.measured, .atOnce, .receiverServes])
  func theLevelsDifferInReactionAimAndSpeed(rules: PaddlesRules) {
    let skills = Difficulty.allCases.map(rules.skill)
    for (easier, harder) in zip(skills, skills.dropFirst()) {
      #expect(easier.reactionSteps > harder.reactionSteps)
      #expect(easier.aimError > harder.aimError)
      #expect(easier.paddleSpeed < harder.paddleSpeed)
    }
    #expect(skills.allSatisfy { $0.paddleSpeed <= PaddleDrive.fullSpeed }, "never faster than a player's keys")
  }

  @Test func computerReactsOneReactionTimeLate() {
    // It is shown only positions: the puck drifts away, then turns toward it at step 30.
    var computer = PaddlesPilot(difficulty: .normal, seed: 1)
    var firstMove: Int?
    for step in 0..<80 {
      let x = step < 30 ? 300 - 2 * Double(step) : 242 + 2 * Double(step - 29)
      let move = computer.move(seeing: Vector2(x: x, y: 40), paddleY: 160, arena: .classic)
      if move != 0, firstMove == nil { firstMove = step }
    }
    #expect(firstMove == 30 + Difficulty.normal.reactionSteps)
  }
}
