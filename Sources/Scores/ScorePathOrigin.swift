// MARK: - ScorePathOrigin

/// Who chose the store's path: the player with `--scores`, the environment (`$ARCADE_SCORES`),
/// or the arcade's own default. A message about the file at that path gives the advice that
/// fits: only a player who passed `--scores` is told to pass another.
public enum ScorePathOrigin: Sendable, Equatable {
  /// `--scores FILE` on the command line.
  case flag
  /// `$ARCADE_SCORES`.
  case environment
  /// The arcade's own place (`$XDG_DATA_HOME/arcade/scores.json` or `~/.local/share/…`).
  case standard

  /// How to keep the scores in another file, as the end of a sentence.
  var anotherFile: String {
    switch self {
    case .flag: "pass --scores FILE with another file name"
    case .environment: "set \(ScorePaths.environmentVariable) to another file name"
    case .standard: "keep the scores in another file with --scores FILE"
    }
  }

  /// What to do about a file at the path that is not a score store (left untouched), as the
  /// end of a sentence.
  var adviceForAForeignFile: String {
    switch self {
    case .flag: "check the path, or \(anotherFile)"
    case .environment: "check \(ScorePaths.environmentVariable), or \(anotherFile)"
    case .standard:
      "it is where the arcade keeps its scores, so move it elsewhere (the next score starts a"
        + " new store there), or \(anotherFile)"
    }
  }
}
