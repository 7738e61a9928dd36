import FileSystem
import Glibc
import Testing

// MARK: - File helpers

/// Small file operations for test set-up and inspection.
public enum TestFiles {
  public static func write(_ text: String, to path: String, mode: mode_t = 0o644) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode)
    try #require(fd >= 0, "cannot create \(path): errno \(errno)")
    defer { close(fd) }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    try #require(written == bytes.count)
    _ = fchmod(fd, mode)
  }

  /// The bytes of a regular file (at most 64 MiB), read by the arcade's own reader.
  public static func read(_ path: String) throws -> [UInt8] {
    try FileSystemClient.live.readFile(path, 64 << 20)
  }

  public static func readText(_ path: String) throws -> String {
    String(decoding: try read(path), as: UTF8.self)
  }

  public static func mode(_ path: String) -> mode_t? {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
  }

  /// Creates a symbolic link at `link` whose text is `target`.
  public static func symlink(_ link: String, to target: String) throws {
    try #require(Glibc.symlink(target, link) == 0, "cannot link \(link): errno \(errno)")
  }

  /// Whether `path` is a symbolic link (not followed).
  public static func isSymlink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// Creates a directory (0755).
  public static func makeDirectory(_ path: String) throws {
    try #require(mkdir(path, 0o755) == 0, "cannot create \(path): errno \(errno)")
  }

  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// The process umask, read without changing it (changing it would race other tests).
  public static func umask() throws -> mode_t {
    let status = try readText("/proc/self/status")
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
    let digits = line.dropFirst("Umask:".count).trimmingCharacters(in: " \t")
    return try #require(mode_t(digits, radix: 8))
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: String) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
