import Synchronization

/// Which connections the server takes, and which it lets go to make room: players signed in
/// have a capacity of their own (`ServerLimits.maximumSessions`); connections still signing in
/// share a smaller budget, per address, per network and in all, where the oldest makes way for a
/// new one, so silent connections cannot keep a player out; and each address may open only so
/// many in a window of time. One per server, shared by every event loop; it only decides (the
/// time is passed in): the server closes the connections it names.
public final class ConnectionGate: Sendable {
  private let limits: ServerLimits
  private let state = Mutex(State())

  private struct State {
    /// The connections still signing in, oldest first (at most `maximumSigningIn`, so a scan
    /// is short).
    var signingIn: [Waiting] = []
    /// The players signed in, by connection, with their address.
    var players: [Int: String] = [:]
    /// Each address's open connections, signed in or not.
    var open: [String: Int] = [:]
    /// Each address's recent connection times, oldest first.
    var recent: [String: [Double]] = [:]
  }

  private struct Waiting {
    let connection: Int
    let source: ConnectionSource
    let since: Double
  }

  /// What `admit` decided.
  public enum Admission: Hashable, Sendable {
    /// Taken: it has `loginGrace` seconds to sign in, and the server closes the connections in
    /// `dropped` (older ones still signing in) that made room for it.
    case admitted(loginGrace: Double, dropped: [Dropped])
    /// Not taken, and why (told to the client before any SSH).
    case refused(Refusal)
  }

  /// A connection still signing in that the gate let go; the server closes it.
  public struct Dropped: Hashable, Sendable, CustomStringConvertible {
    /// The connection's number.
    public let connection: Int
    /// Which budget was full.
    public let reason: Reason

    /// Connection `connection`, let go because of `reason`.
    public init(connection: Int, reason: Reason) {
      self.connection = connection
      self.reason = reason
    }

    /// Why a connection still signing in was let go.
    public enum Reason: Hashable, Sendable {
      /// Its address had as many connections as it may.
      case addressFull
      /// Its network had as many connections signing in as it may.
      case networkFull
      /// The server had as many connections signing in as it takes.
      case signingInFull
      /// It had not signed in within the shorter grace while many were signing in.
      case tooSlowUnderPressure
    }

    public var description: String {
      switch reason {
      case .addressFull: "made way for a newer connection from its address"
      case .networkFull: "made way for a newer connection from its network"
      case .signingInFull: "made way for a newer connection (as many are signing in as the server takes)"
      case .tooSlowUnderPressure: "no sign-in within the shorter grace while many connections are signing in"
      }
    }
  }

  /// Why a connection was refused (told to the client, and logged once).
  public enum Refusal: Hashable, Sendable, CustomStringConvertible {
    case serverFull(limit: Int)
    case addressFull(limit: Int)
    case tooFast(limit: Int, seconds: Double)
    /// It signed in after the gate had let it go to make room.
    case dropped

    public var description: String {
      switch self {
      case .serverFull(let limit):
        "the arcade is full (\(limit) \(limit == 1 ? "player" : "players")); please try again in a while"
      case .addressFull(let limit):
        "your address already has \(limit) connections open here; close one and try again"
      case .tooFast(let limit, let seconds):
        "too many new connections from your address (over \(limit) in \(Int(seconds)) s); wait a little"
      case .dropped: "the arcade had to close this connection to make room; please connect again"
      }
    }
  }

  /// A gate with `limits`.
  public init(limits: ServerLimits) {
    self.limits = limits
  }

  // MARK: - Connecting

  /// Takes connection number `connection` from the peer address `address` at `time` (seconds),
  /// or says why not. A taken one must be given back with `release(_:)` when it closes (the
  /// dropped ones too: their release does nothing).
  public func admit(_ connection: Int, from address: String, at time: Double) -> Admission {
    let source = ConnectionSource(address)
    return state.withLock { state in
      if let refusal = Self.rateLimit(source.address, at: time, in: &state, limits: limits) {
        return .refused(refusal)
      }
      // A full arcade is told at sign-in, inside SSH, where the client shows it (OpenSSH shows
      // no line that comes before SSH); the budget of those signing in bounds what that costs.
      var dropped: [Dropped] = []
      // The address's own connections first: past its share, its oldest one signing in makes way.
      let fromAddress = state.signingIn.filter { $0.source.address == source.address }.count
      if state.open[source.address, default: 0] >= limits.maximumPerAddress || fromAddress >= limits.signingInPerAddress
      {
        guard let oldest = state.signingIn.firstIndex(where: { $0.source.address == source.address }) else {
          return .refused(.addressFull(limit: limits.maximumPerAddress))
        }
        dropped.append(Self.drop(at: oldest, .addressFull, in: &state))
      }
      if state.signingIn.filter({ $0.source.network == source.network }).count >= limits.signingInPerNetwork,
        let oldest = state.signingIn.firstIndex(where: { $0.source.network == source.network })
      {
        dropped.append(Self.drop(at: oldest, .networkFull, in: &state))
      }
      if state.signingIn.count >= limits.maximumSigningIn, !state.signingIn.isEmpty {
        dropped.append(Self.drop(at: 0, .signingInFull, in: &state))
      }
      state.signingIn.append(Waiting(connection: connection, source: source, since: time))
      state.open[source.address, default: 0] += 1
      // Under pressure the grace is shorter, for the new one and for those already waiting.
      guard state.signingIn.count * 2 > limits.maximumSigningIn else {
        return .admitted(loginGrace: limits.loginGrace, dropped: dropped)
      }
      while let slow = state.signingIn.firstIndex(where: { time - $0.since >= limits.loginGraceUnderPressure }) {
        dropped.append(Self.drop(at: slow, .tooSlowUnderPressure, in: &state))
      }
      return .admitted(loginGrace: min(limits.loginGrace, limits.loginGraceUnderPressure), dropped: dropped)
    }
  }

  /// Counts a new connection from `address` at `time` in its window; `.tooFast` when the
  /// address opened more than the limit within it.
  private static func rateLimit(_ address: String, at time: Double, in state: inout State, limits: ServerLimits)
    -> Refusal?
  {
    var times = state.recent[address, default: []].filter { $0 > time - limits.connectionWindow }
    times.append(time)
    // Only as many as the limit looks at: a flood keeps no more.
    times.removeFirst(max(0, times.count - limits.connectionsPerWindow - 1))
    state.recent[address] = times
    if state.recent.count > 10_000 {
      state.recent = state.recent.filter { ($0.value.last ?? 0) > time - limits.connectionWindow }
    }
    guard times.count > limits.connectionsPerWindow else { return nil }
    return .tooFast(limit: limits.connectionsPerWindow, seconds: limits.connectionWindow)
  }

  /// Lets go of the connection signing in at `index`: it counts nowhere from now on.
  private static func drop(at index: Int, _ reason: Dropped.Reason, in state: inout State) -> Dropped {
    let waiting = state.signingIn.remove(at: index)
    Self.forget(waiting.source.address, in: &state)
    return Dropped(connection: waiting.connection, reason: reason)
  }

  private static func forget(_ address: String, in state: inout State) {
    let left = state.open[address, default: 1] - 1
    state.open[address] = left > 0 ? left : nil
  }

  // MARK: - Signing in and leaving

  /// Moves `connection` from the budget of those signing in to the players' capacity; says why
  /// not when the players' capacity is full (the connection stays among those signing in until
  /// it is closed) or when it was let go already.
  public func signIn(_ connection: Int) -> Refusal? {
    state.withLock { state in
      guard let index = state.signingIn.firstIndex(where: { $0.connection == connection }) else { return .dropped }
      guard state.players.count < limits.maximumSessions else { return .serverFull(limit: limits.maximumSessions) }
      let waiting = state.signingIn.remove(at: index)
      state.players[connection] = waiting.source.address
      return nil
    }
  }

  /// Gives back `connection`, signed in or not, as it closes (nothing when it was let go).
  public func release(_ connection: Int) {
    state.withLock { state in
      if let address = state.players.removeValue(forKey: connection) {
        Self.forget(address, in: &state)
      } else if let index = state.signingIn.firstIndex(where: { $0.connection == connection }) {
        Self.forget(state.signingIn.remove(at: index).source.address, in: &state)
      }
    }
  }

  // MARK: - What is open

  /// Whether `connection` is a player signed in (not one signing in, refused, or let go).
  public func isPlayer(_ connection: Int) -> Bool { state.withLock { $0.players[connection] != nil } }

  /// Connections open now, signed in or not.
  public var openConnections: Int { state.withLock { $0.players.count + $0.signingIn.count } }

  /// Connections still signing in now.
  public var signingIn: Int { state.withLock { $0.signingIn.count } }

  /// Players signed in now.
  public var players: Int { state.withLock { $0.players.count } }
}
