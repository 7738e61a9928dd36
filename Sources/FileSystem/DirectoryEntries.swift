// MARK: - DirectoryEntries

/// The names read from a directory (not `.` or `..`, in the order the system gave them) and
/// whether reading stopped at the limit before the end.
public struct DirectoryEntries: Sendable, Equatable {
  /// The names read.
  public var names: [String]
  /// Whether the directory holds more entries than were read.
  public var stoppedEarly: Bool

  /// Creates a listing.
  public init(names: [String], stoppedEarly: Bool) {
    self.names = names
    self.stoppedEarly = stoppedEarly
  }
}
