// MARK: - PaddlesSetupError

/// A bad option for starting Paddles, with what to type instead.
public enum PaddlesSetupError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `--players` was not 1 or 2.
  case players(Int)
  /// `--win-score` was outside 1…99.
  case winScore(Int)
  /// `--level N` named an arena that does not exist.
  case levelNumber(String, available: Int)
  /// `--level FILE` is a level for another game.
  case notAnArena(path: String, game: String)

  public var description: String {
    switch self {
    case .players(let count):
      return "paddles: --players \(count) is not possible; use 1 (against the computer) or 2"
    case .winScore(let score):
      return "paddles: --win-score \(score) is out of range; use a number from 1 to 99"
    case .levelNumber(let text, let available):
      return available == 0
        ? "paddles: --level \(text): no arenas were found; pass a .level file instead"
        : "paddles: --level \(text): there are \(available) arenas; use a number from 1 to \(available) or a file"
    case .notAnArena(let path, let game):
      return "\(path): this is a \(game) level, not a paddles arena"
    }
  }
}
