import EndToEndSupport
import Foundation

/// Runs a program on a pseudo-terminal that is not its controlling terminal, so closing the
/// master end produces end-of-file/EIO on its input without any SIGHUP: the pure hangup case.
final class PseudoTerminalSession {
  private let master: Int32
  /// The program's process id (to signal it).
  let pid: pid_t
  private var buffer = Data()
  private var masterOpen = true
  /// The slave side's path, opened again to stop and resume its output.
  private let slavePath: String

  /// Starts `arguments` with the pty slave as stdin, stdout and stderr, on an 80×24 terminal
  /// (or `size`).
  init(arguments: [String], environment extra: [String] = [], size start: (width: UInt16, height: UInt16) = (80, 24))
    throws
  {
    // posix_openpt/ptsname are hidden from Swift's Glibc module; use the Linux ioctls directly.
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    let setLock: UInt = 0x4004_5431  // TIOCSPTLCK
    let getNumber: UInt = 0x8004_5430  // TIOCGPTN
    guard master >= 0, ioctl(master, setLock, &unlock) == 0, ioctl(master, getNumber, &number) == 0 else {
      throw SessionError.noPseudoTerminal
    }
    var size = winsize(ws_row: start.height, ws_col: start.width, ws_xpixel: 0, ws_ypixel: 0)
    let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw SessionError.noPseudoTerminal }
    _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_adddup2(&actions, slave, target)
    }
    posix_spawn_file_actions_addclose(&actions, master)
    // A variable given in `extra` replaces the default of the same name.
    let names = Set(extra.map { $0.prefix { $0 != "=" } })
    let environment =
      ["TERM=xterm-256color", "LANG=C.UTF-8", "HOME=/tmp", "XDG_CONFIG_HOME=/tmp/arcade-pty-config"]
      .filter { !names.contains($0.prefix { $0 != "=" }) } + extra
    var childPID: pid_t = 0
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    let result = posix_spawn(&childPID, arguments[0], &actions, nil, argv, envp)
    for pointer in argv + envp { free(pointer) }
    posix_spawn_file_actions_destroy(&actions)
    close(slave)
    slavePath = "/dev/pts/\(number)"
    guard result == 0 else { throw SessionError.spawnFailed(result) }
    pid = childPID
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
  }

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    if masterOpen { close(master) }
  }

  /// Polls the program's output until it contains `text`.
  func waitForOutput(containing text: String, timeout: Double = 5) throws {
    try waitForOutput(timeout: timeout) { $0.contains(text) }
  }

  /// Polls the program's output (all of it so far) until `condition` holds.
  func waitForOutput(timeout: Double = 5, _ condition: (String) -> Bool) throws {
    let deadline = Date().addingTimeInterval(timeout)
    var chunk = [UInt8](repeating: 0, count: 4096)
    while Date() < deadline {
      var count = read(master, &chunk, chunk.count)
      while count > 0 {  // everything waiting, so a large frame is not read 4 KB per poll
        buffer.append(contentsOf: chunk[0..<count])
        count = read(master, &chunk, chunk.count)
      }
      if condition(String(decoding: buffer, as: UTF8.self)) { return }
      usleep(10_000)
    }
    throw SessionError.noOutput(String(decoding: buffer, as: UTF8.self))
  }

  /// Types `text` into the program's terminal (raw bytes: keys, replies to queries).
  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Writes `bytes` to the program's terminal as they are (not necessarily UTF-8).
  func send(bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Stops the terminal's output (as a terminal that stops reading does): every write the
  /// program makes then waits, until `resumeOutput`.
  func stopOutput() {
    flow(TCOOFF)
  }

  /// Lets the terminal's output flow again.
  func resumeOutput() {
    flow(TCOON)
  }

  private func flow(_ action: Int32) {
    let slave = open(slavePath, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { return }
    _ = tcflow(slave, action)
    close(slave)
  }

  /// Everything the program has written so far.
  var output: String { String(decoding: buffer, as: UTF8.self) }

  /// Sets the terminal's size (what `stty rows H cols W` does) and tells the program with
  /// SIGWINCH, which the kernel sends only to a terminal's foreground process group.
  func resize(width: UInt16, height: UInt16) {
    var size = winsize(ws_row: height, ws_col: width, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    kill(pid, SIGWINCH)
  }

  /// Closes the master side: the program's terminal is gone.
  func closeMaster() {
    close(master)
    masterOpen = false
  }

  /// Polls for the program's exit; its wait status, or nil if it is still running at `timeout`.
  func waitForExit(timeout: Double) throws -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid { return status }
      usleep(10_000)
    }
    return nil
  }

  enum SessionError: Error {
    case noPseudoTerminal
    case spawnFailed(Int32)
    case noOutput(String)
  }
}
