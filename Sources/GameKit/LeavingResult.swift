// MARK: - LeavingResult

/// What leaving does to a game that records its result so far when the player leaves (a Balls
/// run that has scored): the result, and whether the player is asked first.
public struct LeavingResult: Hashable, Sendable {
  /// The result recorded when the player leaves.
  public var result: GameResult
  /// The note of the question asked before leaving ("your run of 120 is recorded"); nil: the
  /// game is left and its result recorded without a question.
  public var question: String?

  /// Creates what leaving does.
  public init(_ result: GameResult, question: String? = nil) {
    self.result = result
    self.question = question
  }
}
