/// A descriptor the host's wait must watch besides the terminal (a socket).
public struct PollTarget: Sendable, Hashable {
  /// The descriptor.
  public var descriptor: Int32
  /// Whether to wake when it can be written (a connect in progress), not only when readable.
  public var writable: Bool

  /// Creates a target.
  public init(descriptor: Int32, writable: Bool = false) {
    self.descriptor = descriptor
    self.writable = writable
  }
}
