import FoundationEssentials

// MARK: - ScoreStoreClient

/// The score store as a client in the isowords style: `live` wraps a `ScoreStore` on disk,
/// `inMemory` and `failing` stand in for it in tests. The Launcher's `ScoreKeeper` holds one.
public struct ScoreStoreClient: Sendable {
  /// How many entries each board keeps.
  public var boardCapacity: Int
  /// Reads every board (see `ScoreStore.load`); `whileWaiting` is told the seconds waited for
  /// another process's lock and returns false to give up.
  public var load: @Sendable (_ now: Date, _ whileWaiting: (Double) -> Bool) throws(ScoreStoreError) -> ScoreSnapshot
  /// Adds an entry to a board and saves (see `ScoreStore.submit`).
  public var submit:
    @Sendable (
      _ entry: ScoreEntry, _ boardID: String, _ ordering: ScoreOrdering, _ now: Date,
      _ whileWaiting: (Double) -> Bool
    ) throws(ScoreStoreError) -> ScoreSubmitResult

  /// Creates a client from its operations.
  public init(
    boardCapacity: Int,
    load: @escaping @Sendable (_ now: Date, _ whileWaiting: (Double) -> Bool) throws(ScoreStoreError) -> ScoreSnapshot,
    submit:
      @escaping @Sendable (
        _ entry: ScoreEntry, _ boardID: String, _ ordering: ScoreOrdering, _ now: Date,
        _ whileWaiting: (Double) -> Bool
      ) throws(ScoreStoreError) -> ScoreSubmitResult
  ) {
    self.boardCapacity = boardCapacity
    self.load = load
    self.submit = submit
  }
}
