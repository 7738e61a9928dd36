// MARK: - FileSystemClient.live

extension FileSystemClient {
  /// The real file system, through the EINTR-safe calls of `FileSystemCalls` and the one
  /// writer, `AtomicFile`.
  public static let live = FileSystemClient(
    readFile: { path, limit throws(FileReadError) in
      let result: FileSystemCalls.ReadResult
      do throws(FileSystemCalls.Failure) {
        result = try FileSystemCalls.readRegularFile(path, limit: limit)
      } catch {
        throw .failed(error)
      }
      switch result {
      case .missing: throw .missing
      case .directory: throw .isDirectory
      case .notRegular: throw .notRegularFile
      case .tooLarge(let size): throw .tooLarge(size: size)
      case .contents(let bytes, _): return bytes
      }
    },
    listDirectory: { path, maximumEntries throws(FileReadError) in
      do throws(FileSystemCalls.Failure) {
        return try FileSystemCalls.listDirectory(path, maximumEntries: maximumEntries)
      } catch {
        throw error.isMissing ? .missing : .failed(error)
      }
    },
    kind: { FileSystemCalls.kind(of: $0) },
    realPath: { FileSystemCalls.realPath($0) },
    makeDirectories: { path throws(FileSystemCalls.Failure) in try FileSystemCalls.makeDirectories(path) },
    write: { bytes, path throws(FileWriteError) in try AtomicFile.write(bytes, to: path) },
    withLock: { lockPath, timeout, body throws(FileLockError) in
      try FileLock.withExclusiveLock(at: lockPath, timeout: timeout, body)
    })
}
