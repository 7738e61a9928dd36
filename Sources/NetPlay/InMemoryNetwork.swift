import ArcadeKit

/// Two `NetworkLink`s joined in one process, on a clock the test sets: the host's and the
/// joiner's ends of a loopback connection, with the delays, jitter and loss of `conditions`.
///
/// Used to test matches without sockets; events are delivered in order, when `now` reaches
/// their time (`hasPendingEvents` says when one is due).
public final class InMemoryNetwork: @unchecked Sendable {
  /// The test's clock, in seconds.
  public var now = 0.0
  /// How the network misbehaves.
  public var conditions: NetConditions
  /// The end `arcade host` uses (lazy: a link holds the network it is part of).
  public private(set) lazy var host = InMemoryLink(network: self, isHost: true)
  /// The end `arcade join` uses.
  public private(set) lazy var joiner = InMemoryLink(network: self, isHost: false)
  private var random: SeededRandom
  private(set) var hostListening = false
  private(set) var connectionUp = false
  /// Nothing is delivered before this time (a pulled cable, plugged back in).
  private var silentUntil = -Double.infinity

  /// Creates the network with `conditions` and the seed of its randomness.
  public init(conditions: NetConditions = NetConditions(), seed: UInt64 = 1) {
    self.conditions = conditions
    random = SeededRandom(seed: seed)
  }

  /// The earliest time an event is due on either end, if any.
  public var nextDelivery: Double? {
    [host.nextDelivery, joiner.nextDelivery].compactMap { $0 }.min()
  }

  /// Breaks the connection as a reset does: both ends are told, bytes in flight are lost.
  public func drop() {
    guard connectionUp else { return }
    connectionUp = false
    for link in [host, joiner] {
      link.discardInFlight()
      link.deliver(.disconnected(reason: "the connection was lost"), at: now)
    }
  }

  /// Delivers nothing until `seconds` from now, then everything in order (a cable pulled
  /// and plugged back in, which TCP survives).
  public func silence(for seconds: Double) {
    silentUntil = now + seconds
  }

  // MARK: - For the links

  func listen() -> [NetworkEvent] {
    hostListening = true
    return [.listening(port: NetProtocol.defaultPort, addresses: ["127.0.0.1"])]
  }

  func connect(host address: String, port: Int) -> [NetworkEvent] {
    guard hostListening, !connectionUp else {
      return [.failed(message: "Could not connect to \(address):\(port): Connection refused.")]
    }
    connectionUp = true
    let arrival = deliveryTime()
    host.deliver(.connected(peer: "127.0.0.1:50000"), at: arrival)
    joiner.deliver(.connected(peer: "127.0.0.1:\(NetProtocol.defaultPort)"), at: arrival)
    return []
  }

  func send(_ bytes: [UInt8], from sender: InMemoryLink) {
    guard connectionUp else { return }
    let receiver = sender === host ? joiner : host
    receiver.deliver(.received(bytes), at: deliveryTime())
  }

  func close(from sender: InMemoryLink, stopListening: Bool) {
    if stopListening, sender === host { hostListening = false }
    guard connectionUp else { return }
    connectionUp = false
    let receiver = sender === host ? joiner : host
    receiver.deliver(.disconnected(reason: "the opponent closed the connection"), at: deliveryTime())
  }

  private func deliveryTime() -> Double {
    var time = now + conditions.delay
    if conditions.jitter > 0 { time += random.unit() * conditions.jitter }
    if conditions.loss > 0, random.unit() < conditions.loss { time += conditions.retransmitAfter }
    return max(time, silentUntil)
  }
}
