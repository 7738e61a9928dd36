import Glibc
import Testing

// MARK: - WriterProcess

/// A running `score-writer` child with its stdout on a pipe; lines are collected by
/// polling the pipe, never by sleeping.
final class WriterProcess {
  let pid: pid_t
  private let output: Int32
  private var buffer: [UInt8] = []
  private(set) var lines: [String] = []
  private(set) var reachedEnd = false

  /// The built `score-writer`, found beside the test binary (`/proc/self/exe`).
  static func executable() throws -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    try #require(length > 0)
    let exe = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var directory = String(exe[..<(exe.lastIndex(of: "/") ?? exe.endIndex)])
    // On some layouts the test binary sits inside a bundle below the products directory.
    for _ in 0..<4 {
      let candidate = "\(directory)/score-writer"
      if access(candidate, X_OK) == 0 { return candidate }
      guard let slash = directory.lastIndex(of: "/") else { break }
      directory = String(directory[..<slash])
    }
    Issue.record("score-writer not found beside \(exe)")
    throw WriterNotFound()
  }

  struct WriterNotFound: Error {}

  /// Starts `score-writer` with `arguments`; stderr is inherited so its errors show up.
  init(_ executable: String, _ arguments: [String]) throws {
    var pipeEnds: [Int32] = [0, 0]
    try #require(pipe(&pipeEnds) == 0)
    // Close-on-exec, so writers started by parallel tests do not hold each other's pipes open.
    for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, nil, argv, environ)
    close(pipeEnds[1])
    if status != 0 { close(pipeEnds[0]) }
    try #require(status == 0, "posix_spawn failed: \(status)")
    pid = child
    output = pipeEnds[0]
  }

  deinit {
    close(output)
  }

  /// Waits (in `poll`) until at least `count` lines arrived or the pipe closed; returns
  /// whether the lines arrived. The timeout only guards against a hung child.
  @discardableResult
  func waitForLines(_ count: Int, timeoutMilliseconds: Int32 = 30_000) -> Bool {
    while lines.count < count && !reachedEnd {
      var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, timeoutMilliseconds)
      if ready < 0 && errno == EINTR { continue }
      if ready <= 0 { return false }
      readAvailable()
    }
    return lines.count >= count
  }

  /// Reads until the child's stdout closes (after it exited or was killed).
  func drain() {
    while !reachedEnd {
      var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, 30_000)
      if ready < 0 && errno == EINTR { continue }
      if ready <= 0 { return }
      readAvailable()
    }
  }

  /// Sends SIGKILL.
  func kill() {
    _ = Glibc.kill(pid, SIGKILL)
  }

  /// Reaps the child; returns the raw wait status.
  @discardableResult
  func wait() -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return status
  }

  private func readAvailable() {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
    if count < 0 { return }
    if count == 0 {
      reachedEnd = true
      return
    }
    buffer.append(contentsOf: chunk[0..<count])
    // Only complete lines count as acknowledgements.
    while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(String(decoding: buffer[..<newline], as: UTF8.self))
      buffer.removeSubrange(...newline)
    }
  }
}

// MARK: - Wait status

/// Whether a wait status says the child exited with code 0.
func exitedCleanly(_ status: Int32) -> Bool {
  status & 0x7F == 0 && (status >> 8) & 0xFF == 0
}

/// Whether a wait status says the child died of `signal`.
func killed(_ status: Int32, by signal: Int32) -> Bool {
  status & 0x7F == signal
}
