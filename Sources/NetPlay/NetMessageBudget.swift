/// How many messages the other side may send in a second of the session's clock: a ping is
/// answered a few times a second at most, and a flood of messages ends the match, so a peer
/// can make this arcade neither grow nor spin.
///
/// A real arcade sends 60 inputs, one ping, one pong and one hash a second, and a few more
/// after a reconnection; the limits are far above that. The clock is the scene's: it stands
/// still while the scene sleeps, so what arrives meanwhile counts in one second.
public struct NetMessageBudget: Sendable {
  /// Pings answered per second; more are read and not answered.
  public static let pingsAnswered = 3
  /// Pings, pongs and hashes per second before the other side counts as flooding.
  public static let controlMessages = 60
  /// Messages of any kind per second before the other side counts as flooding.
  public static let messages = 600

  /// What to do with a message.
  public enum Verdict: Sendable, Hashable {
    /// Handle it.
    case handle
    /// Read it and do nothing (a ping beyond the answered ones).
    case ignore
    /// The other side floods: end the match with this sentence.
    case flood(String)
  }

  private var windowStart = -Double.infinity
  private var pings = 0
  private var control = 0
  private var all = 0

  /// A fresh budget.
  public init() {}

  /// Counts `message`, received at `now`, and says what to do with it.
  public mutating func admit(_ message: NetMessage, now: Double) -> Verdict {
    if now - windowStart >= 1 || now < windowStart {
      windowStart = now
      pings = 0
      control = 0
      all = 0
    }
    all += 1
    switch message {
    case .ping:
      pings += 1
      control += 1
    case .pong, .hash: control += 1
    default: break
    }
    if all > Self.messages || control > Self.controlMessages {
      let what = control > Self.controlMessages ? "pings, pongs or hashes" : "messages"
      return .flood(
        "The other side flooded this arcade with \(what) (more than \(all > Self.messages ? Self.messages : Self.controlMessages) in a second): the match was stopped."
      )
    }
    if case .ping = message, pings > Self.pingsAnswered { return .ignore }
    return .handle
  }

  /// Starts counting afresh (a new connection).
  public mutating func reset() {
    self = NetMessageBudget()
  }
}
