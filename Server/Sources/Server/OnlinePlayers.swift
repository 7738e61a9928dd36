import Synchronization

/// Who is on the server now, by connection, and what each is doing: for the lobby's "Who's
/// playing", the log and the tests.
public final class OnlinePlayers: Sendable {
  private let players = Mutex<[Int: (player: PlayerEffects, activity: String, game: String?)]>([:])

  /// Nobody yet.
  public init() {}

  /// Connection `id` plays, as `player` says (a name chosen later shows once chosen).
  func add(_ id: Int, player: PlayerEffects) {
    players.withLock { $0[id] = (player, Self.inTheMenu, nil) }
  }

  /// Connection `id` is now doing `activity` ("in the menu", "playing Maze"), in the game whose
  /// id is `game` (nil: in no game).
  func note(_ id: Int, activity: String, game: String? = nil) {
    players.withLock {
      $0[id]?.activity = activity
      $0[id]?.game = game
    }
  }

  /// What a player in the menu is doing.
  static let inTheMenu = "in the menu"

  /// Connection `id` left.
  public func remove(_ id: Int) {
    players.withLock { _ = $0.removeValue(forKey: id) }
  }

  /// The names of those playing, sorted, a guest as `guest`.
  public var names: [String] { listing.map(\.name) }

  /// Each player and what they are doing, by name (guests as `guest`).
  public var listing: [PlayersScene.Player] {
    players.withLock {
      $0.map {
        PlayersScene.Player(id: $0.key, name: $0.value.player.player?.name ?? "guest", activity: $0.value.activity)
      }
    }
    .sorted { ($0.name, $0.activity, $0.id) < ($1.name, $1.activity, $1.id) }
  }

  /// How many sessions are on.
  public var count: Int { players.withLock { $0.count } }

  /// Each connection in the arcade, by its number: for the metrics' sessions by state and
  /// players per game.
  var presence: [Int: Presence] {
    players.withLock {
      $0.mapValues {
        Presence(isKnown: $0.player.identity == .guest || $0.player.player != nil, activity: $0.activity, game: $0.game)
      }
    }
  }

  /// One connection in the arcade.
  struct Presence {
    /// Whether its player is known: a guest, or a key whose name is chosen (not one choosing
    /// a name on the first connection's card).
    var isKnown: Bool
    /// What they do: "in the menu", "playing Maze".
    var activity: String
    /// The id of the game they play (nil: in no game).
    var game: String?
  }
}
