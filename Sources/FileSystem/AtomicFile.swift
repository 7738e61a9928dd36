import Glibc

// MARK: - AtomicFile

/// The one writer of every file the arcade saves: settings, levels, scores.
///
/// A save resolves the path (`SymlinkPolicy`), writes a temporary with a random name beside
/// the file (`O_CREAT|O_EXCL|O_NOFOLLOW`, so a planted name or link fails instead of being
/// written through), syncs it, renames it over the file and syncs the directory. A crash at
/// any moment leaves the old file or the new one, never a mix; the file keeps its mode.
public enum AtomicFile {
  /// Replaces the file at `path` with `bytes` and returns the path written (a link's target).
  ///
  /// `mode` sets the new file's permissions exactly; nil keeps the old file's (or 0644 less the
  /// umask for a new one). Missing parent directories are created (0755) when asked.
  @discardableResult
  public static func write(
    _ bytes: [UInt8], to path: String, mode: mode_t? = nil, createDirectories: Bool = true
  ) throws(FileWriteError) -> String {
    let target = try SymlinkPolicy.resolve(path)
    let existingMode = try replaceableMode(of: target)
    let directory = FilePaths.directory(of: target)
    if createDirectories {
      do {
        try FileSystemCalls.makeDirectories(directory)
      } catch {
        throw .cannotCreateDirectory(path: directory, reason: error.reason)
      }
    }
    let temporary = temporaryName(for: target)
    do {
      try FileSystemCalls.writeNewFile(temporary, bytes, mode: mode ?? existingMode)
    } catch {
      throw error.isPermission
        ? .directoryNotWritable(path: directory, reason: error.reason)
        : .writeFailed(path: target, reason: error.reason)
    }
    do {
      try FileSystemCalls.rename(temporary, target)
    } catch {
      FileSystemCalls.remove(temporary)
      throw .writeFailed(path: target, reason: error.reason)
    }
    do {
      try FileSystemCalls.syncDirectory(directory)
    } catch {
      throw .notDurable(path: target, reason: error.reason)
    }
    return target
  }

  /// Replaces the file at `path` with the UTF-8 bytes of `text`.
  @discardableResult
  public static func write(_ text: String, to path: String) throws(FileWriteError) -> String {
    try write(Array(text.utf8), to: path)
  }

  /// The prefix of the temporaries written for files named `fileName`; the writer's pid
  /// follows it, so a cleaner can tell a live writer's temporary from a dead one's.
  public static func temporaryPrefix(forFileNamed fileName: String) -> String {
    "\(fileName).tmp-"
  }

  /// A fresh temporary beside `path`: `<name>.tmp-<pid>-<random>`.
  static func temporaryName(for path: String) -> String {
    let random = String(UInt64.random(in: .min ... .max), radix: 16)
    let name = "\(temporaryPrefix(forFileNamed: FilePaths.fileName(of: path)))\(getpid())-\(random)"
    return FilePaths.join(FilePaths.directory(of: path), name)
  }

  /// The permissions of the file a save would replace (nil when there is none), or why it
  /// must not be replaced: it is not a regular file, or nobody may write it.
  private static func replaceableMode(of path: String) throws(FileWriteError) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: path) }
    // The write bits, not access(2): root may write anything, but a file its owner made
    // read-only is a choice a save must respect.
    guard info.st_mode & 0o222 != 0 else { throw .readOnly(path: path) }
    return info.st_mode & 0o7777
  }
}
