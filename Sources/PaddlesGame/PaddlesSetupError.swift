// MARK: - PaddlesSetupError

/// A bad option for starting Paddles, with what to type instead (the command line names the game).
public enum PaddlesSetupError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `--players` was not 1 or 2.
  case players(Int)
  /// `--win-score` was outside 1…99.
  case winScore(Int)
  /// A number option's value was not a whole number.
  case notANumber(option: String, text: String)

  public var description: String {
    switch self {
    case .players(let count):
      return "--players \(count) is not possible; use 1 (against the computer) or 2"
    case .winScore(let score):
      return "--win-score \(score) is out of range; use a number from 1 to 99"
    case .notANumber(let option, let text):
      return "--\(option) \(text) is not a whole number"
    }
  }
}
