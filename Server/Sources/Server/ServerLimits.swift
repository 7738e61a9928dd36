/// The bounds that keep one player, or one address, from harming the others.
public struct ServerLimits: Hashable, Sendable {
  /// Players signed in at once, in all: their own capacity, which no connection still signing
  /// in can take. One that signs in while it is full is told so and closed.
  public var maximumSessions = 500
  /// Connections at once from one source address, signed in or not (when it is reached, the
  /// address's oldest connection still signing in makes way for the new one; when all of them
  /// are signed in, the new one is refused).
  public var maximumPerAddress = 4
  /// Connections still signing in (before a key or a guest is accepted), at once, in all: a
  /// budget of their own, apart from the players'. When it is full, the oldest of them is closed
  /// to make room, so a new connection always gets its chance and a flood of silent ones only
  /// ever holds this many.
  public var maximumSigningIn = 100
  /// Connections signing in at once from one address (its oldest makes way for a new one).
  public var signingInPerAddress = 2
  /// Connections signing in at once from one network, a /24 of IPv4 or a /64 of IPv6 (its
  /// oldest makes way for a new one), so that one network's flood leaves the rest of the budget
  /// to everyone else.
  public var signingInPerNetwork = 32
  /// New connections one address may open in `connectionWindow` seconds before it is refused
  /// (checked before the SSH handshake, so a burst costs no key exchange).
  public var connectionsPerWindow = 10
  /// The window of `connectionsPerWindow`, in seconds.
  public var connectionWindow = 10.0
  /// Seconds a connection has to finish the handshake and sign in.
  public var loginGrace = 20.0
  /// Seconds a connection has to sign in while more than half of `maximumSigningIn` is taken
  /// (those that have waited longer are closed as new ones come).
  public var loginGraceUnderPressure = 5.0
  /// Seconds without a key before a session ends with a goodbye.
  public var idleTimeout = 30.0 * 60
  /// Bytes the server lets wait for a client that stopped reading before it closes the session
  /// (frames are not counted: a stalled client's frames are dropped, and it gets the newest
  /// when it reads again).
  public var maximumUnreadBytes = 256 * 1024
  /// The largest terminal a client may say it has; larger sizes are taken as this.
  public var maximumTerminalSize = 1000
  /// The most bytes `ssh … submit` reads (a replay file).
  public var maximumSubmission = 1 << 20

  /// The defaults.
  public init() {}
}
