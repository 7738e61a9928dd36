/// How an in-memory network misbehaves: one-way delay, jitter and loss, as TCP shows them.
///
/// TCP never loses or reorders bytes: a lost segment is sent again after a retransmission
/// timeout, and everything behind it waits. So loss here is a late delivery that holds up the
/// bytes sent after it.
public struct NetConditions: Sendable, Hashable {
  /// Seconds every message takes one way.
  public var delay: Double
  /// Up to this many seconds more, at random.
  public var jitter: Double
  /// The chance (0–1) that a message is lost once and sent again.
  public var loss: Double
  /// How long a lost message takes to be sent again (TCP's minimum retransmission timeout).
  public var retransmitAfter: Double

  /// Creates conditions; the default is a perfect network.
  public init(delay: Double = 0, jitter: Double = 0, loss: Double = 0, retransmitAfter: Double = 0.2) {
    self.delay = delay
    self.jitter = jitter
    self.loss = loss
    self.retransmitAfter = retransmitAfter
  }
}
