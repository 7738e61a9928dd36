import ArcadeKit

/// The host's door: connections that have not yet said who they are (callers), each held
/// apart from the match until its first message, with its own deadline.
///
/// A caller that sends anything but a whole `hello` frame, more than `maximumHelloBytes`
/// before it, or nothing within `helloDeadline` seconds is dismissed; so is any caller beyond
/// `maximumCallers`. None of it touches the hosting or the match: what to do with a caller
/// that did greet is the session's choice (`NetSession.screen`). Pure: bytes and time in,
/// requests out.
public struct NetDoorman: Sendable {
  /// Seconds a caller has to send its `hello`.
  public static let helloDeadline = 3.0
  /// Callers held at once; one more is dismissed as it arrives.
  public static let maximumCallers = 4
  /// Bytes a caller may send before its `hello` is whole (a real one is a few dozen).
  public static let maximumHelloBytes = 4_096

  /// What a caller's bytes came to.
  public enum Heard: Sendable, Hashable {
    /// Not a whole message yet.
    case nothingYet
    /// It was dismissed (not an arcade, too much, or not a greeting): these requests close it.
    case dismissed([NetworkRequest])
    /// It greeted: its `hello`, every byte it sent (the greeting first), and its address.
    case greeted(NetHello, bytes: [UInt8], peer: String)
  }

  private struct Caller: Sendable {
    var peer: String
    var arrived: Double
    var bytes: [UInt8] = []
  }

  private var callers: [Int: Caller] = [:]

  /// A door with nobody at it.
  public init() {}

  /// Whether anyone waits at the door (the scene must keep time for their deadlines).
  public var hasCallers: Bool { !callers.isEmpty }

  /// When the first caller's time is up, if anyone waits.
  public var nextDeadline: Double? {
    callers.values.map { $0.arrived + Self.helloDeadline }.min()
  }

  /// A connection arrived: held until it greets, or dismissed when the door is full.
  public mutating func arrived(_ id: Int, peer: String, now: Double) -> [NetworkRequest] {
    guard callers.count < Self.maximumCallers else { return [.dismiss(caller: id, farewell: [])] }
    callers[id] = Caller(peer: peer, arrived: now)
    return []
  }

  /// Bytes from caller `id`.
  public mutating func heard(_ id: Int, _ bytes: [UInt8]) -> Heard {
    guard var caller = callers[id] else { return .dismissed([.dismiss(caller: id, farewell: [])]) }
    caller.bytes += bytes
    callers[id] = caller
    var decoder = NetStreamDecoder()
    decoder.append(caller.bytes)
    let message: NetMessage?
    do {
      message = try decoder.next()
    } catch {
      return .dismissed(dismiss(id))
    }
    guard let message else {
      return caller.bytes.count > Self.maximumHelloBytes ? .dismissed(dismiss(id)) : .nothingYet
    }
    guard case .hello(let hello) = message else { return .dismissed(dismiss(id)) }
    callers[id] = nil
    return .greeted(hello, bytes: caller.bytes, peer: caller.peer)
  }

  /// Caller `id` went away.
  public mutating func left(_ id: Int) {
    callers[id] = nil
  }

  /// Dismisses every caller whose time is up.
  public mutating func dismissLate(now: Double) -> [NetworkRequest] {
    let late = callers.filter { now - $0.value.arrived >= Self.helloDeadline }.keys.sorted()
    return late.flatMap { dismiss($0) }
  }

  /// Dismisses everyone (the session ended).
  public mutating func dismissAll() -> [NetworkRequest] {
    callers.keys.sorted().flatMap { dismiss($0) }
  }

  private mutating func dismiss(_ id: Int) -> [NetworkRequest] {
    callers[id] = nil
    return [.dismiss(caller: id, farewell: [])]
  }
}
