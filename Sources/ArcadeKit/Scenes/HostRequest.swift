/// Work a scene asks of its host, declared by the module that owns the work (the server's
/// `ClaimName`, say) with the type of its answer.
///
/// The core names no such request: a module declares one, its scenes ask it with
/// `Command.ask(_:)` and read the answer with `InputEvent.reply(to:)`, and its host registers
/// the handler (`HostHandlers`). Adding one edits no module but the owner's and its host's.
public protocol HostRequest: Sendable {
  /// What the host answers.
  associatedtype Reply: Hashable, Sendable
}

/// A request on its way to the host, its type erased to travel in a command.
public struct AskedRequest: Sendable {
  /// The request as the scene made it.
  public let request: any HostRequest

  /// `request`, on its way.
  public init(_ request: some HostRequest) {
    self.request = request
  }

  /// The request's type, which the host's handler is found by.
  public var kind: ObjectIdentifier { ObjectIdentifier(type(of: request)) }

  /// The name of the request's type, for a message about it.
  public var name: String { String(describing: type(of: request)) }
}

/// A host's answer to a `HostRequest`, for the scene that asked, its type erased to travel in
/// an event.
public struct RequestReply: Hashable, Sendable {
  private let kind: ObjectIdentifier
  private let value: any Hashable & Sendable

  /// `reply`, the answer to a request of type `request`.
  public init<R: HostRequest>(to request: R.Type, _ reply: R.Reply) {
    kind = ObjectIdentifier(request)
    value = reply
  }

  /// The answer, if it answers a request of type `request`.
  public func reply<R: HostRequest>(to request: R.Type) -> R.Reply? {
    kind == ObjectIdentifier(request) ? value as? R.Reply : nil
  }

  public static func == (left: RequestReply, right: RequestReply) -> Bool {
    left.kind == right.kind && AnyHashable(left.value) == AnyHashable(right.value)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(AnyHashable(value))
  }
}

extension Command {
  /// Asks the host for `request`; its answer comes back as an `.effect` event
  /// (`InputEvent.reply(to:)` reads it).
  public static func ask(_ request: some HostRequest) -> Command {
    .perform(.request(AskedRequest(request)))
  }
}

extension InputEvent {
  /// The host's answer to a request of type `request`, if this event is one.
  public func reply<R: HostRequest>(to request: R.Type) -> R.Reply? {
    guard case .effect(.reply(let reply)) = self else { return nil }
    return reply.reply(to: request)
  }
}
