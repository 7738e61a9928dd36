import Glibc

// MARK: - RenameExchange

/// Linux's `renameat2(…, RENAME_EXCHANGE)`: two names trade their files in one step, so that at
/// no moment is either name missing or naming a third file. `FileLock` replaces a lock file
/// with it and can then look at what it took out before deciding to keep it out.
///
/// Swift's Glibc module is built without `_GNU_SOURCE` and does not declare `renameat2`; libc
/// (2.28 and later) has it, and it is looked up there once.
public enum RenameExchange {
  /// `renameat2`'s C type.
  private typealias Call =
    @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

  /// `RENAME_EXCHANGE` from `<stdio.h>`.
  private static let exchangeFlag: UInt32 = 1 << 1

  /// libc's `renameat2`, or nil on a libc without it.
  nonisolated(unsafe) private static let call: Call? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: Call.self) }

  /// Trades the files named `first` and `second` (both must exist). Fails with `ENOSYS` where
  /// libc or the kernel lacks the call and `EINVAL` where the file system cannot exchange.
  public static func exchange(_ first: String, _ second: String) throws(FileSystemCalls.Failure) {
    guard let call else { throw FileSystemCalls.Failure("renameat2", ENOSYS) }
    if call(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) != 0 { throw FileSystemCalls.Failure("renameat2") }
  }
}
