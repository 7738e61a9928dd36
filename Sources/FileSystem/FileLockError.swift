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
  /// Opening or locking failed (permissions, a missing directory…).
  case failed(lock: String, reason: String)

  /// The lock file the error is about.
  public var lock: String {
    switch self {
    case .busy(let lock, _), .symbolicLink(let lock), .notARegularFile(let lock), .failed(let lock, _): lock
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
    case .failed(let lock, let reason):
      "cannot lock \(lock): \(reason)"
    }
  }
}
