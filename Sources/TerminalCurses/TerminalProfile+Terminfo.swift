import CNcursesw
import Synchronization
import TerminalWire

extension TerminalProfile {
  /// The profiles read so far, by TERM: each type is read once, whoever asks (a server asks
  /// from many connections at once, so behind a lock, which also keeps ncurses' one current
  /// terminal to one reader at a time).
  private static let readProfiles = Mutex<[String: TerminalProfile]>([:])

  /// The profile terminfo gives for the terminal type `term`, or the reason the arcade cannot
  /// run on it (unknown to this system, or unable to move the cursor).
  ///
  /// Read into a terminal of its own, then deleted: a curses screen already running keeps its
  /// terminal and sees nothing of this (only its size may be looked up again, from LINES and
  /// COLUMNS or the terminal's entry, as setupterm always does).
  public static func terminfo(term: String) throws(TerminalStartError) -> TerminalProfile {
    if term.isEmpty { throw .termUnset }
    let result: Result<TerminalProfile, TerminalStartError> = readProfiles.withLock { profiles in
      if let known = profiles[term] { return .success(known) }
      guard let profile = read(term: term) else { return .failure(.unknownTerminal(term)) }
      profiles[term] = profile
      return .success(profile)
    }
    let profile = try result.get()
    guard profile[.cup] != nil else { throw .noCursorAddressing(term) }
    return profile
  }

  /// Reads `term`'s entry through setupterm (nil when the system has none); call with the lock.
  private static func read(term: String) -> TerminalProfile? {
    let previous = arcade_current_terminal()
    // With no current terminal, setupterm makes a new one rather than reusing curses' (which
    // it would do for the same TERM), so deleting ours below leaves curses' whole.
    set_curterm(nil)
    defer { set_curterm(previous) }
    var status: Int32 = 0
    // No descriptor (-1): nothing is asked of a tty, and nothing is printed (status is given).
    guard setupterm(term, -1, &status) == 0, status == 1, let mine = arcade_current_terminal() else {
      if let failed = arcade_current_terminal() {
        set_curterm(previous)
        del_curterm(failed)
      }
      return nil
    }
    var strings: [Capability: String] = [:]
    for capability in Capability.allCases {
      if let value = arcade_tigetstr(capability.rawValue) { strings[capability] = String(cString: value) }
    }
    let profile = TerminalProfile(
      name: term, colors: max(0, Int(tigetnum("colors"))), strings: strings,
      automaticMargins: tigetflag("am") > 0, delayedWrap: tigetflag("xenl") > 0)
    set_curterm(previous)
    del_curterm(mine)
    return profile
  }
}
