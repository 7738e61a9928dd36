import EndToEndSupport
import Foundation
import Testing

/// Every signal that ends the arcade puts the terminal back first; SIGPIPE does not end it.
@Suite("Signals, end to end under tmux")
struct SignalEndToEndTests {
  /// Signals whose default action ends a process (the crashes aside), by `kill -l` name.
  static let terminations: [(name: String, number: Int32)] = [
    ("QUIT", SIGQUIT), ("USR1", SIGUSR1), ("USR2", SIGUSR2), ("ALRM", SIGALRM), ("VTALRM", SIGVTALRM),
    ("PROF", SIGPROF), ("XCPU", SIGXCPU), ("XFSZ", SIGXFSZ), ("PWR", SIGPWR), ("STKFLT", SIGSTKFLT),
  ]

  @Test(arguments: terminations)
  func signalEndsTheArcadeWithTheTerminalRestored(name: String, number: Int32) throws {
    let pane = try TmuxPane()
    try pane.run("arcade; echo \"status=$?\"; stty -a")
    try pane.waitFor("A R C A D E")
    let pid = try pane.arcadePID()
    #expect(kill(pid, number) == 0)
    let screen = try pane.waitFor(timeout: 10) {
      ShellEndToEndTests.exitStatus(in: $0) != nil && ShellEndToEndTests.isSane($0)
    }
    #expect(ShellEndToEndTests.exitStatus(in: screen) == 128 + Int(number), "SIG\(name)")
    try pane.waitForModesRestored()
    #expect(!screen.contains("A R C A D E"), "the menu was left on screen after SIG\(name)")
    #expect(!screen.contains("crashed"), "a crash report appeared for SIG\(name)")
  }

  @Test func controlBackslashQuitsCleanlyWithoutACrashReport() throws {
    let pane = try TmuxPane()
    try pane.run("arcade 2>err.txt; echo \"status=$?\"; stty -a")
    try pane.waitFor("A R C A D E")
    try pane.send("C-\\")
    let screen = try pane.waitFor(timeout: 10) {
      ShellEndToEndTests.exitStatus(in: $0) != nil && ShellEndToEndTests.isSane($0)
    }
    #expect(ShellEndToEndTests.exitStatus(in: screen) == 131)
    try pane.waitForModesRestored()
    let errors = try String(contentsOf: pane.home.appendingPathComponent("err.txt"), encoding: .utf8)
    #expect(!errors.contains("crashed"), "a crash report was printed: \(errors)")
  }

  @Test func brokenPipeSignalIsIgnoredAndTheGameGoesOn() throws {
    let pane = try TmuxPane()
    try pane.run("arcade; echo \"status=$?\"; stty -a")
    try pane.waitFor("A R C A D E")
    let pid = try pane.arcadePID()
    #expect(kill(pid, SIGPIPE) == 0)
    try pane.send("?")
    try pane.waitFor("Everywhere")  // still alive and drawing
    try pane.send("q")
    try pane.waitFor("A R C A D E")
    try pane.send("q")
    try pane.waitFor("status=0")
    try pane.waitFor(timeout: 10) { ShellEndToEndTests.isSane($0) }
    try pane.waitForModesRestored()
  }

  /// A crash while the kitty keyboard flags are pushed pops them before leaving the screen.
  @Test func crashWithTheKittyFlagsPushedPopsThemFirst() throws {
    let session = try KittyKeyboardEndToEndTests.paddlesWithTheProtocolOn()
    #expect(kill(session.pid, SIGSEGV) == 0)
    // Everything after the push, once the alternate screen has been left (rmcup).
    func afterPush(_ output: String) -> Substring? {
      output.range(of: KittyKeyboardEndToEndTests.push, options: .backwards).map { output[$0.upperBound...] }
    }
    try session.waitForOutput(timeout: 10) { afterPush($0)?.contains("\u{1B}[?1049l") == true }
    let status = try #require(try session.waitForExit(timeout: 10), "arcade did not exit after SIGSEGV")
    #expect(status & 0x7F == SIGSEGV, "wait status \(status)")
    let tail = try #require(afterPush(session.output))
    let popped = try #require(
      tail.range(of: KittyKeyboardEndToEndTests.pop), "the flags were not popped: \(tail.debugDescription)")
    let leftScreen = try #require(tail.range(of: "\u{1B}[?1049l"))
    #expect(popped.lowerBound < leftScreen.lowerBound, "popped after leaving the alternate screen")
  }

  /// A terminal that reads none of the arcade's output (its output stopped, a frozen
  /// multiplexer) must not keep it from obeying SIGTERM: the arcade was blocked in `write`.
  @Test func sigtermIsObeyedWhileTheTerminalReadsNoOutput() throws {
    let session = try PseudoTerminalSession(
      arguments: [Arcade.path], environment: ["SWIFT_BACKTRACE=enable=no"])
    try session.waitForOutput(containing: "A R C A D E")
    session.send("\u{1B}[?62;22c")
    session.stopOutput()
    session.send("?")  // a frame to write that the terminal will not take
    session.send("?")
    #expect(kill(session.pid, SIGTERM) == 0)
    let status = try session.waitForExit(timeout: 10)
    session.resumeOutput()
    #expect(status.map { Int(($0 >> 8) & 0xFF) } == 128 + Int(SIGTERM), "wait status \(String(describing: status))")
  }

  /// Leaving with `q` while the terminal reads no output: the way out holds the termination
  /// signals (a last save must not be cut short), and a SIGTERM sent then still ends the wait
  /// for the terminal.
  @Test func sigtermEndsTheWayOutWhileTheTerminalReadsNoOutput() throws {
    let session = try PseudoTerminalSession(
      arguments: [Arcade.path], environment: ["SWIFT_BACKTRACE=enable=no"])
    try session.waitForOutput(containing: "A R C A D E")
    session.send("\u{1B}[?62;22c")
    session.stopOutput()
    session.send("q")
    // The way out has begun when the termination signals are blocked.
    try Self.waitUntilBlocked(SIGTERM, in: session.pid)
    #expect(kill(session.pid, SIGTERM) == 0)
    let status = try session.waitForExit(timeout: 10)
    session.resumeOutput()
    #expect(status != nil, "the arcade waited for its terminal past SIGTERM")
  }

  /// Polls the process's blocked-signal mask until `signal` is in it.
  static func waitUntilBlocked(_ signal: Int32, in pid: pid_t, timeout: Double = 10) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
      let mask = status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") }
        .flatMap { UInt64($0.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16) }
      if let mask, mask & (1 << UInt64(signal - 1)) != 0 { return }
      usleep(10_000)
    }
    Issue.record("signal \(signal) was never blocked")
  }
}
