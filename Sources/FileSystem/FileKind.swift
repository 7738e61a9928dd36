// MARK: - FileKind

/// What a path names, as far as reading it goes.
public enum FileKind: Sendable, Equatable {
  /// A directory.
  case directory
  /// A regular file.
  case regularFile
  /// A FIFO, device, socket or anything else: never read, so it cannot block or flood.
  case other
}
