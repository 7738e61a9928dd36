#if canImport(Glibc)
  import Glibc
#endif

/// Standard input's bytes, read in batches into storage kept from one read to the next.
final class TerminalInput {
  /// The most input handed to the session at once.
  static let batch = 65_536
  private var buffer = [UInt8](repeating: 0, count: TerminalInput.batch)

  /// What standard input holds now (nil: it ended or failed: the terminal is gone).
  ///
  /// What is already waiting is read too, up to `batch` bytes: a burst of keys or a paste the
  /// terminal does not bracket is handled in one go and costs one frame, not one a page.
  func read() -> ArraySlice<UInt8>? {
    var total = 0
    while total < Self.batch {
      let count = buffer.withUnsafeMutableBytes { bytes in
        Glibc.read(STDIN_FILENO, bytes.baseAddress.map { $0 + total }, min(bytes.count - total, 4096))
      }
      if count > 0 {
        total += count
        guard Self.isReadable(waitingMilliseconds: 0) else { break }
        continue
      }
      if total > 0 || (count < 0 && (errno == EINTR || errno == EAGAIN)) { break }
      return nil  // end of file, or the terminal is gone
    }
    return buffer[..<total]
  }

  /// Whether standard input has bytes within `milliseconds`.
  static func isReadable(waitingMilliseconds milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0 && descriptor.revents & Int16(POLLIN) != 0
  }
}
