import Glibc

// MARK: - FileLock

/// An exclusive `flock` on a small lock file beside the file it guards, held while a
/// read-change-write runs, so two processes editing one file never lose each other's change.
///
/// The lock file is opened with `O_CREAT|O_NOFOLLOW` and mode 0600: it is private to the user
/// (another user cannot open it, so cannot hold it), and a symbolic link planted at its name is
/// refused rather than followed. A lock is a separate file because the guarded file is replaced
/// by a rename (`AtomicFile`), which would leave a lock on the old file's inode behind.
public enum FileLock {
  /// Runs `body` holding the exclusive lock on `lockPath` (created when missing; its directory
  /// must exist). Waits at most `timeout` seconds for another holder.
  public static func withExclusiveLock(
    at lockPath: String, timeout: Double, _ body: () -> Void
  ) throws(FileLockError) {
    let fd: Int32
    do {
      fd = try FileSystemCalls.open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o600)
    } catch {
      throw error.isLinkLoop ? .symbolicLink(lock: lockPath) : .failed(lock: lockPath, reason: error.reason)
    }
    defer { FileSystemCalls.close(fd) }  // closing the descriptor releases the flock
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(lock: lockPath) }
    let started = monotonicSeconds()
    while true {
      let taken: Bool
      do {
        taken = try FileSystemCalls.tryLockExclusively(fd)
      } catch {
        throw .failed(lock: lockPath, reason: error.reason)
      }
      if taken { break }
      let waited = monotonicSeconds() - started
      guard waited < timeout else { throw .busy(lock: lockPath, waited: waited) }
      // flock has no timeout, so the wait polls; a holder keeps it only for one small save.
      var pause = timespec(tv_sec: 0, tv_nsec: 2_000_000)
      _ = nanosleep(&pause, nil)
    }
    body()
  }

  /// Seconds on a clock that never jumps, for the wait's deadline.
  private static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}
