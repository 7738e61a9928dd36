/// The handlers a host registers for the requests its scenes may ask (`HostRequest`), each
/// answering with its request's own reply type, and the makers of the screens they may open
/// (`SceneRequest`).
///
/// A request no handler takes, or a screen no maker makes, is a mistake in the host, never a
/// quiet "nothing": `answer(_:)` and `makeScreen` throw `UnhandledRequest`, and
/// `SessionEffects` stops a debug build (every test) on it, naming the request.
public struct HostHandlers: Sendable {
  private var handlers: [ObjectIdentifier: @Sendable (any HostRequest) -> RequestReply] = [:]
  private var screens: [ObjectIdentifier: @Sendable (any SceneRequest, DisplaySettings) throws -> any Scene] = [:]

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

  /// Makes the screens `request` asks for with `make`, under the session's settings (the
  /// player's keys); `make` throws a readable reason it cannot (a bad level file).
  public mutating func registerScreen<R: SceneRequest>(
    _ request: R.Type, _ make: @escaping @Sendable (R, DisplaySettings) throws -> any Scene
  ) {
    screens[ObjectIdentifier(request)] = { asked, settings in
      // The key is the request's type: what is stored under it is an R.
      try make(asked as! R, settings)
    }
  }

  /// The screen `request` asks for, made under `settings`: `UnhandledRequest` when no maker
  /// takes it, else whatever the maker throws.
  package func makeScreen(_ request: any SceneRequest, settings: DisplaySettings) throws -> any Scene {
    guard let make = screens[ObjectIdentifier(type(of: request))] else {
      throw UnhandledRequest(name: String(describing: type(of: request)))
    }
    return try make(request, settings)
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
    "no handler takes \(name): the host must register one (HostHandlers.register, registerScreen)"
  }
}
