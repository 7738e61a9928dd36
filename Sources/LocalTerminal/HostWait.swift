import CTimedWait
import Sockets

#if canImport(Glibc)
  import Glibc
#endif

/// The local host's one wait: `ppoll` over the terminal, the network's sockets, the effect
/// worker's answers and the signal pipe, until one is ready or the timeout passes. Its
/// descriptors are filled anew each time in storage kept from the last.
struct HostWait {
  /// What the last wait found ready.
  struct Ready {
    /// The wait failed for another reason than a signal: the terminal is gone.
    var failed = false
    var terminal = false
    var sockets = false
    var worker = false
  }

  private var descriptors: [pollfd] = []

  init() {
    descriptors.reserveCapacity(8)
  }

  /// Waits on the terminal, the `sockets` the session's network uses, `workerWake` and
  /// `signalWake` for `timeout` seconds (nil: until one is ready); the signal pipe last, so a
  /// signal between the host's look at its flags and this wait wakes it (and is drained).
  mutating func wait(timeout: Double?, sockets: [PollTarget], workerWake: Int32, signalWake: Int32) -> Ready {
    // To the nanosecond, so frames land on the steps' grid (whole milliseconds rounded up put
    // them 34 ms apart, and one frame in twenty carried three steps).
    let nanoseconds = timeout.map { Int64(min(($0 * 1e9).rounded(.up), 60e9)) } ?? -1
    descriptors.removeAll(keepingCapacity: true)
    descriptors.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0))
    for target in sockets {
      descriptors.append(
        pollfd(fd: target.descriptor, events: Int16(target.writable ? POLLIN | POLLOUT : POLLIN), revents: 0))
    }
    descriptors.append(pollfd(fd: workerWake, events: Int16(POLLIN), revents: 0))
    descriptors.append(pollfd(fd: signalWake, events: Int16(POLLIN), revents: 0))
    let count = arcade_wait(&descriptors, nfds_t(descriptors.count), nanoseconds)
    let failure = count < 0 ? errno : 0  // read before the drain sets errno again
    SignalWatch.drainWakes()
    var ready = Ready()
    guard count >= 0 else {
      ready.failed = failure != EINTR
      return ready
    }
    guard count > 0 else { return ready }
    ready.terminal = descriptors[0].revents != 0
    ready.sockets = descriptors[1..<(1 + sockets.count)].contains { $0.revents != 0 }
    ready.worker = descriptors[descriptors.count - 2].revents != 0
    return ready
  }
}
