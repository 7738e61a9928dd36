import Glibc
import Testing

// MARK: - TemporaryDirectory

/// A fresh directory under $TMPDIR (or /tmp) for one test, removed with its contents by
/// `remove()`.
struct TemporaryDirectory {
  let path: String

  init() throws {
    let base = ProcessInfoLite.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(base)/scores-test-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    path = try #require(made.map { String(cString: $0) })
  }

  /// A path inside the directory.
  func file(_ name: String) -> String { "\(path)/\(name)" }

  /// The names in the directory, sorted.
  func names() -> [String] {
    guard let stream = opendir(path) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Deletes the directory tree (restoring write permission first where a test removed it).
  func remove() {
    _ = chmod(path, 0o755)
    removeTree(path)
  }

  private func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      _ = chmod(path, 0o755)
      if let stream = opendir(path) {
        var children: [String] = []
        while let entry = readdir(stream) {
          let name = withUnsafePointer(to: &entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
          }
          if name != "." && name != ".." { children.append(name) }
        }
        closedir(stream)
        for child in children { removeTree("\(path)/\(child)") }
      }
      _ = rmdir(path)
    } else {
      _ = unlink(path)
    }
  }
}

// MARK: - File helpers

/// Small file operations for test set-up and inspection.
enum TestFiles {
  static func write(_ text: String, to path: String, mode: mode_t = 0o644) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode)
    try #require(fd >= 0, "cannot create \(path): errno \(errno)")
    defer { close(fd) }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    try #require(written == bytes.count)
    _ = fchmod(fd, mode)
  }

  static func read(_ path: String) throws -> [UInt8] {
    let fd = open(path, O_RDONLY)
    try #require(fd >= 0, "cannot open \(path): errno \(errno)")
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      try #require(count >= 0)
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  static func readText(_ path: String) throws -> String {
    String(decoding: try read(path), as: UTF8.self)
  }

  static func mode(_ path: String) -> mode_t? {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
  }

  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// The process umask, read without changing it (changing it would race other tests).
  static func umask() throws -> mode_t {
    let status = try readText("/proc/self/status")
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
    let digits = line.dropFirst("Umask:".count).trimmingCharacters(in: " \t")
    return try #require(mode_t(digits, radix: 8))
  }
}

/// The environment as a dictionary, without full Foundation.
enum ProcessInfoLite {
  static var environment: [String: String] {
    var result: [String: String] = [:]
    var cursor = environ
    while let entry = cursor.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      cursor += 1
    }
    return result
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: String) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
