// MARK: - PaddlesPhase

/// Where a game of Paddles is, on one terminal or over the network.
public enum PaddlesPhase: Sendable, Hashable {
  /// "Ready?" before the first round; Space, Enter or a click serves.
  case ready
  /// Rounds are being played.
  case playing
  /// Someone won; Space, Enter or a click starts a new game (on one terminal).
  case over

  /// The phase's number in a state hash: 0, 1, 2.
  var numberInStateHash: Int {
    switch self {
    case .ready: 0
    case .playing: 1
    case .over: 2
    }
  }
}
