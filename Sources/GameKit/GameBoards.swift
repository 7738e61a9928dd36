import ArcadeKit

/// How a game keys its score boards: a board for everything that changes what a score means
/// (a start level, a difficulty, points to win, an arena), so no board ranks scores that
/// cannot be compared.
///
/// Board ids are `game/rest` (`balls/from-11`); the game alone knows what `rest` says, so it
/// gives the titles too. Stores written before boards were split keep entries on the boards
/// in `former`; each moves to the board its replay's header names (`board(for:)`), and one
/// without a replay to the former board's legacy board, never to a guessed one.
public struct GameBoards: Sendable {
  /// The board a game recorded as `header` scores on: the game's own rule, the one its scenes
  /// submit to, so a replay of an older arcade names its board again.
  public var board: @Sendable (ReplayHeader) -> String
  /// The title of `boardID` (`Balls — from level 11`), given the names of levels by identity
  /// (nil: not in the level folders); nil when the id is not one of the game's forms.
  public var title: @Sendable (_ boardID: String, _ levelName: (String) -> String?) -> String?
  /// The board of a game started as it starts by default (`balls/from-1`), looked in first
  /// by `arcade replay GAME` and attract mode; nil when the game has none (a board per level).
  public var main: String?
  /// The board of a start level (`arcade replay balls --level 11`); nil when the game's boards
  /// are not kept by start level.
  public var startingAt: (@Sendable (Int) -> String)?
  /// Boards of older arcades (`balls`), each with the board its entries without a replay go
  /// to (`balls/older`).
  public var former: [String: String]
  /// The levels the game ships: a run on any other level never ranks on the boards above
  /// (`placement(of:reaching:game:gameTitle:)`).
  public var shipped: ShippedLevels
  /// Whether `board` already gives a level of the player's own a board of its own, keyed by
  /// its identity and the options that change scoring (Maze, Paddles); otherwise such a run
  /// ranks on a board of its run of levels (`balls/levels-…`).
  public var keysOwnLevels: Bool

  /// Creates a game's boards.
  public init(
    board: @escaping @Sendable (ReplayHeader) -> String,
    title: @escaping @Sendable (_ boardID: String, _ levelName: (String) -> String?) -> String?,
    main: String? = nil, startingAt: (@Sendable (Int) -> String)? = nil, former: [String: String] = [:],
    shipped: ShippedLevels = .none, keysOwnLevels: Bool = false
  ) {
    self.board = board
    self.title = title
    self.main = main
    self.startingAt = startingAt
    self.former = former
    self.shipped = shipped
    self.keysOwnLevels = keysOwnLevels
  }
}

// MARK: - Boards by start level

extension GameBoards {
  /// The board of `game`'s games started at level (or table) `number`: `balls/from-11`.
  public static func id(of game: String, startingAt number: Int) -> String {
    "\(game)/from-\(number)"
  }

  /// The start level of a board `id(of:startingAt:)` made for `game`; nil for any other id.
  public static func startNumber(in boardID: String, of game: String) -> Int? {
    let prefix = "\(game)/from-"
    guard boardID.hasPrefix(prefix) else { return nil }
    let digits = boardID.dropFirst(prefix.count)
    guard (1...4).contains(digits.count), digits.allSatisfy(\.isASCII), let number = Int(digits), number >= 1,
      String(number) == digits
    else { return nil }
    return number
  }
}
