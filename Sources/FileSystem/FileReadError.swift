// MARK: - FileReadError

/// Why a file could not be read or a directory listed; callers phrase it for their readers.
public enum FileReadError: Error, Sendable, Equatable {
  /// Nothing exists at the path.
  case missing
  /// The path names a directory where a file was expected.
  case isDirectory
  /// The path names a FIFO, device or socket: not read, so it cannot block.
  case notRegularFile
  /// The file has more bytes than the limit (`size` is what `fstat` said, or what was read
  /// before the file turned out to have grown past the limit).
  case tooLarge(size: Int)
  /// A system call failed (permission, a path through a file, a loop of links…).
  case failed(FileSystemCalls.Failure)
}
