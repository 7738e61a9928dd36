/// The board failed (its file is read-only or gone, its PostgreSQL server stopped): what a
/// player is told, in one plain sentence that says what is kept and what to do.
///
/// The failure's detail (the driver's text, the database's file or URL, the query) goes to the
/// log only (`ObservedBoard`): none of it reaches a player, on the session's screens or from
/// `ssh … submit` and `ssh … scores`. This error's own description says nothing of it either,
/// so an error shown by mistake shows no more than this.
public struct BoardUnavailable: Error, CustomStringConvertible {
  /// What the board was asked to do (for the log).
  public var operation: String

  /// A failure of `operation`.
  public init(operation: String) {
    self.operation = operation
  }

  public var description: String { "the board cannot be reached just now" }

  // MARK: - What players are told

  /// A game played over SSH whose run could not be ranked.
  static let runNotRanked =
    "The board cannot be reached just now, so this run is not ranked and the server could not keep it;"
    + " play again in a while."

  /// `ssh … submit` when the board fails: the file stays with the player.
  static let submitNotRanked =
    "arcade: the board cannot be reached just now, so nothing was ranked; your replay file is unchanged:"
    + " send it again in a while.\n"

  /// `ssh … scores` when the board fails.
  static let scoresUnreadable = "arcade: the board cannot be reached just now; ask for the scores again in a while.\n"

  /// The session cannot start: the player's name and settings cannot be read.
  static let sessionCannotStart =
    "arcade: the board cannot be reached just now, so the arcade cannot start; connect again in a while.\n"

  /// The "High scores" screen when the board fails.
  static let boardsUnreadable = "The board cannot be reached just now; look at the scores again in a while."

  /// A name chosen while the board fails.
  static let nameNotKept =
    "The board cannot be reached just now, so your name is not taken yet; connect again in a while to choose it."

  /// A change of settings made while the board fails.
  static let settingsNotKept =
    "The board cannot be reached just now, so this change holds only until you leave; make it again next time."

  /// The daily challenge's log written while the board fails.
  static let dailyLogNotKept =
    "The board cannot be reached just now, so today's tries are remembered only until you leave."
}
