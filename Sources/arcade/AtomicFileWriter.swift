#if canImport(Glibc)
import Glibc
#endif

/// Writes files so a crash leaves either the old or the new content, never a mix.
enum AtomicFileWriter {
  /// An error writing a file, with the path and the system's reason.
  struct Failure: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes `text` to a temporary file beside `path`, syncs it, renames it over `path` and
  /// syncs the directory; creates missing parent directories (0755).
  static func write(_ text: String, to path: String) throws {
    let directory = parent(of: path)
    try makeDirectories(directory)
    let temporary = "\(path).tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw Failure(path: path, reason: systemReason()) }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        Glibc.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        let reason = systemReason()
        close(fd)
        unlink(temporary)
        throw Failure(path: path, reason: reason)
      }
      offset += written
    }
    guard fsync(fd) == 0, close(fd) == 0 else {
      let reason = systemReason()
      unlink(temporary)
      throw Failure(path: path, reason: reason)
    }
    guard rename(temporary, path) == 0 else {
      let reason = systemReason()
      unlink(temporary)
      throw Failure(path: path, reason: reason)
    }
    let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryFD >= 0 {
      fsync(directoryFD)
      close(directoryFD)
    }
  }

  /// Reads a regular file of at most 64 KiB as UTF-8, or nil (missing, not regular, too big).
  static func readSmallFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= 65_536 else { return nil }
    var buffer = [UInt8](repeating: 0, count: Int(info.st_size))
    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    guard count >= 0 else { return nil }
    return String(decoding: buffer.prefix(count), as: UTF8.self)
  }

  private static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private static func makeDirectories(_ path: String) throws {
    var info = stat()
    if stat(path, &info) == 0 { return }
    let above = parent(of: path)
    if above != path { try makeDirectories(above) }
    if mkdir(path, 0o755) != 0 && errno != EEXIST { throw Failure(path: path, reason: systemReason()) }
  }

  private static func systemReason() -> String { String(cString: strerror(errno)) }
}
