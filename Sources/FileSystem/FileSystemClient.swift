// MARK: - FileSystemClient

/// The arcade's one file layer as a client in the isowords style: a struct of closures with a
/// `live` value (the POSIX calls of `FileSystemCalls`, `AtomicFile`, `SymlinkPolicy` and `FileLock`) and an
/// `inMemory` value for tests. Levels, Maze and the executable read and write files through it.
///
/// Named `…Client` rather than after its module: a type called `FileSystem` would hide the
/// module's name, and `FileSystem.AtomicFile` would no longer compile anywhere.
public struct FileSystemClient: Sendable {
  /// Reads a regular file of at most `limit` bytes, to its end (a short read never truncates).
  public var readFile: @Sendable (_ path: String, _ limit: Int) throws(FileReadError) -> [UInt8]
  /// Lists a directory (not `.` or `..`), reading at most `maximumEntries` names.
  public var listDirectory: @Sendable (_ path: String, _ maximumEntries: Int) throws(FileReadError) -> DirectoryEntries
  /// What a path names, following symbolic links; nil when nothing is there.
  public var kind: @Sendable (_ path: String) -> FileKind?
  /// The absolute path with links, `.` and `..` resolved; nil when it does not exist.
  public var realPath: @Sendable (_ path: String) -> String?
  /// Creates a directory and its missing parents (`mkdir -p`).
  public var makeDirectories: @Sendable (_ path: String) throws(FileSystemCalls.Failure) -> Void
  /// Replaces a file with the one writer (`AtomicFile`), creating missing parent directories;
  /// returns the path written (the target of a followed link).
  public var write: @Sendable (_ bytes: [UInt8], _ path: String) throws(FileWriteError) -> String
  /// Runs `body` holding an exclusive lock on the file at `lockPath` (`FileLock`: created 0600,
  /// never through a link), waiting at most `timeout` seconds for another holder.
  public var withLock:
    @Sendable (_ lockPath: String, _ timeout: Double, _ body: () -> Void) throws(FileLockError) -> Void

  /// Creates a client from its operations.
  public init(
    readFile: @escaping @Sendable (_ path: String, _ limit: Int) throws(FileReadError) -> [UInt8],
    listDirectory:
      @escaping @Sendable (_ path: String, _ maximumEntries: Int) throws(FileReadError) -> DirectoryEntries,
    kind: @escaping @Sendable (_ path: String) -> FileKind?,
    realPath: @escaping @Sendable (_ path: String) -> String?,
    makeDirectories: @escaping @Sendable (_ path: String) throws(FileSystemCalls.Failure) -> Void,
    write: @escaping @Sendable (_ bytes: [UInt8], _ path: String) throws(FileWriteError) -> String,
    withLock:
      @escaping @Sendable (_ lockPath: String, _ timeout: Double, _ body: () -> Void) throws(FileLockError) -> Void
  ) {
    self.readFile = readFile
    self.listDirectory = listDirectory
    self.kind = kind
    self.realPath = realPath
    self.makeDirectories = makeDirectories
    self.write = write
    self.withLock = withLock
  }

  /// Whether anything (a file, a directory…) is reachable at `path`.
  public func exists(_ path: String) -> Bool {
    kind(path) != nil
  }

  /// Replaces a file with the UTF-8 bytes of `text`; returns the path written.
  @discardableResult
  public func write(_ text: String, to path: String) throws(FileWriteError) -> String {
    try write(Array(text.utf8), path)
  }
}
