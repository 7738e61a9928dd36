import Foundation

/// Runs programs for the end-to-end tests and collects what they print.
public enum Shell {
  /// The result of a finished program.
  public struct Result {
    public let status: Int32
    public let output: String
    public let error: String
    public let seconds: Double
  }

  /// Runs `path` with `arguments`, stdin from /dev/null; returns status, stdout and stderr.
  ///
  /// Uses posix_spawn and waitpid rather than Foundation's Process, whose child reaping is
  /// unreliable when tests run in parallel. Output goes through temporary files, not pipes: a
  /// program that leaves a daemon behind (tmux starting its server) would hold a pipe open.
  public static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Result {
    let directory = FileManager.default.temporaryDirectory.path
    let outPath = "\(directory)/arcade-e2e-out-\(UUID().uuidString)"
    let errPath = "\(directory)/arcade-e2e-err-\(UUID().uuidString)"
    defer {
      unlink(outPath)
      unlink(errPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let variables =
      environment.map { $0.map { "\($0.key)=\($0.value)" } }
      ?? ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    // The test runner may block or ignore signals; the programs under test must start clean.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var emptyMask = sigset_t()
    var allSignals = sigset_t()
    sigemptyset(&emptyMask)
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &emptyMask)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let start = Date()
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw SpawnError(path: path, code: spawned) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Result(
      status: exitStatus,
      output: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      error: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
      seconds: Date().timeIntervalSince(start))
  }

  /// A program could not be started.
  public struct SpawnError: Error, CustomStringConvertible {
    public let path: String
    public let code: Int32
    public var description: String { "cannot run \(path): \(String(cString: strerror(code)))" }
  }

  /// Runs a program and returns its standard output (empty on a non-zero status).
  public static func output(_ path: String, _ arguments: [String]) throws -> String {
    try run(path, arguments).output
  }
}
