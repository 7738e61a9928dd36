import Testing

@testable import LocalTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The handler a crash puts back comes from slots filled before any handler runs.
@Suite(.serialized) struct CrashRestoreTests {
  /// The handler installed for `number` now, as a number (SIG_DFL is 0, SIG_IGN 1).
  static func handler(of number: Int32) -> Int {
    var action = sigaction()
    sigaction(number, nil, &action)
    return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
  }

  @Test func reinstallPutsBackTheRememberedAction() {
    // SIGURG is ignored by default either way, so changing it cannot disturb the test process.
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&ignore.sa_mask)
    CrashRestore.rememberPrevious(ignore, for: SIGURG)
    signal(SIGURG, SIG_DFL)
    #expect(Self.handler(of: SIGURG) == 0)
    CrashRestore.reinstallPrevious(for: SIGURG)
    #expect(Self.handler(of: SIGURG) == 1)
    signal(SIGURG, SIG_DFL)
  }

  @Test func numbersOutsideTheSlotsAreRefused() {
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    CrashRestore.rememberPrevious(ignore, for: Int32(CrashRestore.signalSlots))
    CrashRestore.rememberPrevious(ignore, for: -1)
    CrashRestore.reinstallPrevious(for: -1)  // no slot: the default, and no crash
  }
}
