// MARK: - ScoreStoreClient.live

extension ScoreStoreClient {
  /// The store on disk at `store.path`, with its lock, quarantine and atomic saves.
  public static func live(_ store: ScoreStore) -> ScoreStoreClient {
    ScoreStoreClient(
      boardCapacity: store.boardCapacity,
      load: { now, whileWaiting throws(ScoreStoreError) in
        try store.load(now: now, whileWaiting: whileWaiting)
      },
      submit: { entry, boardID, ordering, now, whileWaiting throws(ScoreStoreError) in
        try store.submit(entry, to: boardID, ordering: ordering, now: now, whileWaiting: whileWaiting)
      })
  }
}
