import Catalog
import Foundation
import Testing

/// A shell in a private tmux server, for driving the real `arcade` binary as a player would.
///
/// Every pane gets its own server socket, HOME and XDG directories, so tests run in parallel
/// without sharing anything, and a player's real files are never touched.
public final class TmuxPane {
  public let socket: String
  public let home: URL
  public private(set) var closed = false

  /// Starts `bash` in an 80×24 (or `width`×`height`) pane with a UTF-8 locale and `term`
  /// (xterm-256color unless told). The player has read every game's "How to play" card (the
  /// settings file says so) unless `firstRun`: a game then starts from the menu at once.
  public init(width: Int = 80, height: Int = 24, term: String = "xterm-256color", firstRun: Bool = false) throws {
    socket = "arcade-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    home = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    if !firstRun {
      let config = home.appendingPathComponent("config/arcade")
      try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
      try "how-to-play-seen = \(GameCatalog.gameNames.joined(separator: ", "))\n".write(
        to: config.appendingPathComponent("settings"), atomically: true, encoding: .utf8)
    }
    let environment = [
      "HOME=\(home.path)", "XDG_DATA_HOME=\(home.path)/data", "XDG_CONFIG_HOME=\(home.path)/config",
      "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "TERM=\(term)", "PS1='$ '",
      "SWIFT_BACKTRACE=enable=yes,interactive=no,color=no",
      "ARCADE_LEVELS=\(TmuxPane.packageLevels)",
      "PATH=\(Arcade.binary.deletingLastPathComponent().path):/usr/bin:/bin",
    ]
    try tmux([
      "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "main", "-c", home.path,
      "env -i \(environment.joined(separator: " ")) bash --norc --noprofile",
    ])
    try waitFor(timeout: 5) { $0.contains("$") }
  }

  deinit { close() }

  /// The package's `Levels` folder: the panes use it whatever build folder the binary is in.
  public static var packageLevels: String { Arcade.checkout.appendingPathComponent("Levels").path }

  /// Ends the tmux server and removes the pane's home directory.
  public func close() {
    guard !closed else { return }
    closed = true
    _ = try? tmux(["kill-server"])
    try? FileManager.default.removeItem(at: home)
  }

  // MARK: - Driving

  /// Types a command line and presses Enter.
  public func run(_ command: String) throws {
    try tmux(["send-keys", "-t", "main", "-l", command])
    try tmux(["send-keys", "-t", "main", "Enter"])
  }

  /// Sends tmux key names (`q`, `Escape`, `Down`, `C-c`, `Space`…).
  public func send(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "main"] + keys)
  }

  /// Writes `bytes` to the program in one write, as a terminal sends a report (mouse clicks).
  public func sendBytes(_ bytes: String) throws {
    try tmux(["send-keys", "-t", "main", "-H"] + bytes.utf8.map { String($0, radix: 16) })
  }

  /// Resizes the pane's window.
  public func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
  }

  /// The text on screen now.
  public func screen() throws -> String {
    try tmux(["capture-pane", "-p", "-t", "main"])
  }

  /// Polls the screen until `condition` holds; fails with the last screen when `timeout` passes,
  /// naming the caller's line (a thrown error is reported at the test's first line).
  @discardableResult
  public func waitFor(
    timeout: Double = 5, _ condition: (String) -> Bool, file: String = #fileID, line: Int = #line
  ) throws -> String {
    try waitFor(timeout: timeout, condition, what: "the condition at \(file):\(line)")
  }

  /// Polls the screen until `condition` holds; fails with `what` was waited for and the last
  /// screen when `timeout` passes.
  private func waitFor(timeout: Double, _ condition: (String) -> Bool, what: String) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if condition(last) { return settled(last, condition) }
      usleep(20_000)
    }
    throw PaneError.timedOut(screen: last, waitingFor: what)
  }

  /// The screen a moment after `matched` when it still meets `condition`: a large frame reaches
  /// tmux in pieces, and a test that found its first line must not judge the rest half drawn.
  private func settled(_ matched: String, _ condition: (String) -> Bool) -> String {
    usleep(40_000)
    guard let later = try? screen(), condition(later) else { return matched }
    return later
  }

  /// Polls until `text` is on screen.
  @discardableResult
  public func waitFor(_ text: String, timeout: Double = 5, file: String = #fileID, line: Int = #line) throws -> String {
    try waitFor(timeout: timeout, { $0.contains(text) }, what: "\"\(text)\" at \(file):\(line)")
  }

  /// The pid of the running `arcade`, a child of the pane's shell.
  public func arcadePID(timeout: Double = 5) throws -> Int32 {
    let shell = try tmux(["display-message", "-p", "-t", "main", "#{pane_pid}"]).trimmingCharacters(
      in: .whitespacesAndNewlines)
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let children = try Shell.output("/usr/bin/pgrep", ["-P", shell, "-x", "arcade"])
      if let pid = children.split(separator: "\n").first.flatMap({ Int32($0) }) { return pid }
      usleep(20_000)
    }
    throw PaneError.noProcess
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    try Shell.output("/usr/bin/tmux", ["-L", socket] + arguments)
  }

  public enum PaneError: Error, CustomStringConvertible {
    /// Waited in vain for what `waitingFor` says (a text and the line that waited, or only the
    /// line).
    case timedOut(screen: String, waitingFor: String = "")
    case noProcess

    public var description: String {
      switch self {
      case .timedOut(let screen, let what) where !what.isEmpty:
        return "timed out waiting for \(what); the screen was:\n\(screen)"
      case .timedOut(let screen, _): return "timed out; the screen was:\n\(screen)"
      case .noProcess: return "arcade did not start"
      }
    }
  }
}
