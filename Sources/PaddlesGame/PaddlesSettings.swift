import ArcadeKit
import GameKit

// MARK: - PaddlesSettings

/// What a game of Paddles is played with beside its arena, as its replay's header writes it:
/// who plays, how well the computer plays, and to what score; over the network, which paddle
/// this terminal moves (the kit writes the side of a network match's replay itself, and what
/// its setup carries: `Paddles.setupOptions`).
public struct PaddlesSettings: PlayOptions {
  /// 1 (against the computer) or 2 (two people on one keyboard).
  public var players: Int
  /// The computer's difficulty (written with two players too, as every recording has).
  public var difficulty: Difficulty
  /// Points to win; nil keeps the arena's own.
  public var winScore: Int?
  /// The paddle this terminal moves in a network match (the host's the left, the joiner's the
  /// right; the other comes over the network); nil on one terminal.
  public var networkSide: PlayerSlot?

  /// Settings for `players`, `difficulty` and `winScore`, and the paddle of a network match's side.
  public init(players: Int = 1, difficulty: Difficulty = .normal, winScore: Int? = nil, networkSide: PlayerSlot? = nil)
  {
    self.players = players
    self.difficulty = difficulty
    self.winScore = winScore
    self.networkSide = networkSide
  }

  /// One player against the normal computer, to the arena's own score.
  public static var standard: PaddlesSettings { PaddlesSettings() }

  /// Whether player 2 is the computer.
  public var againstComputer: Bool { players == 1 }

  public init(replayHeader header: ReplayHeader, game: String) throws(ReplayHeaderError) {
    let difficultyName = header.option("difficulty") ?? Difficulty.normal.rawValue
    guard let difficulty = Difficulty(name: difficultyName) else {
      throw ReplayHeaderError("option difficulty `\(difficultyName.prefix(20))`: expected easy, normal or hard")
    }
    self.init(
      players: try header.intOption("players", in: 1...2) ?? 1, difficulty: difficulty,
      winScore: try header.intOption("win-score", in: 1...99))
  }

  public var replayOptions: [ReplayOption] {
    var recorded = [ReplayOption("players", "\(players)"), ReplayOption("difficulty", difficulty.rawValue)]
    if let winScore { recorded.append(ReplayOption("win-score", "\(winScore)")) }
    return recorded
  }
}
