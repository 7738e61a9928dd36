#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// What a crash handler needs to put the terminal back, prepared before anything can crash.
///
/// Signal handlers may not allocate or take locks, so the saved terminal modes and the reset
/// byte strings live in memory prepared at start-up and are only read inside the handler.
enum CrashRestore {
  static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

  /// Whether the kitty keyboard flags are pushed, so a crash must pop them before leaving the
  /// alternate screen (each screen keeps its own stack of flags). Set by the terminal around
  /// each push and pop; an atomic, so the handler reads it without a lock.
  static let kittyPushed = Atomic<Bool>(false)

  // Written once at start-up before handlers are installed, then only read from handlers.
  nonisolated(unsafe) private static var savedModes = termios()
  nonisolated(unsafe) private static var haveSavedModes = false
  nonisolated(unsafe) private static var resetBytes: UnsafeMutablePointer<UInt8>?
  nonisolated(unsafe) private static var resetCount = 0
  nonisolated(unsafe) private static var popAndResetBytes: UnsafeMutablePointer<UInt8>?
  nonisolated(unsafe) private static var popAndResetCount = 0
  nonisolated(unsafe) private static var previousActions: [sigaction] = Array(repeating: sigaction(), count: 65)

  /// Saves the terminal modes the shell had, before curses changes them.
  static func saveModes(of fd: Int32) {
    haveSavedModes = tcgetattr(fd, &savedModes) == 0
  }

  /// Prepares the bytes that leave curses mode (show cursor, reset attributes, mouse off, main
  /// screen), once as they are and once after `kittyPop`, for when the flags are pushed.
  static func prepareResetBytes(_ text: String, kittyPop: String) {
    (resetBytes, resetCount) = buffer(holding: text)
    (popAndResetBytes, popAndResetCount) = buffer(holding: kittyPop + text)
    kittyPushed.store(false, ordering: .relaxed)  // first use here, never in a handler
  }

  private static func buffer(holding text: String) -> (UnsafeMutablePointer<UInt8>, Int) {
    let bytes = Array(text.utf8)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
    buffer.initialize(from: bytes, count: bytes.count)
    return (buffer, bytes.count)
  }

  static func rememberPrevious(_ action: sigaction, for number: Int32) {
    guard number >= 0, number < previousActions.count else { return }
    previousActions[Int(number)] = action
  }

  /// Async-signal-safe: restores the saved modes and writes the reset bytes (popping the kitty
  /// flags first when they are pushed). No allocation: both byte strings exist already.
  static func restoreTerminal() {
    if haveSavedModes { tcsetattr(STDIN_FILENO, TCSANOW, &savedModes) }
    let popFirst = kittyPushed.load(ordering: .relaxed)
    let bytes = popFirst ? popAndResetBytes : resetBytes
    let count = popFirst ? popAndResetCount : resetCount
    if let bytes, count > 0 { _ = write(STDOUT_FILENO, bytes, count) }
  }

  static func reinstallPrevious(for number: Int32) {
    guard number >= 0, number < previousActions.count else {
      signal(number, SIG_DFL)
      return
    }
    sigaction(number, &previousActions[Int(number)], nil)
  }
}
