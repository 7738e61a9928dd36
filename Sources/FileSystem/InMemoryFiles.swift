import Glibc

// MARK: - InMemoryFiles

/// A file system held in a dictionary, for tests (`FileSystemClient.inMemory`): paths are
/// absolute after `normalize`, and each operation fails as the real one does for a missing
/// path, a directory where a file was expected, a file in the way of a directory, a file
/// over the size limit.
public struct InMemoryFiles: Sendable, Equatable {
  /// What a path holds.
  public enum Entry: Sendable, Equatable {
    /// A regular file and its bytes.
    case file([UInt8])
    /// A directory (its entries are the paths below it).
    case directory
    /// A FIFO or device: exists but is never read.
    case other
  }

  /// Every path that exists, normalised; "/" is always a directory.
  public private(set) var entries: [String: Entry] = ["/": .directory]

  /// A file system holding `files` (path → text), `directories` and `others` (FIFOs, devices);
  /// the parents of each are directories.
  public init(files: [String: String] = [:], directories: [String] = [], others: [String] = []) {
    for directory in directories { add(directory, .directory) }
    for (path, text) in files { add(path, .file(Array(text.utf8))) }
    for path in others { add(path, .other) }
  }

  /// `path` as an absolute path without `.`, `..` or repeated slashes (relative paths start at "/").
  public static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  // MARK: - Reading

  /// The entry at `path`; nil when nothing is there, a failure (`call`, ENOTDIR) when a file
  /// stands where a parent directory should be.
  public func entry(at path: String, call: String = "stat") throws(FileSystemCalls.Failure) -> Entry? {
    let normal = Self.normalize(path)
    var prefix = ""
    for part in normal.split(separator: "/").dropLast() {
      prefix += "/" + part
      switch entries[prefix] {
      case .directory: continue
      case nil: return nil
      case .file, .other: throw FileSystemCalls.Failure(call, ENOTDIR)
      }
    }
    return entries[normal]
  }

  /// The bytes of the regular file at `path`, when it has at most `limit` of them.
  public func read(_ path: String, limit: Int) throws(FileReadError) -> [UInt8] {
    let found: Entry?
    do {
      found = try entry(at: path, call: "open")
    } catch {
      throw .failed(error)
    }
    switch found {
    case nil: throw .missing
    case .directory: throw .isDirectory
    case .other: throw .notRegularFile
    case .file(let bytes):
      if bytes.count > limit { throw .tooLarge(size: bytes.count) }
      return bytes
    }
  }

  /// The names directly inside the directory at `path`, sorted, at most `maximumEntries`.
  public func list(_ path: String, maximumEntries: Int) throws(FileReadError) -> DirectoryEntries {
    let found: Entry?
    do {
      found = try entry(at: path, call: "opendir")
    } catch {
      throw .failed(error)
    }
    switch found {
    case nil: throw .missing
    case .file, .other: throw .failed(FileSystemCalls.Failure("opendir", ENOTDIR))
    case .directory:
      let directory = Self.normalize(path)
      let names = entries.keys.filter { $0 != "/" && FilePaths.directory(of: $0) == directory }
        .map { FilePaths.fileName(of: $0) }.sorted()
      return DirectoryEntries(
        names: Array(names.prefix(max(0, maximumEntries))), stoppedEarly: names.count > maximumEntries)
    }
  }

  /// What `path` names; nil when nothing is reachable there.
  public func kind(of path: String) -> FileKind? {
    switch try? entry(at: path) {
    case .directory: .directory
    case .file: .regularFile
    case .other: .other
    case nil: nil
    }
  }

  /// The normalised path when something exists there.
  public func realPath(_ path: String) -> String? {
    kind(of: path) == nil ? nil : Self.normalize(path)
  }

  // MARK: - Writing

  /// Creates `path` and its missing parents; like `mkdir -p`, an existing path is left as it is.
  public mutating func makeDirectories(_ path: String) throws(FileSystemCalls.Failure) {
    var prefix = ""
    for part in Self.normalize(path).split(separator: "/") {
      prefix += "/" + part
      switch entries[prefix] {
      case nil: entries[prefix] = .directory
      case .directory: continue
      case .file, .other:
        if prefix == Self.normalize(path) { return }
        throw FileSystemCalls.Failure("mkdir", ENOTDIR)
      }
    }
  }

  /// Replaces (or creates) the file at `path`, creating its parents, as `AtomicFile.write` does.
  public mutating func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) -> String {
    switch try? entry(at: path) {
    case .directory, .other: throw .notARegularFile(path: path)
    case .file, nil: break
    }
    let directory = FilePaths.directory(of: Self.normalize(path))
    do {
      try makeDirectories(directory)
    } catch {
      throw .cannotCreateDirectory(path: directory, reason: error.reason)
    }
    entries[Self.normalize(path)] = .file(bytes)
    return path
  }

  // MARK: - Set-up

  private mutating func add(_ path: String, _ entry: Entry) {
    let normal = Self.normalize(path)
    if normal != "/" { try? makeDirectories(FilePaths.directory(of: normal)) }
    entries[normal] = entry
  }
}
