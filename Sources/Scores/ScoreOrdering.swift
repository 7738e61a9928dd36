// MARK: - ScoreOrdering

/// Which end of a board is the top: the highest score (most games) or the lowest (Maze times).
public enum ScoreOrdering: String, Codable, Sendable, CaseIterable {
  /// A bigger `score` ranks higher (Balls, Paddles, Holes).
  case higherIsBetter = "higher"
  /// A smaller `score` ranks higher (Maze, where the score is the time in milliseconds).
  case lowerIsBetter = "lower"

  /// Whether `candidate` strictly beats `incumbent`; equal scores never beat, so ties keep
  /// the earlier entry first.
  public func ranksAbove(_ candidate: Int, _ incumbent: Int) -> Bool {
    switch self {
    case .higherIsBetter: candidate > incumbent
    case .lowerIsBetter: candidate < incumbent
    }
  }
}
