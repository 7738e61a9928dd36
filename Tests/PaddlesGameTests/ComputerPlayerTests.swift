import ArcadeKit
import Physics
import Testing

@testable import PaddlesGame

/// The computer over many seeded games: beatable by a perfect player, better than a still one,
/// and a fair match for an average one.
@Suite struct ComputerPlayerTests {
  /// A scripted player 1.
  enum Opponent {
    /// Never moves.
    case still
    /// Knows where the puck will cross its line the moment it turns toward it, and goes there
    /// at full key speed.
    case perfect
    /// Judges where the puck will arrive from what it saw a quarter second ago, with an error
    /// per approach, and moves there at full key speed.
    case average
  }

  /// Plays one game to `winScore` and returns the winner.
  static func play(
    _ opponent: Opponent, difficulty: Difficulty, seed: UInt64, winScore: Int = 3,
    skill: Difficulty.Skill? = nil
  ) -> PlayerSide? {
    var match = PaddlesMatch(arena: .classic, winScore: winScore, seed: seed)
    var computer = ComputerPlayer(
      difficulty: difficulty, skill: skill ?? difficulty.skill, seed: seed &* 31 &+ 7)
    var random = SeededRandom(seed: seed ^ 0xABCD)
    var seen: [Vector2] = []
    var target: Double?
    var error = 0.0
    var wasComing = false
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
      case .average:
        // Judges where the puck will arrive from what it saw a reaction time ago, roughly.
        seen.append(match.puck.center)
        if seen.count > 17 { seen.removeFirst() }
        if coming && !wasComing { error = random.double(in: -24..<24) }
        wasComing = coming
        var goal = SidewaysArena.height / 2
        if seen.count == 17, seen[1].x < seen[0].x {
          goal = foldedCrossing(from: seen[1], velocity: seen[1] - seen[0]) + error
        }
        let gap = goal - match.paddleY[0]
        if abs(gap) > 3 {
          match.movePaddle(.one, by: min(max(gap, -PaddleDrive.fullSpeed), PaddleDrive.fullSpeed))
        }
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

  /// Where a puck seen at `position` moving by `velocity` reaches player 1's line, off the walls.
  static func foldedCrossing(from position: Vector2, velocity: Vector2) -> Double {
    let steps = max(0, (88 - position.x) / velocity.x)
    var y = position.y + velocity.y * steps - 8
    let span = 304.0
    y = y.truncatingRemainder(dividingBy: 2 * span)
    if y < 0 { y += 2 * span }
    if y > span { y = 2 * span - y }
    return y + 8
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

  @Test func averagePlayerWinsSomeAndLosesSome() {
    let wins = Self.computerWins(against: .average)
    #expect(wins >= 15 && wins <= 85, "the computer won \(wins) of 100 against an average player")
  }

  @Test func harderComputerWinsMoreOften() {
    let games = UInt64(0)..<60
    let easy = games.filter { Self.play(.average, difficulty: .easy, seed: $0) == .two }.count
    let hard = games.filter { Self.play(.average, difficulty: .hard, seed: $0) == .two }.count
    #expect(easy < hard, "easy won \(easy), hard won \(hard) of 60")
  }

  /// The average player's share of games per difficulty: about 80% / 45% / 10%.
  static let averagePlayerBands: [(Difficulty, ClosedRange<Int>)] = [
    (.easy, 65...95), (.normal, 30...60), (.hard, 0...25),
  ]

  @Test(arguments: averagePlayerBands.map(\.0))
  func averagePlayerWinsAboutEightyFortyFiveTenPercentOnEasyNormalHard(difficulty: Difficulty)
    throws
  {
    let band = try #require(Self.averagePlayerBands.first { $0.0 == difficulty }?.1)
    let games = 100
    let wins = (UInt64(0)..<UInt64(games)).filter {
      Self.play(.average, difficulty: difficulty, seed: $0) == .one
    }.count
    #expect(band.contains(wins), "the average player won \(wins) of \(games) on \(difficulty)")
  }

  @Test func computerReactsOneReactionTimeLate() {
    // It is shown only positions: the puck drifts away, then turns toward it at step 30.
    var computer = ComputerPlayer(difficulty: .normal, seed: 1)
    var firstMove: Int?
    for step in 0..<80 {
      let x = step < 30 ? 300 - 2 * Double(step) : 242 + 2 * Double(step - 29)
      let move = computer.move(seeing: Vector2(x: x, y: 40), paddleY: 160, arena: .classic)
      if move != 0, firstMove == nil { firstMove = step }
    }
    #expect(firstMove == 30 + Difficulty.normal.reactionSteps)
  }
}
