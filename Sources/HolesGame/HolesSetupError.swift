// MARK: - HolesSetupError

/// Why a Holes game could not start; each case says what to change.
public enum HolesSetupError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `--level N` named a table that does not exist.
  case tableOutOfRange(requested: Int, available: Int)
  /// `--level FILE` is a level for another game.
  case notATable(path: String, game: String)

  public var description: String {
    switch self {
    case .tableOutOfRange(let requested, let available):
      return available == 1
        ? "holes has only table 1; --level \(requested) does not exist"
        : "holes has tables 1 to \(available); --level \(requested) does not exist"
    case .notATable(let path, let game):
      return "\(path): error: this is a \(game) level, not a holes table (its first line must be 'game: holes')"
    }
  }
}
