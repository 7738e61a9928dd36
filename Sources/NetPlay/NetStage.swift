/// Where a network session is.
public enum NetStage: Sendable, Hashable {
  /// The host's port is being opened.
  case opening
  /// The host waits for someone to join (nothing moves: the screen sleeps).
  case hosting
  /// The joiner's connection is being made.
  case connecting
  /// Connected: greetings and the setup are being exchanged.
  case greeting
  /// The match is being played.
  case playing
  /// The other side's inputs stopped coming (a slow or dropped connection) since `since`.
  case waiting(since: Double)
  /// The match is over.
  case ended(NetMatchEnd)
}
