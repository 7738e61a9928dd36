#if canImport(Glibc)
import Glibc
#endif

/// What a crash handler needs to put the terminal back, prepared before anything can crash.
///
/// Signal handlers may not allocate or take locks, so the saved terminal modes and the reset
/// byte string live in memory prepared at start-up and are only read inside the handler.
enum CrashRestore {
  static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

  // Written once at start-up before handlers are installed, then only read from handlers.
  nonisolated(unsafe) private static var savedModes = termios()
  nonisolated(unsafe) private static var haveSavedModes = false
  nonisolated(unsafe) private static var resetBytes: UnsafeMutablePointer<UInt8>?
  nonisolated(unsafe) private static var resetCount = 0
  nonisolated(unsafe) private static var previousActions: [sigaction] = Array(repeating: sigaction(), count: 65)

  /// Saves the terminal modes the shell had, before curses changes them.
  static func saveModes(of fd: Int32) {
    haveSavedModes = tcgetattr(fd, &savedModes) == 0
  }

  /// Prepares the bytes that leave curses mode: show cursor, reset attributes, mouse off, main screen.
  static func prepareResetBytes(_ text: String) {
    let bytes = Array(text.utf8)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
    buffer.initialize(from: bytes, count: bytes.count)
    resetBytes = buffer
    resetCount = bytes.count
  }

  static func rememberPrevious(_ action: sigaction, for number: Int32) {
    guard number >= 0, number < previousActions.count else { return }
    previousActions[Int(number)] = action
  }

  /// Async-signal-safe: restores the saved modes and writes the reset bytes.
  static func restoreTerminal() {
    if haveSavedModes { tcsetattr(STDIN_FILENO, TCSANOW, &savedModes) }
    if let resetBytes, resetCount > 0 { _ = write(STDOUT_FILENO, resetBytes, resetCount) }
  }

  static func reinstallPrevious(for number: Int32) {
    guard number >= 0, number < previousActions.count else {
      signal(number, SIG_DFL)
      return
    }
    sigaction(number, &previousActions[Int(number)], nil)
  }
}
