// MARK: - PlayerSlot

/// One of a game's two players: the first (on the left in Paddles; a network match's host)
/// or the second (the right; the joiner, or the computer against one player).
public enum PlayerSlot: Int, Sendable, Hashable, CaseIterable {
  case one = 0
  case two = 1

  /// The other player.
  public var opponent: PlayerSlot { self == .one ? .two : .one }

  /// The player's number as shown on screen (1 or 2).
  public var number: Int { rawValue + 1 }
}

// MARK: - PlayerSeats

/// Who moves which player from one terminal's keys and mouse.
public enum PlayerSeats: Sendable, Hashable {
  /// Two people on one keyboard: each player's own keys move that player.
  case twoPlayers
  /// One person, whose keys for either player move `slot` (against the computer, or over the
  /// network, where the other player's moves come from the other arcade).
  case onePlayer(PlayerSlot)
}
