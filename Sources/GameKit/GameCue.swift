// MARK: - GameCue

/// Something a game's step asks the player's terminal for, beside drawing.
public enum GameCue: Hashable, Sendable {
  /// The terminal's bell (a landing, a crash, a point).
  case sound
}
