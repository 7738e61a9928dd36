import Testing

@testable import LocalTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Keys typed before the arcade's modes are on are read once they are: going raw never
/// discards input (`TCSAFLUSH` or `tcflush` would lose what a player typed while it started).
@Suite struct TypeAheadTests {
  /// A new pseudo-terminal's two ends, the terminal in its default (canonical, echoing) modes,
  /// or nil when the system has none to give.
  static func pseudoTerminal() -> (master: Int32, terminal: Int32)? {
    // posix_openpt and ptsname are hidden from Swift's Glibc module: the Linux ioctls instead.
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard master >= 0 else { return nil }
    var unlock: Int32 = 0
    var number: UInt32 = 0
    let setLock: UInt = 0x4004_5431  // TIOCSPTLCK
    let getNumber: UInt = 0x8004_5430  // TIOCGPTN
    let terminal =
      ioctl(master, setLock, &unlock) == 0 && ioctl(master, getNumber, &number) == 0
      ? open("/dev/pts/\(number)", O_RDWR | O_NOCTTY) : -1
    guard terminal >= 0 else {
      close(master)
      return nil
    }
    return (master, terminal)
  }

  /// A line typed while the shell's modes were on is still there to read in the arcade's.
  @Test func aLineTypedBeforeTheArcadesModesIsReadInThem() throws {
    let ends = try #require(Self.pseudoTerminal())
    defer {
      close(ends.master)
      close(ends.terminal)
    }
    let typed: [UInt8] = Array("q\n".utf8)
    #expect(write(ends.master, typed, typed.count) == typed.count)
    // A whole line is readable in canonical mode: this waits for the kernel to have it.
    var ready = pollfd(fd: ends.terminal, events: Int16(POLLIN), revents: 0)
    #expect(poll(&ready, 1, 5000) == 1)
    let modes = TTYModes(descriptor: ends.terminal)
    modes.enterArcadeModes()
    var now = termios()
    #expect(tcgetattr(ends.terminal, &now) == 0)
    #expect(now.c_lflag & tcflag_t(ICANON) == 0, "the arcade's modes are on")
    ready.revents = 0
    try #require(poll(&ready, 1, 0) == 1, "the typed line waits to be read")
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = read(ends.terminal, &buffer, buffer.count)
    #expect(Array(buffer.prefix(max(0, count))) == typed)
  }
}
