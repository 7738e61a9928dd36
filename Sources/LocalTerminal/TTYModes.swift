#if canImport(Glibc)
  import Glibc
#endif

/// The tty's line discipline: the shell's modes, saved once, and the arcade's.
///
/// The arcade reads every key as it is typed, unechoed, with Return as a carriage return and
/// Ctrl-S and Ctrl-Q as keys (no XON/XOFF flow control: Ctrl-S saves in the editor). Ctrl-C,
/// Ctrl-\ and Ctrl-Z keep their signals. What it writes goes out as written: plain mode ends
/// its lines with a carriage return of its own, as over SSH, where no tty adds one.
struct TTYModes {
  private let descriptor: Int32
  private var saved = termios()
  private let haveSaved: Bool

  /// Remembers the modes `descriptor` has now (the shell's).
  init(descriptor: Int32) {
    self.descriptor = descriptor
    haveSaved = tcgetattr(descriptor, &saved) == 0
  }

  /// Puts the tty in the arcade's modes.
  func enterArcadeModes() {
    guard haveSaved else { return }
    var modes = saved
    modes.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL | IEXTEN)
    modes.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR)
    modes.c_oflag &= ~tcflag_t(ONLCR)
    withUnsafeMutableBytes(of: &modes.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(descriptor, TCSADRAIN, &modes)
  }

  /// Puts back the shell's modes.
  func restoreShellModes() {
    guard haveSaved else { return }
    var modes = saved
    tcsetattr(descriptor, TCSADRAIN, &modes)
  }
}
