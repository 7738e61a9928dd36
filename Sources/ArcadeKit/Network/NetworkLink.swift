/// The network as the Runner sees it: requests carried out at once, and events read when one
/// of its descriptors is ready.
///
/// The live value (`SocketLink`, in the `Sockets` module) is one non-blocking TCP socket
/// watched by the same `poll` as the terminal; `InMemoryLink` connects two in one process.
public protocol NetworkLink: AnyObject {
  /// Carries out a request; what it already knows (listening, a refusal) comes back at once.
  func perform(_ request: NetworkRequest) -> [NetworkEvent]
  /// The descriptors to watch with the terminal (none when nothing is open).
  var pollTargets: [PollTarget] { get }
  /// Whether events are waiting that no descriptor will announce (the in-memory link).
  var hasPendingEvents: Bool { get }
  /// Accepts, completes connects and reads whatever is ready, without waiting.
  func service() -> [NetworkEvent]
}
