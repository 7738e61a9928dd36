import Synchronization

/// Who is on the server now, by connection: for the log, the tests and the lobby.
public final class OnlinePlayers: Sendable {
  private let players = Mutex<[Int: PlayerEffects]>([:])

  /// Nobody yet.
  public init() {}

  /// Connection `id` plays, as `player` says (a name chosen later shows once chosen).
  func add(_ id: Int, player: PlayerEffects) {
    players.withLock { $0[id] = player }
  }

  /// Connection `id` left.
  public func remove(_ id: Int) {
    players.withLock { _ = $0.removeValue(forKey: id) }
  }

  /// The names of those playing, sorted, a guest as `guest`.
  public var names: [String] { players.withLock { $0.values.map { $0.player?.name ?? "guest" } }.sorted() }

  /// How many sessions are on.
  public var count: Int { players.withLock { $0.count } }
}
