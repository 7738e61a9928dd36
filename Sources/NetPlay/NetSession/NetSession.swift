import ArcadeKit

/// One side of a network match, without sockets or clocks: network events and the time come
/// in, requests for the network go out, and the game asks it for each step's two inputs.
///
/// The host opens a port and waits; the joiner connects. Each greets the other (`hello`, with
/// the game and its rules version), the host sends the setup (seed, options, level text), the
/// joiner answers `ready`, and the host, which has now seen one round trip, chooses the input
/// delay and sends `start`. The host's step 0 comes half a round trip after it sent `start`,
/// so both step clocks tick together. Then every step each side sends its input for the step
/// `inputDelay` ahead, a state hash every second and a ping every second.
///
/// When the other side's inputs stop (a slow or broken connection) the match waits; it goes on
/// when they come back and ends after `giveUpAfter` seconds without them. A dropped connection
/// is resumed within that time: the joiner reconnects every second, the host keeps its port
/// open, and each side sends again the inputs the other has not had.
///
/// The host's door (`NetDoorman`) keeps strangers out: every connection to its port is a
/// caller until it greets, and only a greeting that fits (a joiner while hosting, the match's
/// own joiner coming back) becomes the connection; anything else is dismissed without
/// touching the hosting or the match. What the other side sends is held to a budget
/// (`NetMessageBudget`): a flood ends the match instead of growing it.
///
/// Where the session is, is one `State`, each stage a struct of its own holding only what it
/// needs (`NetSession/States`); its jobs are in a file each: network events (`+Events`), the
/// door (`+Door`), time (`+Time`), steps (`+Steps`), messages (`+Messages`), ending (`+Ending`).
public struct NetSession: Sendable {
  /// Steps per second of every match.
  public static let stepsPerSecond = 60.0
  /// How far (seconds) the match may fall behind its clock before it shows it waits.
  public static let waitAfter = 0.5
  /// Seconds without the other side before the match ends (connecting, greeting or playing).
  public static let giveUpAfter = 15.0
  /// Seconds between pings, and between the joiner's reconnection attempts.
  public static let pingInterval = 1.0
  /// Steps between state hashes (one a second).
  public static let hashInterval = 60
  /// How many steps the other side's inputs may run ahead of the match (a bound on memory).
  public static let maximumInputsAhead = 2_000
  /// Largest number of unmatched hashes kept from the other side.
  public static let maximumPendingHashes = 64

  /// Which side this is.
  public let role: NetRole
  /// This side's greeting.
  public let hello: NetHello
  /// Bytes sent, for the figures.
  public internal(set) var bytesSent = 0
  /// Bytes received, for the figures.
  public internal(set) var bytesReceived = 0

  /// The input that fills the first `inputDelay` steps.
  let neutralInput: [UInt8]
  /// Reads a setup (joiner): why it cannot be played, or nil.
  let validate: @Sendable (NetMatchSetup) -> String?
  /// The host's door: callers until they greet.
  var doorman = NetDoorman()
  /// Where the session is, with what that stage needs.
  var state: State

  /// Creates a session; `neutralInput` fills the first steps, and `validate` (joiner only)
  /// reads a setup, returning why it cannot be played (a level that does not load).
  public init(
    role: NetRole, hello: NetHello, neutralInput: [UInt8],
    validate: @escaping @Sendable (NetMatchSetup) -> String? = { _ in nil }
  ) {
    self.role = role
    self.hello = hello
    self.neutralInput = neutralInput
    self.validate = validate
    switch role {
    case .host: state = .opening(OpeningState())
    case .joiner: state = .connecting(ConnectingState(since: 0))
    }
  }

  // MARK: - Starting

  /// Opens the port (host) or connects (joiner).
  public mutating func begin(now: Double) -> [NetworkRequest] {
    if case .connecting = state { state = .connecting(ConnectingState(since: now)) }
    switch role {
    case .host(let port, _): return [.listen(port: port)]
    case .joiner(let host, let port): return [.connect(host: host, port: port)]
    }
  }

  // MARK: - Where it is

  /// Where the session is.
  public var stage: NetStage { state.stage }

  /// The match's setup: the host's own, or what the joiner received.
  public var setup: NetMatchSetup? {
    if case .host(_, let setup) = role { return setup }
    switch state {
    case .greeting(let greeting): return greeting.receivedSetup
    case .ended(let ended): return ended.setup
    default: return state.match?.setup
    }
  }

  /// Both sides' inputs, once the match has started.
  public var timeline: LockstepTimeline? {
    if case .ended(let ended) = state { return ended.timeline }
    return state.match?.timeline
  }

  /// The port the host listens on and the addresses to give the opponent, until a match starts.
  public var listening: (port: Int, addresses: [String])? {
    switch state {
    case .hosting(let hosting): return (hosting.port, hosting.addresses)
    case .greeting(let greeting):
      guard case .host(let hosting, _) = greeting.side else { return nil }
      return (hosting.port, hosting.addresses)
    default: return nil
    }
  }

  /// The other side's address while connected.
  public var peer: String? { state.connection?.peer }

  /// The round trip, smoothed over the pings (seconds), once measured in the match.
  public var roundTrip: Double? { state.match?.roundTrip }

  /// Whether the match is being played or waits for the other side.
  public var isUnderway: Bool {
    switch state {
    case .playing, .waiting: true
    default: false
    }
  }

  /// Whether the session has ended.
  public var hasEnded: Bool {
    switch state {
    case .finished, .ended: true
    default: false
    }
  }
}
