import Synchronization

/// Which connections the server takes: at most so many sessions in all, so many at once per
/// source address, and so many new ones per address in a window of time. One per server,
/// shared by every event loop.
public final class ConnectionGate: Sendable {
  private let limits: ServerLimits
  private let state = Mutex(State())

  private struct State {
    var open: [String: Int] = [:]
    var total = 0
    /// Each address's recent connection times, oldest first.
    var recent: [String: [Double]] = [:]
  }

  /// Why a connection was refused (told to the client, and logged once).
  public enum Refusal: Hashable, Sendable, CustomStringConvertible {
    case serverFull(limit: Int)
    case addressFull(limit: Int)
    case tooFast(limit: Int, seconds: Double)

    public var description: String {
      switch self {
      case .serverFull(let limit): "the arcade is full (\(limit) players); please try again in a while"
      case .addressFull(let limit):
        "your address already has \(limit) connections open here; close one and try again"
      case .tooFast(let limit, let seconds):
        "too many new connections from your address (over \(limit) in \(Int(seconds)) s); wait a little"
      }
    }
  }

  /// A gate with `limits`.
  public init(limits: ServerLimits) {
    self.limits = limits
  }

  /// Takes a new connection from `address` at `time`, or says why not. A taken one must be
  /// given back with `release(_:)` when it closes.
  public func admit(_ address: String, at time: Double) -> Refusal? {
    state.withLock { state in
      var times = state.recent[address, default: []].filter { $0 > time - limits.connectionWindow }
      times.append(time)
      // Only as many as the limit looks at: a flood keeps no more.
      times.removeFirst(max(0, times.count - limits.connectionsPerWindow - 1))
      state.recent[address] = times
      if state.recent.count > 10_000 {
        state.recent = state.recent.filter { ($0.value.last ?? 0) > time - limits.connectionWindow }
      }
      if times.count > limits.connectionsPerWindow {
        return .tooFast(limit: limits.connectionsPerWindow, seconds: limits.connectionWindow)
      }
      if state.total >= limits.maximumSessions { return .serverFull(limit: limits.maximumSessions) }
      if state.open[address, default: 0] >= limits.maximumPerAddress {
        return .addressFull(limit: limits.maximumPerAddress)
      }
      state.total += 1
      state.open[address, default: 0] += 1
      return nil
    }
  }

  /// Gives back a connection `admit` took.
  public func release(_ address: String) {
    state.withLock { state in
      state.total -= 1
      let left = state.open[address, default: 1] - 1
      state.open[address] = left > 0 ? left : nil
    }
  }

  /// Connections open now.
  public var openConnections: Int { state.withLock { $0.total } }
}
