import EndToEndSupport
import Foundation
import Testing

/// The arcade shell end to end: the built binary in tmux, driven as a player would.
@Suite("Arcade shell, end to end under tmux")
struct ShellEndToEndTests {
  /// Matches `stty -a` output showing the terminal is back in cooked mode with echo.
  static func isSane(_ screen: String) -> Bool {
    let words = screen.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
    return words.contains("icanon") && words.contains("echo") && !words.contains("-icanon") && !words.contains("-echo")
  }

  /// The number printed by `echo "status=$?"`, once the command has finished (not its echo).
  static func exitStatus(in screen: String) -> Int? {
    guard let match = screen.firstMatch(of: /status=([0-9]+)/) else { return nil }
    return Int(match.1)
  }

  @Test func binaryWasBuilt() {
    #expect(FileManager.default.isExecutableFile(atPath: Arcade.path), "no arcade binary at \(Arcade.path)")
  }

  @Test func menuAppearsWithinTwoSeconds() throws {
    let pane = try TmuxPane()
    let start = Date()
    try pane.run("arcade")
    let screen = try pane.waitFor("A R C A D E", timeout: 2)
    #expect(Date().timeIntervalSince(start) < 2)
    #expect(screen.contains("Settings"))
    #expect(screen.contains("Help"))
    #expect(screen.contains("Quit"))
    try pane.send("q")
  }

  @Test func helpOpensAndCloses() throws {
    let pane = try TmuxPane()
    try pane.run("arcade")
    try pane.waitFor("A R C A D E")
    try pane.send("?")
    let help = try pane.waitFor("Everywhere")
    #expect(help.contains("Ctrl-C"))
    try pane.send("q")
    try pane.waitFor("A R C A D E")
    try pane.send("q")
  }

  @Test func controlSDoesNotFreezeTheScreenAndFlowControlComesBack() throws {
    let pane = try TmuxPane()
    try pane.run("arcade; stty -a")
    try pane.waitFor("A R C A D E")
    try pane.send("C-s")
    try pane.send("?")
    try pane.waitFor("Everywhere")
    try pane.send("q")
    try pane.waitFor("A R C A D E")
    try pane.send("q")
    let after = try pane.waitFor(timeout: 5) { ShellEndToEndTests.isSane($0) }
    #expect(
      after.split(whereSeparator: { $0 == " " || $0 == "\n" }).contains("ixon"),
      "the shell's flow control was not restored")
  }

  @Test func tooSmallTerminalShowsMessageAndRecovers() throws {
    let pane = try TmuxPane()
    try pane.run("arcade")
    try pane.waitFor("A R C A D E")
    try pane.resize(width: 20, height: 6)
    let small = try pane.waitFor(timeout: 5) { $0.contains("Terminal too") && $0.contains("20×6") }
    #expect(small.contains("need"))
    try pane.resize(width: 10, height: 4)
    try pane.waitFor("10×4")
    try pane.resize(width: 80, height: 24)
    try pane.waitFor("A R C A D E")
    try pane.send("q")
  }

  @Test func quitLeavesTerminalSaneWithStatusZero() throws {
    let pane = try TmuxPane()
    try pane.run("arcade; echo \"status=$?\"; stty -a")
    try pane.waitFor("A R C A D E")
    try pane.send("q")
    let screen = try pane.waitFor("status=0")
    try pane.waitFor(timeout: 5) { ShellEndToEndTests.isSane($0) }
    #expect(!screen.contains("A R C A D E"), "the menu was left on screen")
  }

  @Test(arguments: [("TERM", 15, 143), ("INT", 2, 130), ("HUP", 1, 129)])
  func terminationSignalRestoresTerminal(name: String, number: Int32, status: Int) throws {
    let pane = try TmuxPane()
    try pane.run("arcade; echo \"status=$?\"; stty -a")
    try pane.waitFor("A R C A D E")
    let pid = try pane.arcadePID()
    #expect(kill(pid, number) == 0)
    try pane.waitFor("status=\(status)")
    try pane.waitFor(timeout: 5) { ShellEndToEndTests.isSane($0) }
  }

  @Test func controlCQuitsWithStatus130() throws {
    let pane = try TmuxPane()
    try pane.run("arcade; echo \"status=$?\"; stty -a")
    try pane.waitFor("A R C A D E")
    try pane.send("C-c")
    try pane.waitFor("status=130")
    try pane.waitFor(timeout: 5) { ShellEndToEndTests.isSane($0) }
  }

  @Test func crashInCursesModeRestoresTerminalAndReports() throws {
    let pane = try TmuxPane()
    try pane.run("arcade crash-check 2>crash.log; echo \"status=$?\"; stty -a; grep -c 'Fatal error' crash.log")
    let screen = try pane.waitFor(timeout: 20) {
      ShellEndToEndTests.exitStatus(in: $0) != nil && ShellEndToEndTests.isSane($0)
    }
    #expect(ShellEndToEndTests.exitStatus(in: screen) != 0, "a trap must not exit with success")
    #expect(!screen.contains("Crash check"), "the curses screen was left behind")
    let log = try String(contentsOf: pane.home.appendingPathComponent("crash.log"), encoding: .utf8)
    #expect(log.contains("Fatal error"), "the crash report was lost: \(log)")
  }

  @Test func stdinNotATerminalFailsWithOneLine() throws {
    let result = try Shell.run(Arcade.path, [], environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"])
    #expect(result.status == 2)
    #expect(result.error.split(separator: "\n").count == 1)
    #expect(result.error.contains("not a terminal"))
    #expect(result.output.isEmpty)
  }

  @Test(arguments: ["TERM=dumb", "TERM=no-such-terminal-xyz", "-u TERM"])
  func unusableTerminalTypeFailsWithOneLine(setting: String) throws {
    let pane = try TmuxPane()
    try pane.run("env \(setting) arcade 2>err.txt; echo \"status=$?\"; wc -l < err.txt")
    let screen = try pane.waitFor(timeout: 5) { ShellEndToEndTests.exitStatus(in: $0) != nil }
    #expect(ShellEndToEndTests.exitStatus(in: screen) == 2)
    let error = try String(contentsOf: pane.home.appendingPathComponent("err.txt"), encoding: .utf8)
    #expect(error.split(separator: "\n").count == 1, "expected one line, got: \(error)")
    #expect(error.contains("TERM"))
  }

  @Test func hangupOfTheTerminalEndsTheProgramQuickly() throws {
    let session = try PseudoTerminalSession(arguments: [Arcade.path])
    try session.waitForOutput(containing: "A R C A D E")
    session.closeMaster()
    let status = try session.waitForExit(timeout: 1.5)
    #expect(status != nil, "arcade kept running after its terminal hung up")
  }

  @Test func helpAndVersionPrintWithoutATerminal() throws {
    let help = try Shell.run(Arcade.path, ["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("USAGE: arcade"))
    let version = try Shell.run(Arcade.path, ["--version"])
    #expect(version.status == 0)
    #expect(version.output.contains("."))
  }
}
