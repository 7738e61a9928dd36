#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C `read`, named apart so it is not shadowed by `LevelFileReader.read(path:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

// MARK: - LevelFileReader

/// The only code in Levels that touches the file system: reads level files and lists folders.
///
/// Files are opened non-blocking and checked with `fstat` before any read, so a FIFO,
/// device or directory is refused instead of hanging, and a huge file is refused before
/// a byte of it is read.
public enum LevelFileReader {
  /// Reads a regular file of at most `LevelLimits.maxFileBytes` bytes.
  public static func read(path: String) throws(LevelError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { throw fileError(path, errno: errno) }
    defer { close(descriptor) }

    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw fileError(path, errno: errno) }
    let kind = info.st_mode & S_IFMT
    if kind == S_IFDIR {
      throw LevelError(
        path: path, line: 0, column: 0, message: "is a directory; expected a .level file")
    }
    guard kind == S_IFREG else {
      throw LevelError(
        path: path, line: 0, column: 0,
        message: "not a regular file (a FIFO, device or socket); level files must be regular files")
    }
    let limit = LevelLimits.maxFileBytes
    guard info.st_size <= limit else {
      throw LevelError(
        path: path, line: 0, column: 0,
        message: "file is \(info.st_size) bytes; the limit is \(limit) bytes (64 KiB)")
    }

    // Read at most one byte past the limit, so a file that grew after fstat is still refused.
    var bytes = [UInt8](repeating: 0, count: limit + 1)
    var total = 0
    while total < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw fileError(path, errno: errno)
      }
      if count == 0 { break }
      total += count
    }
    guard total <= limit else {
      throw LevelError(
        path: path, line: 0, column: 0,
        message: "file is larger than \(limit) bytes (64 KiB); it grew while being read")
    }
    bytes.removeSubrange(total...)
    return bytes
  }

  // MARK: - Directories

  /// What a path names, without following it further than `stat` does.
  public enum PathKind: Sendable, Equatable {
    /// Nothing there (or not reachable).
    case missing
    /// A directory.
    case directory
    /// A regular file.
    case file
    /// A FIFO, device, socket or anything else.
    case other
  }

  /// What kind of thing a path names.
  public static func kind(of path: String) -> PathKind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return .other
    }
  }

  /// The names in a directory (not `.` or `..`, not hidden ones): its `.level` files up to
  /// `LevelLimits.maxFilesPerDirectory`, its other entries, and what was skipped.
  ///
  /// At most `LevelLimits.maxEntriesPerDirectory` entries are read, whatever they are.
  public static func listing(ofDirectory path: String) throws(LevelError) -> LevelDirectoryListing {
    guard let directory = opendir(path) else { throw fileError(path, errno: errno) }
    defer { closedir(directory) }
    var names: [String] = []
    var seen = 0
    var stoppedEarly = false
    while let entry = readdir(directory) {
      if seen >= LevelLimits.maxEntriesPerDirectory {
        stoppedEarly = true
        break
      }
      seen += 1
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(
          to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)
        ) {
          String(cString: $0)
        }
      }
      if name.hasPrefix(".") { continue }
      names.append(name)
    }
    return LevelDirectoryListing(names: names, stoppedEarly: stoppedEarly)
  }

  // MARK: - Errors

  static func fileError(_ path: String, errno code: Int32) -> LevelError {
    let message: String
    switch code {
    case ENOENT: message = "no such file or directory"
    case EACCES, EPERM: message = "permission denied; cannot read this file"
    case ENOTDIR: message = "a part of the path is not a directory"
    case ELOOP: message = "too many symbolic links"
    case EISDIR: message = "is a directory; expected a .level file"
    default: message = "cannot read: \(String(cString: strerror(code)))"
    }
    return LevelError(path: path, line: 0, column: 0, message: message)
  }
}
