import FileSystem

// MARK: - LevelFileReader

/// How Levels reads level files and lists folders: through a `FileSystemClient`, with the
/// limits of `LevelLimits` and the messages of `LevelError`, and no system calls of its own.
///
/// The live client opens files non-blocking and checks them with `fstat` before any read, so
/// a FIFO, device or directory is refused instead of hanging, and a huge file is refused
/// before a byte of it is read.
public enum LevelFileReader {
  /// Reads a regular file of at most `LevelLimits.maxFileBytes` bytes.
  public static func read(path: String, fileSystem: FileSystemClient) throws(LevelError) -> [UInt8] {
    do {
      return try fileSystem.readFile(path, LevelLimits.maxFileBytes)
    } catch {
      throw readError(path, error)
    }
  }

  // MARK: - Directories

  /// The names in a directory (not `.` or `..`, not hidden ones): its `.level` files up to
  /// `LevelLimits.maxFilesPerDirectory`, its other entries, and what was skipped.
  ///
  /// At most `LevelLimits.maxEntriesPerDirectory` entries are read, whatever they are.
  public static func listing(
    ofDirectory path: String, fileSystem: FileSystemClient
  ) throws(LevelError) -> LevelDirectoryListing {
    let entries: DirectoryEntries
    do {
      entries = try fileSystem.listDirectory(path, LevelLimits.maxEntriesPerDirectory)
    } catch {
      throw readError(path, error)
    }
    return LevelDirectoryListing(names: entries.names, stoppedEarly: entries.stoppedEarly)
  }

  // MARK: - Errors

  /// The located error for a file or folder that could not be read.
  static func readError(_ path: String, _ error: FileReadError) -> LevelError {
    let limit = LevelLimits.maxFileBytes
    let message: String
    switch error {
    case .missing: message = "no such file or directory"
    case .isDirectory: message = "is a directory; expected a .level file"
    case .notRegularFile:
      message = "not a regular file (a FIFO, device or socket); level files must be regular files"
    case .tooLarge(let size): message = "file is \(size) bytes; the limit is \(limit) bytes (64 KiB)"
    case .failed(let failure):
      if failure.isPermission {
        message = "permission denied; cannot read this file"
      } else if failure.isNotADirectory {
        message = "a part of the path is not a directory"
      } else if failure.isLinkLoop {
        message = "too many symbolic links"
      } else {
        message = "cannot read: \(failure.explanation)"
      }
    }
    return LevelError(path: path, line: 0, column: 0, message: message)
  }
}
