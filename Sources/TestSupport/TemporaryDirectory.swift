import FileSystem
import Glibc
import Testing

// MARK: - TemporaryDirectory

/// A fresh directory under $TMPDIR (or /tmp) for one test, removed with its contents by
/// `remove()`.
public struct TemporaryDirectory {
  public let path: String

  public init() throws {
    let base = ProcessInfoLite.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(base)/scores-test-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    path = try #require(made.map { String(cString: $0) })
  }

  /// A path inside the directory.
  public func file(_ name: String) -> String { "\(path)/\(name)" }

  /// The names in the directory, sorted.
  public func names() -> [String] {
    ((try? FileSystemCalls.listDirectory(path)) ?? []).sorted()
  }

  /// Deletes the directory tree (restoring write permission first where a test removed it).
  public func remove() {
    _ = chmod(path, 0o755)
    removeTree(path)
  }

  private func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      _ = chmod(path, 0o755)
      for child in (try? FileSystemCalls.listDirectory(path)) ?? [] { removeTree("\(path)/\(child)") }
      _ = rmdir(path)
    } else {
      _ = unlink(path)
    }
  }
}
