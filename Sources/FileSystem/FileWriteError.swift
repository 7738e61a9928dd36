// MARK: - FileWriteError

/// Why a file could not be saved; each case names the path and what a person can do.
/// Whatever was on disk before is unchanged when one of these is thrown.
public enum FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A missing parent directory could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// The directory exists but files cannot be created in it (read-only, permissions).
  case directoryNotWritable(path: String, reason: String)
  /// Writing, syncing or renaming the new file failed.
  case writeFailed(path: String, reason: String)
  /// The new file is in place but its directory could not be flushed.
  case notDurable(path: String, reason: String)
  /// The path names a directory, a FIFO, a device: not a file to replace.
  case notARegularFile(path: String)
  /// The file exists with no write permission: someone made it read-only on purpose.
  case readOnly(path: String)
  /// The path is a symbolic link that is not the user's to follow (see `SymlinkPolicy`).
  case unsafeLink(path: String, reason: String)

  /// The path the error is about.
  public var path: String {
    switch self {
    case .cannotCreateDirectory(let path, _), .directoryNotWritable(let path, _),
      .writeFailed(let path, _), .notDurable(let path, _), .notARegularFile(let path),
      .readOnly(let path), .unsafeLink(let path, _):
      path
    }
  }

  /// A sentence for a person, naming the file and the fix.
  public var description: String {
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      "cannot create the directory \(path): \(reason); create it or choose another place"
    case .directoryNotWritable(let path, let reason):
      "cannot write in \(path): \(reason); make it writable or choose another place"
    case .writeFailed(let path, let reason):
      "cannot save \(path): \(reason); the previous file is unchanged"
    case .notDurable(let path, let reason):
      "saved \(path) but could not flush its directory (\(reason));"
        + " it may be lost if the machine crashes now"
    case .notARegularFile(let path):
      "\(path) is not a regular file (a directory?); remove it or choose another path"
    case .readOnly(let path):
      "\(path) is read-only; make it writable (chmod u+w) to save over it"
    case .unsafeLink(let path, let reason):
      "refusing to save through the symbolic link \(path): \(reason)"
    }
  }
}
