import Synchronization

// MARK: - ScoreStoreClient test values

extension ScoreStoreClient {
  /// A store held in memory, starting from `file`: submissions are ranked and kept exactly as
  /// the store on disk ranks them (`ScoreFile.add`), with no lock and no file.
  /// `migration` moves older arcades' entries as a store on disk does when read.
  public static func inMemory(
    _ file: ScoreFile = ScoreFile(), boardCapacity: Int = ScoreBoard.defaultCapacity,
    migration: ScoreBoardMigration = .none
  ) -> ScoreStoreClient {
    let state = Mutex(migration.apply(to: file))
    return ScoreStoreClient(
      boardCapacity: boardCapacity,
      load: { _, _ in ScoreSnapshot(file: state.withLock { $0 }, warnings: []) },
      submit: { entry, boardID, ordering, _, _ in
        state.withLock { file in
          let before = (file.boards[boardID] ?? ScoreBoard(ordering: ordering)).reordered(ordering)
          let rank = file.add(entry, to: boardID, ordering: ordering, capacity: boardCapacity)
          return ScoreSubmitResult(
            boardID: boardID, board: file.boards[boardID] ?? before, rank: rank,
            placement: before.rank(of: entry.score))
        }
      })
  }

  /// A store whose every operation fails with `error` (a busy lock, a read-only folder…).
  public static func failing(_ error: ScoreStoreError) -> ScoreStoreClient {
    ScoreStoreClient(
      boardCapacity: ScoreBoard.defaultCapacity,
      load: { _, _ throws(ScoreStoreError) in throw error },
      submit: { _, _, _, _, _ throws(ScoreStoreError) in throw error })
  }
}
