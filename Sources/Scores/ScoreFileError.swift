// MARK: - ScoreFileError

/// Why a store's bytes could not be read or written as a score file.
public enum ScoreFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Not JSON, or not the shape of a score file; the text says what and where.
  case malformed(String)
  /// A `version` this program does not know (a newer arcade, or a hand edit).
  case unsupportedVersion(Int)
  /// The encoder refused the document (cannot happen with finite data; reported, not trapped).
  case unencodable(String)

  /// A sentence for a person.
  public var description: String {
    switch self {
    case .malformed(let reason): "not a valid score file: \(reason)"
    case .unsupportedVersion(let version):
      "score file version \(version) is not supported"
        + " (this arcade reads version \(ScoreFile.currentVersion))"
    case .unencodable(let reason): "could not encode the scores: \(reason)"
    }
  }
}
