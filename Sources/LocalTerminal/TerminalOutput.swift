#if canImport(Glibc)
  import Glibc
#endif

/// Writes the arcade's bytes to the terminal, waiting for a terminal that is slow to read but
/// never past a termination signal: the arcade obeys SIGTERM and Ctrl-C even while the terminal
/// reads nothing (stopped output, a frozen multiplexer, a remote link that stalled).
///
/// The writes go through a descriptor of their own, opened non-blocking on the same terminal
/// (the shell's shared descriptor keeps its flags), and a full terminal is waited for with
/// `poll`, in short slices that look at the termination flag. Once a signal asked the arcade
/// to end, the terminal gets `grace` seconds in all to take what is left; after that every
/// write is dropped (`stalled`), so leaving cannot hang either.
final class TerminalOutput {
  /// Where the bytes go.
  let descriptor: Int32
  private let ownsDescriptor: Bool
  /// Whether the arcade is ending and the terminal took nothing within the grace: from then
  /// on nothing more is written.
  private(set) var stalled = false
  /// Seconds a leaving arcade still waits for a terminal that reads nothing, over all writes.
  static let grace = 0.5
  /// When the grace ends (set at the first wait after a termination signal).
  private var giveUpAt: Double?
  /// Whether the arcade has been asked to end (a pending termination signal).
  private let isEnding: () -> Bool

  /// Output to the terminal on `fd`, through a non-blocking descriptor of its own when the
  /// terminal can be opened again (else `fd` itself, whose blocked writes a signal interrupts).
  init(terminal fd: Int32, isEnding: @escaping () -> Bool) {
    let reopened = open("/proc/self/fd/\(fd)", O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
    if reopened >= 0 && isatty(reopened) == 1 {
      descriptor = reopened
      ownsDescriptor = true
    } else {
      if reopened >= 0 { close(reopened) }
      descriptor = fd
      ownsDescriptor = false
    }
    self.isEnding = isEnding
  }

  /// Output to `descriptor` as it is (a test's pipe).
  init(descriptor: Int32, isEnding: @escaping () -> Bool) {
    self.descriptor = descriptor
    ownsDescriptor = false
    self.isEnding = isEnding
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  /// Writes all of `bytes`; false when they could not all be written: the terminal is gone,
  /// or the arcade is ending and the terminal took nothing within the grace.
  @discardableResult
  func write(_ bytes: [UInt8]) -> Bool {
    guard !stalled else { return false }
    return bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
          continue
        }
        if written < 0 && errno != EINTR && errno != EAGAIN { return false }  // the terminal is gone
        if isEnding() {
          let now = TerminalOutput.now()
          let deadline = giveUpAt ?? now + TerminalOutput.grace
          giveUpAt = deadline
          if now >= deadline {
            stalled = true
            return false
          }
        }
        // A signal ends the wait at once (EINTR); the slice bounds it when the flag was set
        // just before the wait began.
        var wait = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&wait, 1, 50)
      }
      return true
    }
  }

  /// Seconds on the monotonic clock.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
