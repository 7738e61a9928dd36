import Glibc

// MARK: - FileLockError

/// Why an exclusive lock (`FileLock`) was not taken; each case names the lock file and the fix.
/// Nothing was changed when one of these is thrown.
public enum FileLockError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Another process held the lock for longer than the wait allowed.
  case busy(lock: String, waited: Double)
  /// A symbolic link stands where the lock file goes: it is never followed.
  case symbolicLink(lock: String)
  /// A directory, FIFO or device stands where the lock file goes.
  case notARegularFile(lock: String)
  /// The lock file belongs to another user, who could hold it to stop every save.
  case anotherUsers(lock: String, uid: uid_t)
  /// The lock file cannot be created or opened: its folder or the file is not the user's to write.
  case denied(lock: String, reason: String)
  /// Opening or locking failed (a missing directory…).
  case failed(lock: String, reason: String)

  /// The lock file the error is about.
  public var lock: String {
    switch self {
    case .busy(let lock, _), .symbolicLink(let lock), .notARegularFile(let lock), .anotherUsers(let lock, _),
      .denied(let lock, _), .failed(let lock, _):
      lock
    }
  }

  /// A sentence for a person, naming the lock file and the fix.
  public var description: String {
    switch self {
    case .busy(let lock, let waited):
      "another arcade held the lock \(lock) for \(Int(waited * 1000)) ms; try again in a moment"
    case .symbolicLink(let lock):
      "the lock \(lock) is a symbolic link, which is never followed; remove it"
    case .notARegularFile(let lock):
      "the lock \(lock) is not a regular file; remove it"
    case .anotherUsers(let lock, let uid):
      "the lock \(lock) belongs to another user (uid \(uid)), who could hold it to stop every save; remove it"
    case .denied(let lock, let reason), .failed(let lock, let reason):
      "cannot lock \(lock): \(reason)"
    }
  }
}
