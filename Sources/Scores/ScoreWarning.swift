// MARK: - ScoreWarning

/// Something the player must be told once (in the UI and on stderr), though the store works.
public enum ScoreWarning: Sendable, Equatable, CustomStringConvertible {
  /// The store could not be parsed or had an unknown version; it was moved to `movedTo`
  /// and a fresh store started.
  case quarantined(path: String, movedTo: String, problem: ScoreFileError)

  /// A sentence for a person.
  public var description: String {
    switch self {
    case .quarantined(let path, let movedTo, let problem):
      "the high scores \(path) could not be read (\(problem)); they were moved to"
        + " \(movedTo) and a fresh table started"
    }
  }
}
