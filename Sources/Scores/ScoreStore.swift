import FileSystem
import FoundationEssentials
import Glibc

// MARK: - ScoreStore

/// The one place that reads and writes the score file.
///
/// Every change runs as: take an exclusive `flock` on `scores.json.lock` (waiting at most
/// `lockTimeout`), remove stale temporaries, re-read the store, merge, save it with the one
/// writer (`AtomicFile`), release the lock. A writer killed at any moment leaves either the
/// old store or the new one, never a torn file, and two writers never lose each other's
/// entries. Reads take no lock and write nothing. A damaged store of ours is moved aside, never
/// overwritten, and only by a write; a file that is not ours (`ScoreFileRecognition`), a newer
/// arcade's store and a read-only store are never touched. A store that is a symbolic link is
/// followed only when the user owns every link on the way (`SymlinkPolicy`). The lock file is
/// the user's own, mode 0600, so no other user can hold it.
///
/// The store calls `FileSystemCalls` and `AtomicFile` directly, not `FileSystemClient`: every
/// step is part of the locking protocol and needs descriptors and modes the client does not
/// carry (an `O_NOFOLLOW` lock descriptor checked with `fstat` and held by `flock`, the old
/// store's mode for the replacement, rename-aside and `O_EXCL` backups under the lock, stale
/// temporaries judged by pid and age). These are the same calls `FileSystemClient.live` is
/// built on, so there is still one file layer; the crash and concurrency tests run on disk.
public struct ScoreStore: Sendable {
  /// Stores larger than this are treated as damaged rather than read into memory.
  public static let maximumFileSize = 8 * 1024 * 1024
  /// A temporary older than this is stale even if a process with its pid exists (pids are
  /// reused, and other containers' pids are not ours to check).
  public static let staleTemporaryAge = 120

  /// How long a change waits for another process's lock before giving up.
  public static let standardLockTimeout = 3.0

  /// The store's path as given (a symlink is resolved at each operation).
  public let path: String
  /// How many entries each board keeps (10; tests raise it to keep every entry).
  public let boardCapacity: Int
  /// Seconds to wait for the lock before reporting the store busy.
  public let lockTimeout: Double
  /// The most bytes the store reads, and so the most it ever writes (`maximumFileSize`;
  /// tests lower it).
  public let sizeLimit: Int
  /// Moves the entries of older arcades' boards to their boards now, in every store read
  /// (the store itself is not written until the next save).
  public let migration: ScoreBoardMigration
  /// Who chose `path` (`ScorePaths.locate`), so that a file left alone there is explained with
  /// the advice that fits.
  public let origin: ScorePathOrigin

  /// A store at `path` (see `ScorePaths.locate`), chosen by `origin`; nothing is touched until
  /// it is used.
  public init(
    path: String, origin: ScorePathOrigin = .flag, boardCapacity: Int = ScoreBoard.defaultCapacity,
    lockTimeout: Double = ScoreStore.standardLockTimeout, sizeLimit: Int = ScoreStore.maximumFileSize,
    migration: ScoreBoardMigration = .none
  ) {
    self.migration = migration
    self.origin = origin
    self.path = path
    self.boardCapacity = boardCapacity
    self.lockTimeout = lockTimeout
    self.sizeLimit = sizeLimit
  }

  // MARK: - Reading

  /// Reads the store without a lock and without writing anything (every save replaces the
  /// file whole, so a read always sees one complete store); a missing store is empty.
  ///
  /// A store of ours that is damaged is left where it is and reported as a warning with an
  /// empty table (the next save moves it aside); a file that is not a score store, a newer
  /// arcade's store or one too large to read is refused with an error naming it.
  /// `whileWaiting` is accepted for the client's shape; a read never waits.
  public func load(
    now: Date = Date(), whileWaiting: (Double) -> Bool = { _ in true }
  ) throws(ScoreStoreError) -> ScoreSnapshot {
    try load(reusing: nil)
  }

  /// `load`, answered from `cache` while the file is the one it read last (see `ScoreReadCache`).
  public func load(reusing cache: ScoreReadCache?) throws(ScoreStoreError) -> ScoreSnapshot {
    let files = try currentFiles()
    if let cache, let stamp = FileStamp.of(files.store), let kept = cache.snapshot(stampedAs: stamp) {
      return kept
    }
    let read = try readStamped(files)
    let snapshot: ScoreSnapshot
    switch read.outcome {
    case .missing: snapshot = ScoreSnapshot(file: ScoreFile(), warnings: [])
    case .parsed(let file, _, _): snapshot = ScoreSnapshot(file: file, warnings: [])
    case .damaged(let problem, _):
      snapshot = ScoreSnapshot(file: ScoreFile(), warnings: [.unreadable(path: files.store, problem: problem)])
    }
    if let cache, let stamp = read.stamp { cache.keep(snapshot, stampedAs: stamp) }
    return snapshot
  }

  // MARK: - Writing

  /// Adds `entry` to board `boardID` (ranked by `ordering`) and saves the store; returns
  /// the saved board and the entry's rank. Entries that do not make the board leave the
  /// file's boards unchanged (the remembered name is still saved). `whileWaiting` is as
  /// for `load`.
  public func submit(
    _ entry: ScoreEntry, to boardID: String, ordering: ScoreOrdering, now: Date = Date(),
    whileWaiting: (Double) -> Bool = { _ in true }
  ) throws(ScoreStoreError) -> ScoreSubmitResult {
    let files = try currentFiles()
    // What is not ours to write is refused before the lock file is made beside it.
    let first = try readStamped(files)
    return try locked(files, whileWaiting) { () throws(ScoreStoreError) -> ScoreSubmitResult in
      var current = try readRepairing(files, now: now, unlessUnchangedSince: first)
      let before = (current.file.boards[boardID] ?? ScoreBoard(ordering: ordering))
        .reordered(ordering)
      let rank = current.file.add(entry, to: boardID, ordering: ordering, capacity: boardCapacity)
      try replace(files, with: current.file, mode: current.mode)
      return ScoreSubmitResult(
        boardID: boardID, board: current.file.boards[boardID] ?? before, rank: rank,
        placement: before.rank(of: entry.score), warnings: current.warnings)
    }
  }

  /// Removes the boards of `game` (or all boards when nil), after copying the store to
  /// `scores.json.bak-<timestamp>`. With nothing to remove, nothing is written.
  public func reset(
    game: String?, now: Date = Date(), whileWaiting: (Double) -> Bool = { _ in true }
  ) throws(ScoreStoreError) -> ScoreReset {
    let files = try currentFiles()
    // What is not ours to write is refused before the lock file is made beside it.
    let first = try readStamped(files)
    return try locked(files, whileWaiting) { () throws(ScoreStoreError) -> ScoreReset in
      var current = try readRepairing(files, now: now, unlessUnchangedSince: first)
      let removed = current.file.removeBoards(of: game)
      guard !removed.isEmpty, let original = current.bytes else {
        return ScoreReset(removedBoards: [], backupPath: nil, warnings: current.warnings)
      }
      let backup = try copy(original, to: files.backup(at: now), mode: current.mode, files)
      try replace(files, with: current.file, mode: current.mode)
      return ScoreReset(removedBoards: removed, backupPath: backup, warnings: current.warnings)
    }
  }

  // MARK: - Steps

  /// What reading the store found.
  private enum ReadOutcome {
    case missing
    case parsed(ScoreFile, bytes: [UInt8], mode: mode_t)
    case damaged(ScoreFileError, mode: mode_t)
  }

  /// The store as read under the lock, repaired if it was damaged.
  private struct LockedState {
    var file: ScoreFile
    /// The exact bytes on disk, for backups; nil when there was no usable store.
    var bytes: [UInt8]?
    /// The mode to give the replacement: the old store's, or nil for a new store.
    var mode: mode_t?
    var warnings: [ScoreWarning]
  }

  private func currentFiles() throws(ScoreStoreError) -> ScoreStoreFiles {
    do {
      return ScoreStoreFiles(store: try SymlinkPolicy.resolve(path))
    } catch {
      throw .unsafeLink(path: path, reason: Self.linkReason(error))
    }
  }

  /// Reads and recognises the store; what must never be touched is thrown.
  private func read(_ files: ScoreStoreFiles) throws(ScoreStoreError) -> ReadOutcome {
    let result: FileSystemCalls.ReadResult
    do {
      result = try FileSystemCalls.readRegularFile(files.store, limit: sizeLimit)
    } catch {
      // A file where a folder of the path should be: no store there (a save says why).
      if error.code == ENOTDIR { return .missing }
      throw .unreadable(path: files.store, reason: error.reason)
    }
    switch result {
    case .missing: return .missing
    case .notRegular, .directory: throw .notARegularFile(path: files.store)
    case .tooLarge(let size): throw .tooLarge(path: files.store, size: size, limit: sizeLimit, origin: origin)
    case .contents(let bytes, let mode):
      switch ScoreFileRecognition.of(bytes) {
      case .store(let file): return .parsed(migration.apply(to: file), bytes: bytes, mode: mode)
      case .damagedStore(let problem): return .damaged(problem, mode: mode)
      case .newerStore(let version): throw .newerVersion(path: files.store, version: version, origin: origin)
      case .notAStore(let reason): throw .notAScoreFile(path: files.store, reason: reason, origin: origin)
      }
    }
  }

  /// What a read found, with the file's stamp when it stood still during the read.
  private struct StampedRead {
    var outcome: ReadOutcome
    var stamp: FileStamp?
  }

  /// Reads the store (`read`) and stamps what was read: the stamp before the read, when the
  /// file has the same one after it.
  private func readStamped(_ files: ScoreStoreFiles) throws(ScoreStoreError) -> StampedRead {
    let before = FileStamp.of(files.store)
    let outcome = try read(files)
    let after = FileStamp.of(files.store)
    return StampedRead(outcome: outcome, stamp: before == after ? before : nil)
  }

  /// Reads the store under the lock; a damaged store is moved aside and a fresh one begins.
  ///
  /// The read made before the lock (`earlier`) stands when the file still has its stamp: every
  /// save replaces the store by a rename (a new inode) and an edit in place changes its size or
  /// times, so the bytes are the ones read. A large store is then parsed once a save, not twice.
  private func readRepairing(
    _ files: ScoreStoreFiles, now: Date, unlessUnchangedSince earlier: StampedRead
  ) throws(ScoreStoreError) -> LockedState {
    removeStaleTemporaries(files)
    let unchanged = earlier.stamp != nil && FileStamp.of(files.store) == earlier.stamp
    switch unchanged ? earlier.outcome : try read(files) {
    case .missing:
      return LockedState(file: ScoreFile(), bytes: nil, mode: nil, warnings: [])
    case .parsed(let file, let bytes, let mode):
      return LockedState(file: file, bytes: bytes, mode: mode, warnings: [])
    case .damaged(let problem, let mode):
      // A store made read-only on purpose is not ours to move.
      guard mode & 0o222 != 0 else { throw .readOnly(path: files.store) }
      let aside = Self.unusedName(files.quarantine(at: now))
      do {
        try FileSystemCalls.rename(files.store, aside)
        try FileSystemCalls.syncDirectory(files.directory)
      } catch {
        throw .damagedAndStuck(path: files.store, problem: problem, reason: error.reason)
      }
      let warning = ScoreWarning.quarantined(path: files.store, movedTo: aside, problem: problem)
      return LockedState(file: ScoreFile(), bytes: nil, mode: mode, warnings: [warning])
    }
  }

  /// Saves the store with the one writer; on failure the old store stands.
  ///
  /// The store never grows past what it reads back (`sizeLimit`): replays are dropped,
  /// oldest first, to make room, and when the entries alone are too many the save is refused.
  private func replace(
    _ files: ScoreStoreFiles, with file: ScoreFile, mode: mode_t?
  ) throws(ScoreStoreError) {
    let bytes = try encodedWithinLimit(file, files)
    do {
      try AtomicFile.write(bytes, to: files.store, mode: mode, createDirectories: false)
    } catch {
      throw Self.storeError(error)
    }
  }

  /// `file`'s bytes, at most `sizeLimit` of them, replays dropped as needed.
  private func encodedWithinLimit(_ file: ScoreFile, _ files: ScoreStoreFiles) throws(ScoreStoreError) -> [UInt8] {
    let limit = sizeLimit
    var file = file
    while true {
      let bytes: [UInt8]
      do {
        bytes = try file.encoded()
      } catch {
        throw .writeFailed(path: files.store, reason: error.description)
      }
      guard bytes.count > limit else { return bytes }
      let replayBytes = file.replayBytes
      guard replayBytes > 0 else { throw .full(path: files.store, size: bytes.count, limit: limit) }
      // JSON escapes make a replay take more bytes in the file than in memory: drop at least
      // twice the excess each round, and everything once little is left.
      let excess = bytes.count - limit
      file.dropReplays(beyond: replayBytes > 2 * excess ? replayBytes - 2 * excess : 0)
    }
  }

  /// Writes `bytes` to a new file named after `name` (never replacing one) and returns its path.
  private func copy(
    _ bytes: [UInt8], to name: String, mode: mode_t?, _ files: ScoreStoreFiles
  ) throws(ScoreStoreError) -> String {
    let target = Self.unusedName(name)
    do {
      try FileSystemCalls.writeNewFile(target, bytes, mode: mode)
    } catch {
      throw Self.writeError(files, error)
    }
    return target
  }

  /// Removes temporaries left by killed writers. Called under the lock, so no live writer
  /// of this store is between creating and renaming its temporary.
  private func removeStaleTemporaries(_ files: ScoreStoreFiles) {
    guard let names = try? FileSystemCalls.listDirectory(files.directory) else { return }
    let ownPid = getpid()
    for name in names where name.hasPrefix(files.temporaryPrefix) {
      let pidText = name.dropFirst(files.temporaryPrefix.count).prefix { $0 != "-" }
      let path = files.sibling(name)
      let pid = Int32(pidText) ?? 0
      let dead = pid <= 0 || pid == ownPid || !FileSystemCalls.processIsAlive(pid)
      let old = (FileSystemCalls.ageInSeconds(path) ?? 0) > Self.staleTemporaryAge
      if dead || old { FileSystemCalls.remove(path) }
    }
  }

  /// Runs `body` holding the exclusive lock beside the store (`FileLock`: 0600, the user's
  /// own, never through a link), creating the directory when missing. Waits at most
  /// `lockTimeout` for another holder, calling `whileWaiting` between tries.
  private func locked<T>(
    _ files: ScoreStoreFiles, _ whileWaiting: (Double) -> Bool,
    _ body: () throws(ScoreStoreError) -> T
  ) throws(ScoreStoreError) -> T {
    do {
      try FileSystemCalls.makeDirectories(files.directory)
    } catch {
      throw .cannotCreateDirectory(path: files.directory, reason: error.reason)
    }
    let held: FileLock.Held
    do {
      held = try FileLock.acquire(at: files.lock, timeout: lockTimeout, whileWaiting: whileWaiting)
    } catch {
      throw Self.lockError(error, files)
    }
    defer { held.release() }
    return try body()
  }

  /// The store error for a lock not taken.
  private static func lockError(_ error: FileLockError, _ files: ScoreStoreFiles) -> ScoreStoreError {
    switch error {
    case .busy(let lock, let waited): .busy(path: files.store, lock: lock, waited: waited)
    case .symbolicLink(let lock): .lockFailed(path: lock, reason: "it is a symbolic link; remove it")
    case .notARegularFile(let lock): .lockFailed(path: lock, reason: "it is not a regular file; remove it")
    case .anotherUsers(let lock, let uid):
      .lockFailed(
        path: lock,
        reason: "it belongs to another user (uid \(uid)), who could hold it to stop every save;"
          + " remove it, or keep the scores in a folder of your own with --scores FILE")
    case .denied(_, let reason): .directoryNotWritable(path: files.directory, reason: reason)
    case .failed(let lock, let reason): .lockFailed(path: lock, reason: reason)
    }
  }

  // MARK: - Helpers

  /// `name`, or `name-2`, `name-3`… so a second quarantine or backup in the same second
  /// never replaces the first.
  private static func unusedName(_ name: String) -> String {
    var candidate = name
    var counter = 2
    while FileSystemCalls.exists(candidate) {
      candidate = "\(name)-\(counter)"
      counter += 1
    }
    return candidate
  }

  /// The store error for a failed save.
  private static func storeError(_ error: FileWriteError) -> ScoreStoreError {
    switch error {
    case .cannotCreateDirectory(let path, let reason): .cannotCreateDirectory(path: path, reason: reason)
    case .directoryNotWritable(let path, let reason): .directoryNotWritable(path: path, reason: reason)
    case .writeFailed(let path, let reason): .writeFailed(path: path, reason: reason)
    case .notDurable(let path, let reason): .notDurable(path: path, reason: reason)
    case .notARegularFile(let path): .notARegularFile(path: path)
    case .readOnly(let path): .readOnly(path: path)
    case .unsafeLink(let path, let reason): .unsafeLink(path: path, reason: reason)
    }
  }

  /// The reason part of a refused link.
  private static func linkReason(_ error: FileWriteError) -> String {
    if case .unsafeLink(_, let reason) = error { return reason }
    return error.description
  }

  private static func writeError(
    _ files: ScoreStoreFiles, _ failure: FileSystemCalls.Failure
  ) -> ScoreStoreError {
    failure.isPermission
      ? .directoryNotWritable(path: files.directory, reason: failure.reason)
      : .writeFailed(path: files.store, reason: failure.reason)
  }
}
