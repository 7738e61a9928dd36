import Synchronization

// MARK: - FileSystemClient.inMemory

extension FileSystemClient {
  /// A file system in memory (`InMemoryFiles`) holding `files` (path → text), `directories`
  /// and `others` (FIFOs, devices): for tests, with the real one's errors and no disk.
  /// Writes are kept, so a test reads back what the code under test saved.
  public static func inMemory(
    files: [String: String] = [:], directories: [String] = [], others: [String] = []
  ) -> FileSystemClient {
    inMemory(InMemoryFiles(files: files, directories: directories, others: others))
  }

  /// A file system in memory starting from `initial`.
  public static func inMemory(_ initial: InMemoryFiles) -> FileSystemClient {
    let state = Mutex(initial)
    return FileSystemClient(
      readFile: { path, limit throws(FileReadError) in
        let files = state.withLock { $0 }
        return try files.read(path, limit: limit)
      },
      listDirectory: { path, maximumEntries throws(FileReadError) in
        let files = state.withLock { $0 }
        return try files.list(path, maximumEntries: maximumEntries)
      },
      kind: { path in state.withLock { $0.kind(of: path) } },
      realPath: { path in state.withLock { $0.realPath(path) } },
      makeDirectories: { path throws(FileSystemCalls.Failure) in
        try state.withLock { files throws(FileSystemCalls.Failure) in try files.makeDirectories(path) }
      },
      write: { bytes, path throws(FileWriteError) in
        try state.withLock { files throws(FileWriteError) in try files.write(bytes, to: path) }
      },
      // One process: nothing else can edit between the read and the write, so no lock file.
      withLock: { _, _, body in body() })
  }
}
