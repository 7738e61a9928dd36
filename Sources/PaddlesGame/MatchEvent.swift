import GameKit

// MARK: - MatchEvent

/// Something that happened during a step, for sounds and for the scene's state.
public enum MatchEvent: Sendable, Hashable {
  /// The puck bounced off the top or bottom wall.
  case wall
  /// The puck bounced off an obstacle.
  case obstacle
  /// The puck bounced off a player's paddle.
  case paddle(PlayerSlot)
  /// The puck left the field past the other end: this player scored.
  case point(PlayerSlot)
  /// This player reached the winning score.
  case win(PlayerSlot)
}
