import Glibc

// MARK: - FileSystemCalls

/// The few POSIX calls the arcade's files need, each retried on EINTR and turned into a
/// typed error. Kept in one place so callers read as steps, not as errno handling.
public enum FileSystemCalls {
  /// A failed call: the errno and the call's name, for the messages of `ScoreStoreError`.
  public struct Failure: Error, Sendable, Equatable {
    /// The errno value.
    public let code: Int32
    /// The call that failed ("open", "rename"…).
    public let call: String

    /// A failure of `call` with `code` (errno by default).
    public init(_ call: String, _ code: Int32 = errno) {
      self.call = call
      self.code = code
    }

    /// "open: Permission denied".
    public var reason: String { "\(call): \(String(cString: strerror(code)))" }
    /// Whether the failure means "not allowed to write here" rather than a broken disk.
    public var isPermission: Bool { code == EACCES || code == EPERM || code == EROFS }
    /// Whether nothing exists at the path (ENOENT).
    public var isMissing: Bool { code == ENOENT }
    /// Whether a part of the path is not a directory (ENOTDIR).
    public var isNotADirectory: Bool { code == ENOTDIR }
    /// Whether the path has too many symbolic links, or a loop of them (ELOOP).
    public var isLinkLoop: Bool { code == ELOOP }
    /// The system's text for the errno alone: "Permission denied".
    public var explanation: String { String(cString: strerror(code)) }
  }

  /// What reading a store found.
  public enum ReadResult: Sendable {
    case missing
    case directory
    case notRegular
    case tooLarge(Int)
    case contents([UInt8], mode: mode_t)
  }

  // MARK: - Descriptors

  /// Opens a path, retrying on EINTR.
  public static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) throws(Failure) -> Int32 {
    while true {
      let fd = Glibc.open(path, flags | O_CLOEXEC, mode)
      if fd >= 0 { return fd }
      if errno != EINTR { throw Failure("open") }
    }
  }

  /// Closes a descriptor; errors on close are not actionable here.
  public static func close(_ fd: Int32) {
    _ = Glibc.close(fd)
  }

  /// Flushes a descriptor to disk.
  public static func sync(_ fd: Int32) throws(Failure) {
    while fsync(fd) != 0 {
      if errno != EINTR { throw Failure("fsync") }
    }
  }

  /// Writes every byte, continuing after short writes.
  public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(Failure) {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        Glibc.write(fd, buffer.baseAddress.map { $0 + written }, bytes.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw Failure("write")
      }
      written += result
    }
  }

  /// Tries to take an exclusive flock without waiting; false when another process holds it.
  public static func tryLockExclusively(_ fd: Int32) throws(Failure) -> Bool {
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      if errno == EWOULDBLOCK { return false }
      if errno != EINTR { throw Failure("flock") }
    }
    return true
  }

  // MARK: - Files

  /// Reads a regular file of at most `limit` bytes without blocking on FIFOs or devices.
  ///
  /// The size is checked with `fstat` before a byte is read, and reading continues to the end
  /// of the file (a short read never truncates it), stopping once more than `limit` arrived.
  public static func readRegularFile(_ path: String, limit: Int) throws(Failure) -> ReadResult {
    let fd: Int32
    do {
      fd = try open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
    } catch {
      if error.code == ENOENT { return .missing }
      throw error
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw Failure("fstat") }
    if info.st_mode & S_IFMT == S_IFDIR { return .directory }
    guard info.st_mode & S_IFMT == S_IFREG else { return .notRegular }
    if Int(info.st_size) > limit { return .tooLarge(Int(info.st_size)) }
    let bytes = try readToEnd(limit: limit) { buffer in Glibc.read(fd, buffer.baseAddress, buffer.count) }
    switch bytes {
    case .complete(let bytes): return .contents(bytes, mode: info.st_mode & 0o7777)
    case .overLimit(let count): return .tooLarge(count)
    }
  }

  /// What `readToEnd` read: everything, or more than the limit (it grew after `fstat`).
  enum ReadToEnd: Equatable {
    case complete([UInt8])
    case overLimit(Int)
  }

  /// Calls `read` (a `read(2)` on some descriptor: bytes, 0 at the end, -1 with errno) until it
  /// reports the end, continuing after short reads and EINTR; stops once more than `limit`
  /// bytes arrived.
  static func readToEnd(
    limit: Int, chunkSize: Int = 65_536, read: (UnsafeMutableRawBufferPointer) -> Int
  ) throws(Failure) -> ReadToEnd {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { read($0) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure("read")
      }
      if count == 0 { return .complete(bytes) }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > limit { return .overLimit(bytes.count) }
    }
  }

  /// Creates `path` (which must not exist, not even as a dangling symlink), writes `bytes`,
  /// sets `mode` exactly when given (else 0644 less the umask), and flushes it to disk.
  public static func writeNewFile(_ path: String, _ bytes: [UInt8], mode: mode_t?) throws(Failure) {
    let fd = try open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    do throws(Failure) {
      if let mode, fchmod(fd, mode) != 0 { throw Failure("fchmod") }
      try writeAll(fd, bytes)
      try sync(fd)
    } catch {
      close(fd)
      _ = unlink(path)
      throw error
    }
    close(fd)
  }

  /// Writes `bytes` to `path` only when nothing is there, never replacing what is (a key that
  /// must never be overwritten): a temporary is written and synced beside it, then linked to
  /// the name (`EEXIST` when something took it), and the directory synced.
  public static func createOnce(_ path: String, _ bytes: [UInt8], mode: mode_t) throws(Failure) {
    let temporary = path + ".new-\(getpid())-\(String(UInt64.random(in: .min ... .max), radix: 16))"
    try writeNewFile(temporary, bytes, mode: mode)
    defer { _ = unlink(temporary) }
    guard link(temporary, path) == 0 else { throw Failure("link") }
    try syncDirectory(FilePaths.directory(of: path))
  }

  /// Atomically replaces `target` with `source`.
  public static func rename(_ source: String, _ target: String) throws(Failure) {
    if Glibc.rename(source, target) != 0 { throw Failure("rename") }
  }

  /// Makes a directory's entries (a rename) durable. File systems that cannot sync a
  /// directory (EINVAL) make renames durable by other means.
  public static func syncDirectory(_ path: String) throws(Failure) {
    let fd = try open(path, O_RDONLY | O_DIRECTORY)
    defer { close(fd) }
    do {
      try sync(fd)
    } catch  where error.code == EINVAL {
      return
    }
  }

  /// Whether anything (even a dangling symlink) exists at `path`.
  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Creates `path` and its missing parents with mode 0755 (less the umask).
  public static func makeDirectories(_ path: String) throws(Failure) {
    var info = stat()
    if stat(path, &info) == 0 { return }
    let parent = FilePaths.directory(of: path)
    if parent != path { try makeDirectories(parent) }
    if mkdir(path, 0o755) != 0 && errno != EEXIST { throw Failure("mkdir") }
  }

  /// The names in a directory (without "." and "..").
  public static func listDirectory(_ path: String) throws(Failure) -> [String] {
    try listDirectory(path, maximumEntries: .max).names
  }

  /// The names in a directory (without "." and ".."), reading at most `maximumEntries` of them
  /// so a folder of a million files costs no more than a small one.
  public static func listDirectory(_ path: String, maximumEntries: Int) throws(Failure) -> DirectoryEntries {
    guard let stream = opendir(path) else { throw Failure("opendir") }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) {
          String(cString: $0)
        }
      }
      if name == "." || name == ".." { continue }
      if names.count >= maximumEntries { return DirectoryEntries(names: names, stoppedEarly: true) }
      names.append(name)
    }
    return DirectoryEntries(names: names, stoppedEarly: false)
  }

  /// What `path` names, following symbolic links (`stat`); nil when nothing is reachable there.
  public static func kind(of path: String) -> FileKind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .regularFile
    default: return .other
    }
  }

  /// The absolute path with every symbolic link, `.` and `..` resolved; nil when it does not exist.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Seconds since `path` was last modified, or nil when it is gone.
  public static func ageInSeconds(_ path: String) -> Int? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return Int(time(nil)) - Int(info.st_mtim.tv_sec)
  }

  /// Whether process `pid` exists (EPERM: it exists but belongs to someone else).
  public static func processIsAlive(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// Removes a file, ignoring one that is already gone.
  public static func remove(_ path: String) {
    _ = unlink(path)
  }
}
