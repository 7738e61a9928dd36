/// A recorded game: how it started, every input with the step it applied at, and how it ended.
///
/// Games are deterministic over their seed and their inputs, so this is the whole game: played
/// again (`ReplayPlayer`) it goes through the same states, draws the same frames and ends with
/// the same score. Written and read as text by `ReplayText`.
public struct Replay: Hashable, Sendable {
  /// How the recorded game ended.
  public enum Ending: String, Hashable, Sendable {
    /// The game ended by its rules (a goal reached, a match won, the last ball lost).
    case finished
    /// The player left and said yes to "Leave …?" after the last input (Balls records the run).
    case left
    /// The arcade closed after the last input while a result was on screen, not yet handed
    /// over (a Balls run's end): it was recorded then, and a replay ends by telling the game
    /// the arcade closes (`InputEvent.closing`), as the arcade did.
    case closed
  }

  /// What the game was and how it began.
  public var header: ReplayHeader
  /// The inputs in the order they arrived, each with the step it applied at.
  public var events: [ReplayEvent]
  /// Steps the game took from its start to its end.
  public var steps: Int
  /// How the game ended.
  public var ending: Ending
  /// The score the game submitted at its end (nil: none).
  public var score: Int?

  /// Creates a replay.
  public init(header: ReplayHeader, events: [ReplayEvent], steps: Int, ending: Ending = .finished, score: Int? = nil) {
    self.header = header
    self.events = events
    self.steps = steps
    self.ending = ending
    self.score = score
  }
}
