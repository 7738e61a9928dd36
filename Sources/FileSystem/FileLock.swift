import Glibc

// MARK: - FileLock

/// An exclusive `flock` on a small lock file beside the file it guards, held while a
/// read-change-write runs, so two processes editing one file never lose each other's change.
/// The score store and the settings file both lock through it.
///
/// The lock file is opened with `O_CREAT|O_NOFOLLOW` and mode 0600: it is private to the user
/// (another user cannot open it, so cannot hold it), and a symbolic link planted at its name is
/// refused rather than followed. One that belongs to another user is refused; one of the
/// user's that others could open (an older arcade made it 0644, and `flock` works on a
/// read-only descriptor) is narrowed to 0600. A lock is a separate file because the guarded
/// file is replaced by a rename (`AtomicFile`), which would leave a lock on the old file's
/// inode behind.
public enum FileLock {
  /// A lock being held; `release()` (closing its descriptor) lets it go.
  public struct Held: Sendable {
    fileprivate let descriptor: Int32

    /// Releases the lock.
    public func release() { FileSystemCalls.close(descriptor) }
  }

  /// Takes the exclusive lock on `lockPath` (created when missing; its directory must exist).
  /// Waits at most `timeout` seconds for another holder, calling `whileWaiting` with the seconds
  /// waited between tries; it returns false to give up at once (a signal arrived).
  public static func acquire(
    at lockPath: String, timeout: Double, whileWaiting: (Double) -> Bool = { _ in true }
  ) throws(FileLockError) -> Held {
    let held = Held(descriptor: try open(lockPath))
    var info = stat()
    guard fstat(held.descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      held.release()
      throw .notARegularFile(lock: lockPath)
    }
    guard info.st_uid == geteuid() else {
      held.release()
      throw .anotherUsers(lock: lockPath, uid: info.st_uid)
    }
    if info.st_mode & 0o077 != 0 { _ = fchmod(held.descriptor, 0o600) }
    let started = monotonicSeconds()
    while true {
      let taken: Bool
      do {
        taken = try FileSystemCalls.tryLockExclusively(held.descriptor)
      } catch {
        held.release()
        throw .failed(lock: lockPath, reason: error.reason)
      }
      if taken { return held }
      let waited = monotonicSeconds() - started
      guard waited < timeout, whileWaiting(waited) else {
        held.release()
        throw .busy(lock: lockPath, waited: waited)
      }
      // flock has no timeout, so the wait polls: often at first, since a holder that saves in
      // a loop frees the lock only for a moment between saves.
      pause(seconds: min(waited < 0.1 ? 0.001 : 0.005, max(0, timeout - waited)))
    }
  }

  /// Runs `body` holding the exclusive lock on `lockPath` (see `acquire`).
  public static func withExclusiveLock(
    at lockPath: String, timeout: Double, _ body: () -> Void
  ) throws(FileLockError) {
    let held = try acquire(at: lockPath, timeout: timeout)
    defer { held.release() }
    body()
  }

  /// The lock file's descriptor: read-write, or read-only for an existing lock file the user
  /// may not write (it still serves to lock).
  private static func open(_ lockPath: String) throws(FileLockError) -> Int32 {
    do {
      return try FileSystemCalls.open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o600)
    } catch let first {
      if first.isLinkLoop { throw .symbolicLink(lock: lockPath) }
      guard first.isPermission else { throw .failed(lock: lockPath, reason: first.reason) }
      guard let readOnly = try? FileSystemCalls.open(lockPath, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY) else {
        throw .denied(lock: lockPath, reason: first.reason)
      }
      return readOnly
    }
  }

  /// Seconds on a clock that never jumps, for the wait's deadline.
  private static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// Sleeps (a signal ends the sleep early, so the caller checks again at once).
  private static func pause(seconds: Double) {
    var duration = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
    _ = nanosleep(&duration, nil)
  }
}
