import Glibc

// MARK: - FileLock

/// An exclusive `flock` on a small lock file beside the file it guards, held while a
/// read-change-write runs, so two processes editing one file never lose each other's change.
/// The score store and the settings file both lock through it.
///
/// Nobody else may be able to hold the lock, or they could stop every save: `flock` works on a
/// read-only descriptor, so a lock file that anyone else could ever open would do. The lock
/// file is therefore made private from its first moment (mode 0600, written in full under a
/// temporary name and only then linked to its name) and carries `marker`. A lock file that
/// lacks any of that (another user's, one left 0644 by an older arcade, one an older arcade
/// narrowed to 0600 after a neighbour had opened it: there is no telling) is replaced by a
/// fresh one whose lock is already held, in one exchange of names (`RenameExchange`), and the
/// old file is removed; whoever still holds it holds nothing. What the exchange took out may be
/// a fresh lock another arcade put there a moment earlier, which that arcade may hold: the lock
/// on it is waited for before going on, so its holder has left (nothing is ever put back: two
/// arcades putting back at once would leave the name on a file nobody waits for). After the
/// lock is taken, the name must still lead to the file locked (a replacement may have come
/// between the open and the lock), or the lock is taken again.
///
/// A symbolic link at the lock's name is refused, never followed. A lock is a separate file
/// because the guarded file is replaced by a rename (`AtomicFile`), which would leave a lock
/// on the old file's inode behind. Where the file system cannot exchange names, a lock file
/// of the user's is narrowed to 0600 and used, and another user's is refused.
public enum FileLock {
  /// A lock being held; `release()` (closing its descriptor) lets it go.
  public struct Held: Sendable {
    fileprivate let descriptor: Int32

    /// Releases the lock.
    public func release() { FileSystemCalls.close(descriptor) }
  }

  /// What a lock file made by this arcade holds: a file without it was made by an older one,
  /// or by someone else, and may be open elsewhere.
  public static let marker = Array(
    "arcade lock: private since it was made; held while the file beside it is saved\n".utf8)

  /// Takes the exclusive lock on `lockPath` (created when missing; its directory must exist).
  /// Waits at most `timeout` seconds for another holder, calling `whileWaiting` with the seconds
  /// waited between tries; it returns false to give up at once (a signal arrived).
  public static func acquire(
    at lockPath: String, timeout: Double, whileWaiting: (Double) -> Bool = { _ in true }
  ) throws(FileLockError) -> Held {
    let started = monotonicSeconds()
    while true {
      guard let held = try openPrivateLock(lockPath) else { continue }
      if let displaced = held.displaced {
        // A fresh lock of another arcade's, taken out by the exchange: its holder goes first.
        do {
          try wait(for: displaced, lockPath, started: started, timeout: timeout, whileWaiting)
        } catch {
          FileSystemCalls.close(held.descriptor)
          throw error
        }
        FileSystemCalls.close(displaced)
      }
      if !held.locked {
        try wait(for: held.descriptor, lockPath, started: started, timeout: timeout, whileWaiting)
      }
      // Replaced between the open and the lock: the lock is on a file nobody else will lock.
      guard namesFile(lockPath, held.descriptor) else {
        FileSystemCalls.close(held.descriptor)
        continue
      }
      return Held(descriptor: held.descriptor)
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

  // MARK: - Steps

  /// A descriptor of the private lock file at `lockPath`, whether its lock is held already (a
  /// lock file this call made), and the descriptor of another arcade's fresh lock file the
  /// exchange took out, whose lock is to be waited for; nil when the name changed meanwhile and
  /// the caller should look again.
  private static func openPrivateLock(_ lockPath: String) throws(FileLockError) -> (
    descriptor: Int32, locked: Bool, displaced: Int32?
  )? {
    let descriptor: Int32
    do {
      descriptor = try FileSystemCalls.open(lockPath, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
    } catch {
      if error.isLinkLoop { throw .symbolicLink(lock: lockPath) }
      if error.isMissing { return try createFresh(lockPath).map { ($0, true, nil) } }
      // Unreadable: another user's private file (or a mode 000 one): not the user's alone.
      guard error.isPermission else { throw .failed(lock: lockPath, reason: error.reason) }
      do {
        return try exchangeIn(lockPath).map { ($0.descriptor, true, $0.displaced) }
      } catch {
        throw error.lockError(lockPath, reason: "it is not the user's to open")
      }
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      FileSystemCalls.close(descriptor)
      throw .notARegularFile(lock: lockPath)
    }
    if isPrivate(descriptor, info) { return (descriptor, false, nil) }
    do {
      let fresh = try exchangeIn(lockPath)
      FileSystemCalls.close(descriptor)
      return fresh.map { ($0.descriptor, true, $0.displaced) }
    } catch .unsupported where info.st_uid == geteuid() {
      // No exchange here: the old way, a file of the user's narrowed to 0600.
      _ = fchmod(descriptor, 0o600)
      return (descriptor, false, nil)
    } catch {
      FileSystemCalls.close(descriptor)
      if info.st_uid != geteuid() { throw .anotherUsers(lock: lockPath, uid: info.st_uid) }
      throw error.lockError(lockPath, reason: "it could not be replaced")
    }
  }

  /// Whether the open lock file is the user's alone: theirs, 0600 or narrower, and made by
  /// this arcade (it starts with `marker`).
  private static func isPrivate(_ descriptor: Int32, _ info: stat) -> Bool {
    guard info.st_uid == geteuid(), info.st_mode & 0o077 == 0 else { return false }
    var start = [UInt8](repeating: 0, count: marker.count)
    let count = start.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    return count == marker.count && start == marker
  }

  /// Makes the lock file where there is none: written privately under a temporary name, locked,
  /// then linked to `lockPath`. nil when another arcade made one first.
  private static func createFresh(_ lockPath: String) throws(FileLockError) -> Int32? {
    let (temporary, descriptor) = try makeLockedFile(beside: lockPath)
    defer { FileSystemCalls.remove(temporary) }
    if link(temporary, lockPath) == 0 { return descriptor }
    let failure = FileSystemCalls.Failure("link")
    FileSystemCalls.close(descriptor)
    if failure.code == EEXIST { return nil }
    throw failure.isPermission
      ? .denied(lock: lockPath, reason: failure.reason) : .failed(lock: lockPath, reason: failure.reason)
  }

  /// Why a lock file could not be replaced.
  private enum ReplaceFailure: Error {
    /// The file system cannot exchange two names.
    case unsupported
    /// The folder does not let the user replace the file (a sticky folder, a read-only one).
    case refused(FileSystemCalls.Failure)
    /// Anything else.
    case failed(FileLockError)

    /// The lock error to report; `reason` says why the old file had to go.
    func lockError(_ lockPath: String, reason: String) -> FileLockError {
      switch self {
      case .failed(let error): error
      case .unsupported:
        .failed(lock: lockPath, reason: "\(reason), and this file system cannot exchange two names; remove it")
      case .refused(let failure): .denied(lock: lockPath, reason: "\(reason): \(failure.reason); remove it")
      }
    }
  }

  /// Puts a fresh lock file, its lock held, where the lock file that is not the user's alone
  /// was, and removes what was there; nil when nothing was there any more (the caller looks
  /// again). When what the exchange took out is another arcade's fresh lock file (it replaced
  /// the old one first), its descriptor comes back too, for its lock to be waited for.
  private static func exchangeIn(_ lockPath: String) throws(ReplaceFailure) -> (
    descriptor: Int32, displaced: Int32?
  )? {
    let temporary: String
    let descriptor: Int32
    do {
      (temporary, descriptor) = try makeLockedFile(beside: lockPath)
    } catch {
      throw .failed(error)
    }
    defer { FileSystemCalls.remove(temporary) }
    do {
      try RenameExchange.exchange(temporary, lockPath)
    } catch {
      FileSystemCalls.close(descriptor)
      if error.isMissing { return nil }  // gone meanwhile: look again
      if error.code == EINVAL || error.code == ENOSYS || error.code == EXDEV { throw .unsupported }
      if error.isPermission { throw .refused(error) }
      throw .failed(.failed(lock: lockPath, reason: error.reason))
    }
    // `temporary` now names what was at `lockPath`: the file judged, or a fresh lock another
    // arcade put there since, which it may hold (it is removed with the name all the same).
    return (descriptor, openIfPrivate(temporary))
  }

  /// A descriptor of the file at `path` when it is a private lock file of this arcade (see
  /// `isPrivate`); nil otherwise.
  private static func openIfPrivate(_ path: String) -> Int32? {
    guard let descriptor = try? FileSystemCalls.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY) else {
      return nil
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, isPrivate(descriptor, info) else {
      FileSystemCalls.close(descriptor)
      return nil
    }
    return descriptor
  }

  /// A new lock file beside `lockPath` under a temporary name of this process: 0600 from its
  /// first moment, holding `marker`, its lock held.
  private static func makeLockedFile(beside lockPath: String) throws(FileLockError) -> (String, Int32) {
    let temporary = lockPath + ".new-\(getpid())-\(String(UInt64.random(in: .min ... .max), radix: 16))"
    let descriptor: Int32
    do {
      descriptor = try FileSystemCalls.open(temporary, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_NOCTTY, 0o600)
    } catch {
      throw error.isPermission
        ? .denied(lock: lockPath, reason: error.reason) : .failed(lock: lockPath, reason: error.reason)
    }
    do throws(FileSystemCalls.Failure) {
      // The umask only narrows, but a mode is set exactly all the same.
      if fchmod(descriptor, 0o600) != 0 { throw FileSystemCalls.Failure("fchmod") }
      try FileSystemCalls.writeAll(descriptor, marker)
      guard try FileSystemCalls.tryLockExclusively(descriptor) else {
        throw FileSystemCalls.Failure("flock", EWOULDBLOCK)
      }
    } catch {
      FileSystemCalls.close(descriptor)
      FileSystemCalls.remove(temporary)
      throw .failed(lock: lockPath, reason: error.reason)
    }
    return (temporary, descriptor)
  }

  /// Waits for the lock on `descriptor`, polling, until `timeout` seconds after `started`.
  private static func wait(
    for descriptor: Int32, _ lockPath: String, started: Double, timeout: Double, _ whileWaiting: (Double) -> Bool
  ) throws(FileLockError) {
    while true {
      let taken: Bool
      do {
        taken = try FileSystemCalls.tryLockExclusively(descriptor)
      } catch {
        FileSystemCalls.close(descriptor)
        throw .failed(lock: lockPath, reason: error.reason)
      }
      if taken { return }
      let waited = monotonicSeconds() - started
      guard waited < timeout, whileWaiting(waited) else {
        FileSystemCalls.close(descriptor)
        throw .busy(lock: lockPath, waited: waited)
      }
      // flock has no timeout, so the wait polls: often at first, since a holder that saves in
      // a loop frees the lock only for a moment between saves.
      pause(seconds: min(waited < 0.1 ? 0.001 : 0.005, max(0, timeout - waited)))
    }
  }

  /// Whether `lockPath` still names the file open as `descriptor`.
  private static func namesFile(_ lockPath: String, _ descriptor: Int32) -> Bool {
    var named = stat()
    var held = stat()
    return lstat(lockPath, &named) == 0 && fstat(descriptor, &held) == 0
      && named.st_dev == held.st_dev && named.st_ino == held.st_ino
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
