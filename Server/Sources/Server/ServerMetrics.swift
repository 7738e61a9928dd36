import CoreMetrics
import Launcher
import NIOCore
import Prometheus
import Synchronization

/// What the server counts for its operator, printed in Prometheus's text format on `/metrics`
/// (`arcade serve --metrics ADDR:PORT`; docs/SERVER.md, "Metrics", lists every name).
///
/// Each server owns its registry and makes its metrics with a factory of that registry (never
/// the process-wide `MetricsSystem`), so several servers in one process (the tests) count apart;
/// the command line may bootstrap the process's `MetricsSystem` with `factory` once, so that
/// libraries' own metrics land on the same page. Counters move where things happen; the gauges
/// (sessions by state, players and spectators per game) are worked out from who is connected
/// when the page is asked for, so they never drift.
public final class ServerMetrics: Sendable {
  /// The store `/metrics` prints.
  public let registry: PrometheusCollectorRegistry
  /// swift-metrics' factory of `registry`.
  public let factory: PrometheusMetricsFactory
  /// Which state each connection is in.
  let sessions = SessionStates()

  private let gameIDs: [String]

  private let connectionsAdmitted: CoreMetrics.Counter
  private let refusals: [ConnectionRefusal: CoreMetrics.Counter]
  private let authenticationFailures: [AuthenticationFailure: CoreMetrics.Counter]
  private let runsSubmitted: [RunSource: CoreMetrics.Counter]
  private let runsRanked: [RunSource: CoreMetrics.Counter]
  private let runsRefused: [RunRefusal: CoreMetrics.Counter]
  private let verification: CoreMetrics.Timer
  private let framesSent: CoreMetrics.Counter
  private let bytesSent: CoreMetrics.Counter
  private let sessionGauges: [SessionState: CoreMetrics.Gauge]
  private let playerGauges: [String: CoreMetrics.Gauge]
  private let spectatorGauges: [String: CoreMetrics.Gauge]
  private let webClientGauges: [WebPage: CoreMetrics.Gauge]
  private let webClientCounts = Mutex<[WebPage: Int]>([:])
  private let webRequests: CoreMetrics.Counter
  /// One page at a time: the gauges are set and printed together.
  private let page = Mutex(())

  /// The states a connection is counted in (`arcade_sessions{state=…}`).
  public enum SessionState: String, CaseIterable, Sendable {
    /// Taken by the gate; nobody has signed in yet (key exchange, authentication).
    case connecting
    /// Signed in, not in the arcade yet: its session starting, or a new player choosing a name.
    case signingIn = "signing_in"
    /// In the arcade: the lobby or a game.
    case playing
    /// In the arcade, watching another player's game live.
    case watching
    /// Running `submit` or `scores`.
    case command
  }

  /// Where a run submitted for ranking comes from.
  public enum RunSource: String, CaseIterable, Sendable {
    /// A game played in a session on this server.
    case played
    /// A replay file sent with `ssh … submit`.
    case offline
  }

  /// What a web page's live connection shows (`arcade_web_clients{page=…}`, `--http`).
  public enum WebPage: String, CaseIterable, Sendable {
    /// `/play`: a guest playing in the page.
    case play
    /// `/watch/NAME`: a viewer of a live game.
    case watch
    /// `/runs/ID`: a viewer of a ranked run.
    case run
  }

  /// Why a run was not ranked (`arcade_runs_refused_total{reason=…}`).
  public enum RunRefusal: String, CaseIterable, Sendable {
    case noReplay = "no_replay"
    case unreadable
    case noScore = "no_score"
    case daily
    case notVerified = "not_verified"
    case tooLong = "too_long"
    case levelNotRanked = "level_not_ranked"
    case alreadyRanked = "already_ranked"
    case boardUnavailable = "board_unavailable"
  }

  /// Why a connection did not sign in (`arcade_authentication_failures_total{reason=…}`). The
  /// server takes any key and any guest, so the one failure is a connection that closed with
  /// nobody signed in: the login grace ran out, the client gave up or used up its tries, or it
  /// never meant to (a port scanner).
  public enum AuthenticationFailure: String, CaseIterable, Sendable {
    case noSignIn = "no_sign_in"
  }

  /// Why the server refused a connection (`arcade_connections_refused_total{reason=…}`).
  public enum ConnectionRefusal: String, CaseIterable, Sendable {
    case banned
    case serverFull = "server_full"
    case addressFull = "address_full"
    case tooFast = "too_fast"
    /// Let go to make room for a newer connection before it was taken.
    case dropped
  }

  /// Metrics for a server playing `registry`'s games, kept in a registry of their own.
  public init(games registry: GameRegistry) {
    let store = PrometheusCollectorRegistry()
    var factory = PrometheusMetricsFactory(registry: store)
    factory.durationHistogramBuckets[Self.databaseSeconds] = [
      .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
      .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1),
      .seconds(5),
    ]
    factory.durationHistogramBuckets[Self.verificationSeconds] = [
      .milliseconds(1), .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50),
      .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2), .seconds(5),
      .seconds(10), .seconds(30),
    ]
    self.registry = store
    self.factory = factory
    gameIDs = registry.entries.map(\.id)

    func counter(_ name: String, _ dimensions: [(String, String)] = []) -> CoreMetrics.Counter {
      CoreMetrics.Counter(label: name, dimensions: dimensions, factory: factory)
    }
    func gauge(_ name: String, _ dimensions: [(String, String)]) -> CoreMetrics.Gauge {
      CoreMetrics.Gauge(label: name, dimensions: dimensions, factory: factory)
    }
    connectionsAdmitted = counter("arcade_connections_total")
    refusals = Dictionary(
      uniqueKeysWithValues: ConnectionRefusal.allCases.map {
        ($0, counter("arcade_connections_refused_total", [("reason", $0.rawValue)]))
      })
    authenticationFailures = Dictionary(
      uniqueKeysWithValues: AuthenticationFailure.allCases.map {
        ($0, counter("arcade_authentication_failures_total", [("reason", $0.rawValue)]))
      })
    runsSubmitted = Dictionary(
      uniqueKeysWithValues: RunSource.allCases.map {
        ($0, counter("arcade_runs_submitted_total", [("source", $0.rawValue)]))
      })
    runsRanked = Dictionary(
      uniqueKeysWithValues: RunSource.allCases.map {
        ($0, counter("arcade_runs_ranked_total", [("source", $0.rawValue)]))
      })
    runsRefused = Dictionary(
      uniqueKeysWithValues: RunRefusal.allCases.map {
        ($0, counter("arcade_runs_refused_total", [("reason", $0.rawValue)]))
      })
    verification = CoreMetrics.Timer(label: Self.verificationSeconds, factory: factory)
    framesSent = counter("arcade_frames_sent_total")
    bytesSent = counter("arcade_bytes_sent_total")
    sessionGauges = Dictionary(
      uniqueKeysWithValues: SessionState.allCases.map { ($0, gauge("arcade_sessions", [("state", $0.rawValue)])) })
    playerGauges = Dictionary(
      uniqueKeysWithValues: gameIDs.map { ($0, gauge("arcade_players", [("game", $0)])) })
    spectatorGauges = Dictionary(
      uniqueKeysWithValues: gameIDs.map { ($0, gauge("arcade_spectators", [("game", $0)])) })
    webClientGauges = Dictionary(
      uniqueKeysWithValues: WebPage.allCases.map { ($0, gauge("arcade_web_clients", [("page", $0.rawValue)])) })
    webRequests = counter("arcade_web_requests_total")
  }

  /// The histogram of database calls' durations, by operation and database.
  static let databaseSeconds = "arcade_database_seconds"
  /// The histogram of the time a run's replay takes to play again.
  static let verificationSeconds = "arcade_replay_verification_seconds"

  /// Makes `factory` the process's swift-metrics factory, so that libraries' own metrics are
  /// printed on this server's page too. Once per process (swift-metrics traps on a second
  /// bootstrap): the command line calls it; tests, running several servers, never do.
  public func bootstrapProcessMetrics() {
    MetricsSystem.bootstrap(factory)
  }

  // MARK: - Where things happen

  /// The gate took connection `info`; it is counted until `closeFuture` completes (one closed
  /// with nobody signed in is a failed sign-in).
  func connectionOpened(_ info: ConnectionInfo, closeFuture: EventLoopFuture<Void>) {
    connectionsAdmitted.increment()
    sessions.opened(info.id, authenticator: info.authenticator)
    let id = info.id
    closeFuture.whenComplete { [self] _ in
      if !sessions.closed(id) { authenticationFailed(.noSignIn) }
    }
  }

  /// The gate refused a connection.
  func connectionRefused(_ refusal: ConnectionGate.Refusal) {
    connectionRefused(ConnectionRefusal(refusal))
  }

  /// The server refused a connection.
  func connectionRefused(_ reason: ConnectionRefusal) {
    refusals[reason]?.increment()
  }

  /// A sign-in failed.
  func authenticationFailed(_ reason: AuthenticationFailure) {
    authenticationFailures[reason]?.increment()
  }

  /// A run was sent to be ranked.
  func runSubmitted(_ source: RunSource) {
    runsSubmitted[source]?.increment()
  }

  /// A run was ranked.
  func runRanked(_ source: RunSource) {
    runsRanked[source]?.increment()
  }

  /// A run was not ranked.
  func runRefused(_ reason: RunRefusal) {
    runsRefused[reason]?.increment()
  }

  /// Plays a run's replay again (`body`), timing it.
  func verifying<Result>(_ body: () -> Result) -> Result {
    let start = ContinuousClock.now
    let result = body()
    verification.recordNanoseconds(Self.nanoseconds(start.duration(to: .now)))
    return result
  }

  /// `count` bytes were written to a player's terminal: a frame of the arcade's screen when
  /// `isFrame`, else a command's answer or a goodbye.
  func sent(_ count: Int, isFrame: Bool) {
    bytesSent.increment(by: count)
    if isFrame { framesSent.increment() }
  }

  /// A web page's live connection opened (`opened`) or closed.
  func webClient(_ page: WebPage, opened: Bool) {
    let count = webClientCounts.withLock {
      $0[page, default: 0] += opened ? 1 : -1
      return $0[page, default: 0]
    }
    webClientGauges[page]?.record(count)
  }

  /// The web listener answered a request for a page or a file.
  func webRequestServed() {
    webRequests.increment()
  }

  /// Whole nanoseconds of `duration` (for swift-metrics' timers).
  static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
  }

  // MARK: - The page

  /// The page `/metrics` serves: every metric in Prometheus's text format, with the sessions,
  /// players and spectators counted now from `online` (who is in the arcade) at `time` (the
  /// sessions' monotonic clock).
  func exposition(online: OnlinePlayers, at time: Double) -> [UInt8] {
    page.withLock { _ in
      let census = sessions.census(online: online.presence, at: time)
      for state in SessionState.allCases {
        sessionGauges[state]?.record(census.states[state, default: 0])
      }
      var players: [String: Int] = [:]
      for game in census.playerGames { players[game, default: 0] += 1 }
      var spectators: [String: Int] = [:]
      for game in census.watchedGames { spectators[game, default: 0] += 1 }
      for game in gameIDs {
        playerGauges[game]?.record(players[game, default: 0])
        spectatorGauges[game]?.record(spectators[game, default: 0])
      }
      var bytes: [UInt8] = []
      bytes.reserveCapacity(16 * 1024)
      registry.emit(into: &bytes)
      return bytes
    }
  }
}

extension ServerMetrics.ConnectionRefusal {
  /// The label of the gate's `refusal`.
  init(_ refusal: ConnectionGate.Refusal) {
    switch refusal {
    case .serverFull: self = .serverFull
    case .addressFull: self = .addressFull
    case .tooFast: self = .tooFast
    case .dropped: self = .dropped
    }
  }
}
