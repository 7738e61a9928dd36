import GameKit

// MARK: - A player's end of the field

extension PlayerSlot {
  /// The direction along the field (x) that points away from this player's paddle: player 1
  /// defends the left end, player 2 the right.
  public var awayFromPaddle: Double { self == .one ? 1 : -1 }
}
