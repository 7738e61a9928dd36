import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

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
  /// One slot per signal number (`NSIG` is 65 on Linux): a plain buffer allocated before the
  /// first handler is installed, so a handler reads it without touching a Swift collection.
  static let signalSlots = 65
  nonisolated(unsafe) private static var previousActions: UnsafeMutablePointer<sigaction>?

  /// Saves the terminal modes the shell had, before the arcade changes them.
  static func saveModes(of fd: Int32) {
    haveSavedModes = tcgetattr(fd, &savedModes) == 0
  }

  /// Prepares the bytes that leave the arcade's modes (show cursor, reset attributes, mouse off, main
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

  /// Keeps `action` to put back for signal `number`; the first call allocates the slots (never
  /// in a handler: `installCrashHandlers` remembers before it installs).
  static func rememberPrevious(_ action: sigaction, for number: Int32) {
    guard number >= 0, Int(number) < signalSlots else { return }
    let slots =
      previousActions
      ?? {
        let slots = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
        slots.initialize(repeating: sigaction(), count: signalSlots)
        previousActions = slots
        return slots
      }()
    slots[Int(number)] = action
  }

  /// Puts back the terminal modes the shell had, writing nothing.
  static func restoreModes() {
    if haveSavedModes { tcsetattr(STDIN_FILENO, TCSANOW, &savedModes) }
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

  /// Async-signal-safe: puts back the handler remembered for `number` (the default when none
  /// was), reading only the preallocated slots.
  static func reinstallPrevious(for number: Int32) {
    guard let slots = previousActions, number >= 0, Int(number) < signalSlots else {
      signal(number, SIG_DFL)
      return
    }
    sigaction(number, slots + Int(number), nil)
  }
}
