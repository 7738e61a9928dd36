import ArcadeKit

/// One end of an `InMemoryNetwork`: the test value of `NetworkLink`.
public final class InMemoryLink: NetworkLink, @unchecked Sendable {
  private unowned let network: InMemoryNetwork
  private let isHost: Bool
  /// Events not yet delivered, in order (times never decrease: TCP keeps order).
  private var inbox: [(time: Double, event: NetworkEvent)] = []
  /// Everything this end was asked to send, for tests that look at the bytes.
  public private(set) var sent: [UInt8] = []

  init(network: InMemoryNetwork, isHost: Bool) {
    self.network = network
    self.isHost = isHost
  }

  public func perform(_ request: NetworkRequest) -> [NetworkEvent] {
    switch request {
    case .listen:
      return isHost ? network.listen() : [.failed(message: "Only the host end listens.")]
    case .connect(let host, let port):
      return network.connect(host: host, port: port)
    case .send(let bytes):
      sent += bytes
      network.send(bytes, from: self)
      return []
    case .admit, .dismiss:
      return []  // the in-memory network has one connection and no callers
    case .hangUp:
      network.close(from: self, stopListening: false)
      return []
    case .close:
      network.close(from: self, stopListening: true)
      return []
    }
  }

  public var hasPendingEvents: Bool {
    guard let first = inbox.first else { return false }
    return first.time <= network.now
  }

  public func service() -> [NetworkEvent] {
    var due: [NetworkEvent] = []
    while let first = inbox.first, first.time <= network.now {
      due.append(first.event)
      inbox.removeFirst()
    }
    return due
  }

  /// When the next event is due, if any.
  var nextDelivery: Double? { inbox.first?.time }

  /// Queues an event, never before the ones already queued.
  func deliver(_ event: NetworkEvent, at time: Double) {
    inbox.append((max(time, inbox.last?.time ?? time), event))
  }

  /// Forgets bytes in flight (a reset connection loses them).
  func discardInFlight() {
    inbox.removeAll { if case .received = $0.event { return true } else { return false } }
  }
}
