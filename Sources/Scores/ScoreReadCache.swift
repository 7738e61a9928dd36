import Synchronization

// MARK: - ScoreReadCache

/// The last store a `load` read, kept with the file's stamp (`FileStamp`): the next load of an
/// unchanged file answers from it instead of parsing megabytes again. The Maze level list asks
/// for the replays of every level's board at once, and each answer is a load.
///
/// A save replaces the file by a rename (a new inode) and an edit in place changes its size or
/// times, so a stamp that is the same means the same bytes. Shared by the threads that load.
public final class ScoreReadCache: Sendable {
  private let last = Mutex<(stamp: FileStamp, snapshot: ScoreSnapshot)?>(nil)

  /// An empty cache.
  public init() {}

  /// The snapshot read from the file stamped `stamp`, if it is the one kept.
  func snapshot(stampedAs stamp: FileStamp) -> ScoreSnapshot? {
    last.withLock { kept in kept.flatMap { $0.stamp == stamp ? $0.snapshot : nil } }
  }

  /// Keeps `snapshot`, read from the file stamped `stamp`.
  func keep(_ snapshot: ScoreSnapshot, stampedAs stamp: FileStamp) {
    last.withLock { $0 = (stamp, snapshot) }
  }
}
