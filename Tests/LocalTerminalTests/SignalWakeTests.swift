import Testing

@testable import LocalTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// A signal wakes the host's `poll` through the self-pipe, even when it arrived before the
/// host began to wait (the race a flag alone loses: the wait would block with the flag set).
@Suite struct SignalWakeTests {
  @Test func aSignalBeforeTheWaitStillWakesIt() {
    SignalWatch.installWindowChangeHandler()
    SignalWatch.drainWakes()
    // The test's thread may have it blocked; the arcade's main thread unblocks it at start.
    var window = sigset_t()
    sigemptyset(&window)
    sigaddset(&window, SIGWINCH)
    pthread_sigmask(SIG_UNBLOCK, &window, nil)
    raise(SIGWINCH)  // delivered now, before the wait below begins
    var descriptor = pollfd(fd: SignalWatch.wakeDescriptor, events: Int16(POLLIN), revents: 0)
    #expect(poll(&descriptor, 1, 1000) == 1, "the wait did not wake for a signal that came first")
    let changed = SignalWatch.windowChanged.exchange(false, ordering: .relaxed)
    #expect(changed)
    SignalWatch.drainWakes()
    descriptor.revents = 0
    #expect(poll(&descriptor, 1, 0) == 0, "drained, the pipe no longer wakes the wait")
    signal(SIGWINCH, SIG_DFL)
  }
}
