/// The bounds that keep one player, or one address, from harming the others.
public struct ServerLimits: Hashable, Sendable {
  /// Sessions (terminals and commands) at once, in all.
  public var maximumSessions = 500
  /// Connections at once from one source address.
  public var maximumPerAddress = 4
  /// New connections one address may open in `connectionWindow` seconds before it is refused
  /// (checked before the SSH handshake, so a burst costs no key exchange).
  public var connectionsPerWindow = 10
  /// The window of `connectionsPerWindow`, in seconds.
  public var connectionWindow = 10.0
  /// Seconds a connection has to finish the handshake and sign in.
  public var loginGrace = 20.0
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
