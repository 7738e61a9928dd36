import EndToEndSupport
import Foundation
import Glibc
import Testing

/// Network Paddles end to end: two real arcades in two tmux panes over loopback, a joiner
/// killed mid-match, and hostile peers (a raw socket in the test) against `arcade host` and
/// `arcade join`. Hosts listen on `--port 0`; the port is read from the hosting screen.
@Suite("Network Paddles, end to end under tmux")
struct NetworkEndToEndTests {
  // MARK: - Two arcades

  @Test func twoArcadesPlayAPointThatShowsOnBothSidesAndBothLeaveWithStatusZero() throws {
    let host = try TmuxPane()
    let port = try Self.hostPaddles(in: host, arguments: "--win-score 1 --seed 5")
    let joiner = try TmuxPane()
    try joiner.run("arcade join 127.0.0.1:\(port); echo \"status=$?\"")

    let joinerReady = try joiner.waitFor("Ready?", timeout: 10)
    #expect(Self.panelText(joinerReady).contains("You play on the right"))
    let hostReady = try host.waitFor("Ready?", timeout: 10)
    #expect(Self.panelText(hostReady).contains("You play on the left"))

    // The joiner serves; the host taps W so its paddle moves; the joiner's stays and the
    // puck (after its half-second wait) wins someone the single point.
    try joiner.send("Space")
    try host.waitFor(timeout: 5) { !$0.contains("Ready?") }
    for _ in 0..<6 { try host.send("w") }

    let hostEnd = try host.waitFor(timeout: 30) { Self.points(in: $0).map { $0.you + $0.opponent > 0 } ?? false }
    let hostPoints = try #require(Self.points(in: hostEnd))
    let joinerEnd = try joiner.waitFor(timeout: 10) { Self.points(in: $0).map { $0.you + $0.opponent > 0 } ?? false }
    let joinerPoints = try #require(Self.points(in: joinerEnd))
    #expect(
      hostPoints.you == joinerPoints.opponent && hostPoints.opponent == joinerPoints.you,
      "host \(hostPoints), joiner \(joinerPoints)")

    // One point wins: Game over on both (past the board's name prompt, skipped), a winner on
    // one side only.
    let hostOver = Self.panelText(try Self.gameOver(in: host))
    let joinerOver = Self.panelText(try Self.gameOver(in: joiner))
    let hostWon = hostPoints.you > hostPoints.opponent
    #expect(hostOver.contains(hostWon ? "You win!" : "Your opponent wins"), "\(hostOver)")
    #expect(joinerOver.contains(hostWon ? "Your opponent wins" : "You win!"), "\(joinerOver)")

    for pane in [host, joiner] {
      let pid = try pane.arcadePID()
      try pane.send("Enter")
      try pane.waitFor("status=0")
      try Self.expectGone(pid, from: pane)
    }
  }

  @Test func leavingAsksFirstThenTellsTheOpponentAtOnce() throws {
    let host = try TmuxPane()
    let port = try Self.hostPaddles(in: host, arguments: "--seed 5")
    let joiner = try TmuxPane()
    try joiner.run("arcade join 127.0.0.1:\(port); echo \"status=$?\"")
    try joiner.waitFor("Ready?", timeout: 10)
    try host.waitFor("Ready?", timeout: 10)

    // Esc asks every game's question; N stays in the match.
    try host.send("Escape")
    #expect(Self.panelText(try host.waitFor("Leave Paddles?")).contains("Y / Enter: yes"))
    try host.send("n")
    try host.waitFor("Ready?")
    // Esc again, Y: the host leaves, and the joiner is told.
    try host.send("Escape")
    try host.waitFor("Leave Paddles?")
    try host.send("y")
    try host.waitFor("status=0")
    let told = try joiner.waitFor("Match ended", timeout: 5)
    #expect(Self.panelText(told).contains("Your opponent left the match."), "\(told)")
    try joiner.send("Escape")
    try joiner.waitFor("status=0")
  }

  // MARK: - A joiner killed

  @Test func aKilledJoinerLeavesTheHostWaitingIdleThenEndsTheMatchCleanly() throws {
    let host = try TmuxPane()
    let port = try Self.hostPaddles(in: host, arguments: "--win-score 9 --seed 5", after: "; stty -a")
    let hostPID = try host.arcadePID()
    let joiner = try TmuxPane()
    try joiner.run("arcade join 127.0.0.1:\(port)")
    try joiner.waitFor("Ready?", timeout: 10)
    try host.waitFor("Ready?", timeout: 10)
    try joiner.send("Space")
    try host.waitFor(timeout: 5) { !$0.contains("Ready?") }

    let joinerPID = try joiner.arcadePID()
    #expect(kill(joinerPID, SIGKILL) == 0)
    try host.waitFor("Waiting for opponent… (Esc to leave)", timeout: 5)
    try host.waitFor("The match ends in", timeout: 2)

    // Waiting ticks once a second, no more: under 10 clock ticks (5% of a core) in 2 s.
    let before = try Self.cpuTicks(of: hostPID)
    usleep(2_000_000)
    let used = try Self.cpuTicks(of: hostPID) - before
    #expect(used < 10, "the waiting host used \(used) ticks of CPU in 2 s")

    let ended = try host.waitFor("Match ended", timeout: 25)
    #expect(
      Self.panelText(ended).contains("Your opponent did not come back within 15 seconds: the match is over."),
      "\(ended)")
    try host.send("Enter")
    let screen = try host.waitFor(timeout: 10) {
      ShellEndToEndTests.exitStatus(in: $0) != nil && ShellEndToEndTests.isSane($0)
    }
    #expect(ShellEndToEndTests.exitStatus(in: screen) == 0)
    #expect(!screen.contains("Match ended"), "the panel was left on screen")
    try host.waitForModesRestored()
    try Self.expectGone(hostPID, from: host)
  }

  /// Ctrl-C or a SIGTERM ends an arcade as everywhere else, and its opponent hears at once
  /// that it left (a goodbye is sent on the way out), instead of waiting 15 seconds.
  @Test func aJoinerEndedBySIGTERMSaysGoodbyeOnTheWayOut() throws {
    let host = try TmuxPane()
    let port = try Self.hostPaddles(in: host, arguments: "--win-score 9 --seed 5", after: "")
    let joiner = try TmuxPane()
    try joiner.run("arcade join 127.0.0.1:\(port); echo \"status=$?\"")
    try joiner.waitFor("Ready?", timeout: 10)
    try host.waitFor("Ready?", timeout: 10)
    let joinerPID = try joiner.arcadePID()
    #expect(kill(joinerPID, SIGTERM) == 0)
    let told = try host.waitFor("Match ended", timeout: 5)
    #expect(Self.panelText(told).contains("Your opponent left the match."), "\(told)")
    let screen = try joiner.waitFor(timeout: 10) { ShellEndToEndTests.exitStatus(in: $0) != nil }
    #expect(ShellEndToEndTests.exitStatus(in: screen) == Int(128 + SIGTERM))
    try host.send("Enter")
    try host.waitFor("status=0")
  }

  // MARK: - Hostile peers

  /// What a raw peer sends to `arcade host`: each is closed, and the host hosts on.
  static let hostileGreetings: [(name: String, bytes: [UInt8])] = [
    ("HTTP", Array("GET / HTTP/1.0\r\n\r\n".utf8)),
    ("version 2", Array("ARCN".utf8) + [2, 1, 0, 0, 0, 0]),
    ("2 GiB hello", Array("ARCN".utf8) + [1, 1, 0x7F, 0xFF, 0xFF, 0xFF]),
    ("silence", []),
  ]

  @Test(arguments: hostileGreetings)
  func aHostileJoinerIsClosedAndTheHostHostsOn(name: String, bytes: [UInt8]) throws {
    let host = try TmuxPane()
    let port = try Self.hostPaddles(in: host, arguments: "--seed 5")
    let pid = try host.arcadePID()
    let peer = try RawSocket.connect(port: port)
    defer { peer.close() }
    if !bytes.isEmpty { try peer.send(bytes) }
    #expect(peer.waitUntilClosed(timeout: 8), "\(name): the host kept the connection")
    let screen = try host.screen()
    #expect(!screen.contains("Match ended") && screen.contains("Waiting for an opponent"), "\(name): \(screen)")
    try host.send("Escape")
    try host.waitFor("status=0")
    try Self.expectGone(pid, from: host)
  }

  @Test func aHostThatSendsGarbageEndsTheJoinersMatch() throws {
    let fake = try RawSocket.listen()
    defer { fake.close() }
    let joiner = try TmuxPane()
    try joiner.run("arcade join 127.0.0.1:\(fake.port); echo \"status=$?\"")
    let pid = try joiner.arcadePID()
    let connection = try fake.accept(timeout: 10)
    defer { connection.close() }
    try connection.send(Array("HTTP/1.0 200 OK\r\n\r\nhello".utf8))
    let ended = try joiner.waitFor("Match ended", timeout: 5)
    #expect(Self.panelText(ended).contains("The other side is not an arcade"), "\(ended)")
    try joiner.send("Enter")
    try joiner.waitFor("status=0")
    try Self.expectGone(pid, from: joiner)
  }

  // MARK: - Joining nothing

  @Test func joiningAPortNobodyListensOnSaysSoAndExitsZero() throws {
    let pane = try TmuxPane()
    try pane.run("arcade join 127.0.0.1:1; echo \"status=$?\"")
    let ended = try pane.waitFor("Match ended", timeout: 10)
    #expect(Self.panelText(ended).contains("Could not connect to 127.0.0.1:1: Connection refused."), "\(ended)")
    try pane.send("Enter")
    try pane.waitFor("status=0")
  }

  @Test func aBadAddressIsAUsageErrorOnStandardErrorWithoutTheScreen() throws {
    let result = try Shell.run(
      Arcade.path, ["join", "bad host!"], environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
    #expect(result.status == 64)
    #expect(result.error.contains("\"bad host!\" is not an address"), "\(result.error)")
    #expect(result.output.isEmpty, "the screen was touched: \(result.output.debugDescription)")
  }

  // MARK: - Helpers

  /// Starts `arcade host paddles --port 0 …` in `pane` and returns the port its screen shows.
  static func hostPaddles(in pane: TmuxPane, arguments: String, after: String = "") throws -> Int {
    try pane.run("arcade host paddles --port 0 \(arguments); echo \"status=$?\"\(after)")
    // The address shown may not be loopback; only the port is read.
    let screen = try pane.waitFor(timeout: 10) { $0.firstMatch(of: /arcade join \S+:([0-9]+)/) != nil }
    let match = try #require(screen.firstMatch(of: /arcade join \S+:([0-9]+)/))
    return try #require(Int(match.1))
  }

  /// The "Game over" screen, once the result's board has asked for a name (skipped with Esc).
  static func gameOver(in pane: TmuxPane) throws -> String {
    // The result shows first; the board's prompt takes its place a beat later, and is skipped.
    let result = try pane.waitFor(timeout: 10) { $0.contains("Game over") || $0.contains("Your name:") }
    guard (try? pane.waitFor("Your name:", timeout: 5)) != nil else { return result }
    try pane.send("Escape")
    return try pane.waitFor("Game over")
  }

  /// The text inside the screen's panel (between its side borders), its lines joined by
  /// spaces: a sentence wrapped across lines reads whole.
  static func panelText(_ screen: String) -> String {
    screen.split(separator: "\n").compactMap { line -> String? in
      guard let first = line.firstIndex(of: "│"), let last = line.lastIndex(of: "│"), first < last else { return nil }
      return line[line.index(after: first)..<last].trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// The points on the status line, from this terminal's side.
  static func points(in screen: String) -> (you: Int, opponent: Int)? {
    guard let you = screen.firstMatch(of: /You \[[^\]]*\]: ([0-9]+)/).flatMap({ Int($0.1) }),
      let opponent = screen.firstMatch(of: /Opponent: ([0-9]+)/).flatMap({ Int($0.1) })
    else { return nil }
    return (you, opponent)
  }

  /// User plus system CPU time of `pid`, in clock ticks (/proc/PID/stat fields 14 and 15).
  static func cpuTicks(of pid: Int32) throws -> Int {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    // Fields after the command name, which is in parentheses and may hold spaces.
    let rest = try #require(stat.range(of: ")", options: .backwards)).upperBound
    let fields = stat[rest...].split(separator: " ")
    // fields[0] is field 3 (state): utime is field 14, stime field 15.
    return try #require(Int(fields[11])) + #require(Int(fields[12]))
  }

  /// `pid` has exited, and no arcade runs under the pane's shell.
  static func expectGone(_ pid: Int32, from pane: TmuxPane) throws {
    let deadline = Date().addingTimeInterval(5)
    while kill(pid, 0) == 0, Date() < deadline { usleep(20_000) }
    #expect(kill(pid, 0) == -1 && errno == ESRCH, "arcade \(pid) is still running")
    let shell = try pane.format("#{pane_pid}")
    let left = try Shell.output("/usr/bin/pgrep", ["-P", shell, "-x", "arcade"])
    #expect(left.isEmpty, "arcade processes left: \(left)")
  }
}

/// A bare TCP socket on loopback: the hostile peer or the fake host of the network tests.
final class RawSocket {
  private(set) var descriptor: Int32

  private init(_ descriptor: Int32) { self.descriptor = descriptor }

  deinit { close() }

  /// Connects to 127.0.0.1:`port`.
  static func connect(port: Int) throws -> RawSocket {
    let socket = RawSocket(Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0))
    guard socket.descriptor >= 0 else { throw Failure("socket", errno) }
    var address = loopback(port: port)
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket.descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else { throw Failure("connect to 127.0.0.1:\(port)", errno) }
    return socket
  }

  /// Listens on 127.0.0.1, on a port the system picks.
  static func listen() throws -> RawSocket {
    let socket = RawSocket(Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0))
    guard socket.descriptor >= 0 else { throw Failure("socket", errno) }
    var address = loopback(port: 0)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket.descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, Glibc.listen(socket.descriptor, 1) == 0 else { throw Failure("listen", errno) }
    return socket
  }

  /// The local port.
  var port: Int {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// The next connection to this listening socket, waiting at most `timeout` seconds.
  func accept(timeout: Double) throws -> RawSocket {
    var target = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&target, 1, Int32(timeout * 1000)) == 1 else { throw Failure("nobody connected within \(timeout) s", 0) }
    let connection = Glibc.accept(descriptor, nil, nil)
    guard connection >= 0 else { throw Failure("accept", errno) }
    return RawSocket(connection)
  }

  /// Writes all of `bytes`.
  func send(_ bytes: [UInt8]) throws {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress! + written, bytes.count - written, Int32(MSG_NOSIGNAL))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw Failure("send", errno) }
      written += count
    }
  }

  func close() {
    guard descriptor >= 0 else { return }
    Glibc.close(descriptor)
    descriptor = -1
  }

  private static func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    return address
  }

  struct Failure: Error, CustomStringConvertible {
    let what: String
    let code: Int32
    init(_ what: String, _ code: Int32) {
      self.what = what
      self.code = code
    }
    var description: String { code == 0 ? what : "\(what): \(String(cString: strerror(code)))" }
  }
}
