// MARK: - ScoreBoardMigration

/// Moves the entries of boards older arcades kept (`balls`, before boards were split by start
/// level) to the boards they belong on now: a pure function of the store as read.
///
/// The store does not know the games: the arcade gives it the former boards and a function
/// that names an entry's board (from the entry's replay header, or a board for older entries
/// when there is no replay). The store applies it to every store it reads and never writes on
/// a read: the migrated store is what a read returns, and the next save writes it. Moving is
/// idempotent, as no board entries move to is a former board.
public struct ScoreBoardMigration: Sendable {
  /// The boards whose entries move.
  public var formerBoards: Set<String>
  /// The board an entry of the former board `boardID` belongs on.
  public var destination: @Sendable (_ boardID: String, _ entry: ScoreEntry) -> String

  /// Creates a migration.
  public init(
    formerBoards: Set<String>, destination: @escaping @Sendable (_ boardID: String, _ entry: ScoreEntry) -> String
  ) {
    self.formerBoards = formerBoards
    self.destination = destination
  }

  /// Moves nothing.
  public static let none = ScoreBoardMigration(formerBoards: [], destination: { boardID, _ in boardID })

  /// `file` with every entry of a former board on its board now, ranked there by that board's
  /// ordering (a new board takes the former one's); every entry is kept, none is cut.
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
    return file
  }
}
