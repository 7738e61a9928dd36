// MARK: - PlayerSide

/// One of the two players: player 1 defends the left end, player 2 the right end.
public enum PlayerSide: Int, Sendable, Hashable, CaseIterable {
  case one = 0
  case two = 1

  /// The other player.
  public var opponent: PlayerSide { self == .one ? .two : .one }

  /// The player's number as shown on screen (1 or 2).
  public var number: Int { rawValue + 1 }

  /// The direction along the field (x) that points away from this player's paddle.
  public var awayFromPaddle: Double { self == .one ? 1 : -1 }
}
