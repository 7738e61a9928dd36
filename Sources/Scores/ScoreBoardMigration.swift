// MARK: - ScoreBoardMigration

/// Moves stored entries to the boards they belong on now: a pure function of the store as read.
///
/// Two moves. The entries of boards older arcades kept (`balls`, before boards were split by
/// start level) go to the board `destination` names for each (from the entry's replay header,
/// or a board for older entries when there is no replay). Then any entry that `relocation`
/// says is not on its board (a run on a level of the player's own, kept on a built-in board by
/// an older arcade) goes to the board it names, titled as it says; a board without a title
/// whose entries `relocation` places where they are takes the title it gives (a board of a
/// player's own levels is titled from its runs, not its id).
///
/// The store does not know the games: the arcade gives it both functions. The store applies
/// them to every store it reads and never writes on a read: the migrated store is what a read
/// returns, and the next save writes it. Moving is idempotent: no board entries move to is a
/// former board, and a relocated entry is on the board `relocation` names.
public struct ScoreBoardMigration: Sendable {
  /// The boards whose entries move.
  public var formerBoards: Set<String>
  /// The board an entry of the former board `boardID` belongs on.
  public var destination: @Sendable (_ boardID: String, _ entry: ScoreEntry) -> String
  /// The board (and its title) an entry of board `boardID` belongs on: another board to move
  /// it to, the same board to title it, or nil to leave it and its board as they are.
  public var relocation: @Sendable (_ boardID: String, _ entry: ScoreEntry) -> (board: String, title: String)?

  /// Creates a migration.
  public init(
    formerBoards: Set<String>, destination: @escaping @Sendable (_ boardID: String, _ entry: ScoreEntry) -> String,
    relocation: @escaping @Sendable (_ boardID: String, _ entry: ScoreEntry) -> (board: String, title: String)? = {
      _, _ in nil
    }
  ) {
    self.formerBoards = formerBoards
    self.destination = destination
    self.relocation = relocation
  }

  /// Moves nothing.
  public static let none = ScoreBoardMigration(formerBoards: [], destination: { boardID, _ in boardID })

  /// `file` with every entry of a former board on its board now, ranked there by that board's
  /// ordering (a new board takes the former one's), then every entry `relocation` moves on the
  /// board it names; every entry is kept, none is cut.
  public func apply(to file: ScoreFile) -> ScoreFile {
    var file = file
    for former in file.boards.keys.filter(formerBoards.contains).sorted() {
      guard let board = file.boards.removeValue(forKey: former) else { continue }
      for entry in board.entries {
        var target = destination(former, entry)
        // A destination that is itself a former board would move again on the next read.
        if formerBoards.contains(target) { target = former + "/older" }
        let existing = file.boards[target] ?? ScoreBoard(ordering: board.ordering)
        file.boards[target] = existing.inserting(entry, capacity: Int.max).board
      }
    }
    for boardID in file.boards.keys.sorted() {
      guard let board = file.boards[boardID] else { continue }
      var staying: [ScoreEntry] = []
      var moving: [(entry: ScoreEntry, board: String, title: String)] = []
      var title = board.title
      for entry in board.entries {
        let place = relocation(boardID, entry)
        if let place, place.board != boardID, !formerBoards.contains(place.board) {
          moving.append((entry, place.board, place.title))
        } else {
          staying.append(entry)
          // A board that cannot be titled from its id takes the title its runs say.
          if title == nil, let place, place.board == boardID { title = place.title }
        }
      }
      if title != board.title { file.boards[boardID]?.title = title }
      guard !moving.isEmpty else { continue }
      file.boards[boardID] =
        staying.isEmpty ? nil : ScoreBoard(ordering: board.ordering, entries: staying, title: title)
      for move in moving {
        var target = file.boards[move.board] ?? ScoreBoard(ordering: board.ordering, title: move.title)
        if target.title == nil { target.title = move.title }
        file.boards[move.board] = target.inserting(move.entry, capacity: Int.max).board
      }
    }
    return file
  }
}
