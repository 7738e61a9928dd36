import Session
import TerminalWire

#if canImport(Glibc)
  import Glibc
#endif

/// The tty this process owns (fd 0 and 1): in the arcade's modes from `init` until `restore`,
/// its bytes out and in, given to the shell for a stop and taken back, and the restore a crash
/// or a termination signal does prepared.
final class ProcessTerminal {
  private let modes = TTYModes(descriptor: STDIN_FILENO)
  private let output = TerminalOutput(terminal: STDOUT_FILENO) { SignalWatch.terminationRequested }
  let input = TerminalInput()
  private var restored = false

  /// Puts the terminal in the arcade's modes; a crash or a termination signal from now on
  /// writes `wire`'s restore bytes.
  init(wire: TerminalWire) {
    CrashRestore.saveModes(of: STDIN_FILENO)
    modes.enterArcadeModes()
    CrashRestore.prepareResetBytes(
      String(decoding: wire.restoreBytes, as: UTF8.self),
      kittyPop: String(decoding: TerminalModes.kittyPop, as: UTF8.self))
    SignalWatch.installCrashHandlers()
    SignalWatch.installTerminationHandlers()
  }

  deinit { restore() }

  func write(_ bytes: [UInt8]) {
    output.write(bytes)
  }

  /// Writes `bytes` (the session's goodbye for now), gives the terminal to the shell and stops
  /// the process; back in the arcade's modes once the shell continues it (`fg`).
  func stop(writing bytes: [UInt8]) {
    output.write(bytes)
    modes.restoreShellModes()
    SignalWatch.stopNow()
    SignalWatch.resumed.store(false, ordering: .relaxed)
    modes.enterArcadeModes()
  }

  /// The arcade's modes again, after a stop the arcade did not see coming (SIGSTOP).
  func reenter() {
    modes.enterArcadeModes()
  }

  /// Replies to the start-up queries still on their way would land at the shell's prompt as
  /// stray text: they are read into `driver` while it waits for them (a quarter second at most).
  func drainReplies(into driver: inout SessionDriver) {
    let deadline = MonotonicClock.now() + ArcadeSession.replyWait
    while driver.session.awaitingReplies {
      let left = deadline - MonotonicClock.now()
      guard left > 0, TerminalInput.isReadable(waitingMilliseconds: Int32((left * 1000).rounded(.up))),
        let bytes = input.read(), !bytes.isEmpty
      else { return }
      driver.readLateReplies(bytes, at: MonotonicClock.now())
    }
  }

  /// Puts the terminal back as the shell had it. Safe to call twice.
  func restore() {
    guard !restored else { return }
    restored = true
    if output.stalled {
      CrashRestore.restoreModes()
    } else {
      modes.restoreShellModes()
    }
    SignalWatch.resetTerminationHandlers()
  }
}
