/// The network as a host sees it: requests carried out at once, and events read when the host
/// finds it ready (its own descriptors, watched by the host's wait).
///
/// The live value (`SocketLink`, in the `Sockets` module) is one non-blocking TCP socket
/// watched by `LocalHost`'s `poll` with the terminal; `InMemoryLink` connects two in one process.
public protocol NetworkLink: AnyObject {
  /// Carries out a request; what it already knows (listening, a refusal) comes back at once.
  func perform(_ request: NetworkRequest) -> [NetworkEvent]
  /// Whether events are waiting that no descriptor will announce (the in-memory link).
  var hasPendingEvents: Bool { get }
  /// Accepts, completes connects and reads whatever is ready, without waiting.
  func service() -> [NetworkEvent]
}
