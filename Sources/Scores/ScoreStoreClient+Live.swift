// MARK: - ScoreStoreClient.live

extension ScoreStoreClient {
  /// The store on disk at `store.path`, with its lock, quarantine and atomic saves; a load of
  /// the file read last is answered from memory (`ScoreReadCache`).
  public static func live(_ store: ScoreStore) -> ScoreStoreClient {
    let cache = ScoreReadCache()
    return ScoreStoreClient(
      boardCapacity: store.boardCapacity,
      load: { _, _ throws(ScoreStoreError) in
        try store.load(reusing: cache)
      },
      submit: { entry, boardID, ordering, now, whileWaiting throws(ScoreStoreError) in
        try store.submit(entry, to: boardID, ordering: ordering, now: now, whileWaiting: whileWaiting)
      })
  }
}
