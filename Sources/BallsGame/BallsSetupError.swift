// MARK: - BallsSetupError

/// Why Balls could not start, worded for the person who typed the command.
public enum BallsSetupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No built-in or user Balls levels were found.
  case noLevels(searched: [String])

  /// A one-line explanation with what to do.
  public var description: String {
    switch self {
    case .noLevels(let searched):
      let places = searched.isEmpty ? "no level folder is known" : searched.joined(separator: ", ")
      return "no Balls levels found (looked in: \(places)); pass --levels DIR or --level FILE"
    }
  }
}
