/// The handlers a host registers for the requests its scenes may ask (`HostRequest`), each
/// answering with its request's own reply type.
///
/// A request no handler takes is a mistake in the host, never a quiet "nothing": `answer(_:)`
/// throws `UnhandledRequest`, and `SessionEffects` stops a debug build (every test) on it,
/// naming the request.
public struct HostHandlers: Sendable {
  private var handlers: [ObjectIdentifier: @Sendable (any HostRequest) -> RequestReply] = [:]

  /// No handler yet.
  public init() {}

  /// Answers every request of type `request` with `handle`.
  public mutating func register<R: HostRequest>(_ request: R.Type, _ handle: @escaping @Sendable (R) -> R.Reply) {
    handlers[ObjectIdentifier(request)] = { asked in
      // The key is the request's type: what is stored under it is an R.
      RequestReply(to: R.self, handle(asked as! R))
    }
  }

  /// Whether a handler takes requests of type `request`.
  package func handles<R: HostRequest>(_ request: R.Type) -> Bool {
    handlers[ObjectIdentifier(request)] != nil
  }

  /// The answer to `asked`, or `UnhandledRequest` when no handler takes it.
  public func answer(_ asked: AskedRequest) throws(UnhandledRequest) -> RequestReply {
    guard let handle = handlers[asked.kind] else { throw UnhandledRequest(name: asked.name) }
    return handle(asked.request)
  }
}

/// A scene asked its host for something no handler takes.
public struct UnhandledRequest: Error, CustomStringConvertible {
  /// The request's type.
  public let name: String

  public var description: String {
    "no handler takes \(name): the host must register one (HostHandlers.register)"
  }
}
