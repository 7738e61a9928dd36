/// A finished game's result, returned by a scene for the launcher to record.
public struct ScoreSubmission: Hashable, Sendable {
  /// The game's id (`balls`).
  public var game: String
  /// The board the score belongs to: `game/…`, keyed by everything that changes what the score
  /// means (`balls/from-11`, `maze/<level identity>`; see `GameBoards`).
  public var board: String
  /// A title for the board (`Maze — First steps`).
  public var boardTitle: String
  /// Whether a lower score is better (times) or a higher one (points).
  public var lowerIsBetter: Bool
  /// The score (points, or milliseconds for timed boards).
  public var score: Int
  /// Time taken in milliseconds, where the game keeps time.
  public var timeMilliseconds: Int?
  /// The highest level reached, where the game has levels.
  public var levelReached: Int?
  /// A short detail for the board (e.g. "3–1, hard").
  public var detail: String?
  /// The seed the game was played with.
  public var seed: UInt64
  /// The player's name once entered; nil asks the launcher to prompt for it. Empty means
  /// nobody can be asked (the arcade is ending): the launcher records the score under the name
  /// it would have offered.
  public var playerName: String?
  /// The whole game as recorded, kept with the score so it can be watched and verified.
  public var replay: Replay?
  /// Whether the result is kept whatever it is, not only as a high score (a network match:
  /// a loss is a result too).
  package var recordsEveryResult: Bool
  /// Whether the player has already seen the result and moved on (the name prompt's answer, or
  /// a game that waited on its own result panel): the launcher goes on at once, instead of
  /// leaving the game's result on screen for a moment first (`ScoreFlowScene`'s beat).
  package var resultShown: Bool

  /// Creates a submission.
  public init(
    game: String, board: String, boardTitle: String, lowerIsBetter: Bool = false, score: Int,
    timeMilliseconds: Int? = nil, levelReached: Int? = nil, detail: String? = nil, seed: UInt64,
    playerName: String? = nil, replay: Replay? = nil, recordsEveryResult: Bool = false, resultShown: Bool = false
  ) {
    self.recordsEveryResult = recordsEveryResult
    self.resultShown = resultShown
    self.game = game
    self.board = board
    self.boardTitle = boardTitle
    self.lowerIsBetter = lowerIsBetter
    self.score = score
    self.timeMilliseconds = timeMilliseconds
    self.levelReached = levelReached
    self.detail = detail
    self.seed = seed
    self.playerName = playerName
    self.replay = replay
  }
}
