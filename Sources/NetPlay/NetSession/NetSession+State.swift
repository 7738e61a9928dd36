extension NetSession {
  /// Where a session is, each stage with only what it needs (as swift-nio-ssh's connection
  /// state machine keeps one struct per state): data that exists only while playing lives
  /// only in `.playing`, and a stage is left by building the next one from it.
  enum State: Sendable {
    /// The host's port is being opened.
    case opening(OpeningState)
    /// The host waits for a joiner.
    case hosting(HostingState)
    /// The joiner's connection is being made.
    case connecting(ConnectingState)
    /// Greetings and the setup are being exchanged.
    case greeting(GreetingState)
    /// The match is being played.
    case playing(PlayingState)
    /// The match waits for the other side.
    case waiting(WaitingState)
    /// Someone won; the connection stays until the player leaves.
    case finished(FinishedState)
    /// Over, everything closed.
    case ended(EndedState)

    /// The stage callers see.
    var stage: NetStage {
      switch self {
      case .opening: .opening
      case .hosting: .hosting
      case .connecting: .connecting
      case .greeting: .greeting
      case .playing: .playing
      case .waiting(let waiting): .waiting(since: waiting.since)
      case .finished: .ended(.finished)
      case .ended(let ended): .ended(ended.ending)
      }
    }

    /// The connection to the other side, in the stages that have one.
    var connection: Connection? {
      switch self {
      case .greeting(let greeting): greeting.connection
      case .playing(let playing): playing.connection
      case .waiting(let waiting): waiting.connection
      case .finished(let finished): finished.connection
      case .opening, .hosting, .connecting, .ended: nil
      }
    }

    /// The match, in the stages that have one (started and not yet closed).
    var match: Match? {
      switch self {
      case .playing(let playing): playing.match
      case .waiting(let waiting): waiting.match
      case .finished(let finished): finished.match
      case .opening, .hosting, .connecting, .greeting, .ended: nil
      }
    }

    /// Changes the connection with `body`, if this stage has one; returns what `body` did.
    mutating func updateConnection<Result, Failure>(
      _ body: (inout Connection) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
      switch self {
      case .greeting(var greeting):
        park()
        defer { self = .greeting(greeting) }
        return try body(&greeting.connection)
      case .playing(var playing):
        park()
        defer { self = .playing(playing) }
        return try body(&playing.connection)
      case .waiting(var waiting):
        guard var connection = waiting.connection else { return nil }
        park()
        waiting.connection = nil
        defer {
          waiting.connection = connection
          self = .waiting(waiting)
        }
        return try body(&connection)
      case .finished(var finished):
        park()
        defer { self = .finished(finished) }
        return try body(&finished.connection)
      case .opening, .hosting, .connecting, .ended:
        return nil
      }
    }

    /// Changes the match with `body`, if this stage has one; returns what `body` did.
    mutating func updateMatch<Result>(_ body: (inout Match) -> Result) -> Result? {
      switch self {
      case .playing(var playing):
        park()
        defer { self = .playing(playing) }
        return body(&playing.match)
      case .waiting(var waiting):
        park()
        defer { self = .waiting(waiting) }
        return body(&waiting.match)
      case .finished(var finished):
        park()
        defer { self = .finished(finished) }
        return body(&finished.match)
      case .opening, .hosting, .connecting, .greeting, .ended:
        return nil
      }
    }

    /// Holds an empty stage while a stage taken out is changed and put back, so the inputs
    /// and bytes it holds are changed in place, not copied (nothing reads the stage meanwhile).
    private mutating func park() {
      self = .opening(OpeningState())
    }
  }
}
