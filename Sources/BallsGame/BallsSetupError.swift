import Levels

// MARK: - BallsSetupError

/// Why Balls could not start, worded for the person who typed the command.
public enum BallsSetupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No built-in or user Balls levels were found.
  case noLevels(searched: [String])
  /// `--level N` is outside the list.
  case levelOutOfRange(requested: Int, available: Int)
  /// `--level FILE` names a level of another game.
  case notABallsLevel(path: String, game: String)

  /// A one-line explanation with what to do.
  public var description: String {
    switch self {
    case .noLevels(let searched):
      let places = searched.isEmpty ? "no level folder is known" : searched.joined(separator: ", ")
      return "no Balls levels found (looked in: \(places)); pass --levels DIR or --level FILE"
    case .levelOutOfRange(let requested, let available):
      return "there is no Balls level \(requested); choose a level from 1 to \(available)"
    case .notABallsLevel(let path, let game):
      return "\(path): error: this is a \(game) level, not a Balls level"
    }
  }
}
