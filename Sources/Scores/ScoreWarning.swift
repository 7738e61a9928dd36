import FileSystem

// MARK: - ScoreWarning

/// Something the player must be told once (in the UI and on stderr), though the store works.
public enum ScoreWarning: Sendable, Equatable, CustomStringConvertible {
  /// The store could not be parsed or had an unknown version; it was moved to `movedTo`
  /// and a fresh store started.
  case quarantined(path: String, movedTo: String, problem: ScoreFileError)
  /// A store of ours could not be read and was left where it is (a read never writes); an
  /// empty table stands in for it until the next save moves it aside.
  case unreadable(path: String, problem: ScoreFileError)

  /// A short title for a notice that shows this warning.
  public var title: String {
    switch self {
    case .quarantined: "Score file repaired"
    case .unreadable: "Score file unreadable"
    }
  }

  /// A sentence for a person.
  public var description: String {
    switch self {
    case .quarantined(let path, let movedTo, let problem):
      "the high scores \(path) could not be read (\(problem)); they were moved to"
        + " \(movedTo) and a fresh table started"
    case .unreadable(let path, let problem):
      "the high scores \(path) could not be read (\(problem)); nothing was changed, and the next"
        + " score saved moves them aside to \(FilePaths.fileName(of: path)).\(ScoreStoreFiles.quarantineInfix)<time> and starts a fresh table"
    }
  }
}
