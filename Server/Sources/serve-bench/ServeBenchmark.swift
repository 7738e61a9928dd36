import Foundation
import NIOPosix
import SSHPlayer
import Synchronization

/// `scripts/bench-serve`: starts `arcade-server` as its own process and exactly N idle and M
/// playing players over SSH in this one (swift-nio-ssh's client, on loopback, four per source
/// address 127.0.x.y so the server's per-address limits hold), then prints, from one run: how
/// fast they connected, RSS per session above the server's base, the server's CPU with all of
/// them idle in the menu and with M in Paddles, the frames each player in a game gets a second,
/// and how long a paddle key takes to move the paddle on the player's screen (p50, p99, max),
/// and a menu key to its frame while the games play. Figures, never a timed test.
@main
struct ServeBenchmark {
  static func main() async throws {
    let arguments = CommandLine.arguments
    func value(_ names: String..., default fallback: Int) -> Int {
      for name in names {
        if let index = arguments.firstIndex(of: name), arguments.indices.contains(index + 1),
          let number = Int(arguments[index + 1])
        {
          return number
        }
      }
      return fallback
    }
    guard arguments.count > 1, FileManager.default.isExecutableFile(atPath: arguments[1]) else {
      print(
        "usage: serve-bench PATH-TO-arcade-server LEVELS-FOLDER [--idle N] [--playing M] [--seconds S] | [--window-changes N]"
      )
      exit(2)
    }
    if arguments.contains("--window-changes") {
      try await windowChanges(
        value("--window-changes", default: 2000), binary: arguments[1],
        levels: arguments.count > 2 ? arguments[2] : "Levels")
      return
    }
    let idleCount = value("--idle", "--menu", default: 1000)
    let playingCount = value("--playing", "--holes", default: 200)
    let seconds = value("--seconds", default: 10)
    let server = try ServerProcess(binary: arguments[1], levels: arguments.count > 2 ? arguments[2] : "Levels")
    defer { server.stop() }
    try await Task.sleep(for: .milliseconds(300))
    let base = server.residentKilobytes()
    print("server base: RSS \(base) KiB")

    // The players who will play first, so their screens are the ones kept.
    let total = idleCount + playingCount
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let meter = Meter()
    var players: [SSHPlayer] = []
    var watchers: [Watcher] = []
    let connectStart = ContinuousClock.now
    for index in 0..<total {
      let source = "127.0.\(1 + index / 1000).\(1 + (index / 4) % 250)"
      let watcher = Watcher(keepsScreen: index < playingCount)
      let player = try await SSHPlayer(
        port: server.port, signIn: .guest, source: source, group: group, keepsBytes: false
      ) { bytes in
        meter.received(bytes.count)
        watcher.received(bytes)
      }
      players.append(player)
      watchers.append(watcher)
      if index % 200 == 199 { print("  \(index + 1) connected") }
    }
    let connecting = connectStart.duration(to: .now)
    print(
      "connected \(total) in \(connecting) (\(Int(Double(total) / max(connecting.seconds, 1e-9))) a second), "
        + "one at a time")
    // Past the glyph card to the menu.
    for player in players { try await player.send("\r") }
    try await Task.sleep(for: .seconds(2))
    let menuRSS = server.residentKilobytes()
    let perSession = Double(menuRSS - base) / Double(max(total, 1))
    print(
      "\(total) in the menu: RSS \(menuRSS) KiB, \(String(format: "%.1f", perSession)) KiB a session above the base")
    let idle = try await server.cpu(over: seconds, meter: meter)
    print(
      "  all idle in the menu: server CPU \(String(format: "%.1f", idle.cpu)) %, \(idle.bytesPerSecond) B/s to the players"
    )

    // M players into Paddles: its card, its menu (first to 21, so no match ends in the
    // window), start, serve.
    let playing = Array(zip(players, watchers).prefix(playingCount))
    for (player, _) in playing { try await player.send("\u{1B}[Hj\r") }
    try await Task.sleep(for: .milliseconds(700))
    for (player, _) in playing { try await player.send("\r") }
    try await Task.sleep(for: .milliseconds(700))
    let firstTo21 = "\u{1B}[A" + String(repeating: "\u{1B}[C", count: 4) + "\u{1B}[B\r"
    for (player, _) in playing { try await player.send(firstTo21) }
    try await Task.sleep(for: .milliseconds(700))
    for (player, _) in playing { try await player.send(" ") }
    // A player serves at once after each point, as a player does (without, the receiver serves
    // after 3 s, and the puck waiting draws no frames).
    let inGame = playing.map(\.0)
    let serving = Task {
      while !Task.isCancelled {
        for player in inGame { try? await player.send(" ") }
        try? await Task.sleep(for: .milliseconds(500))
      }
    }
    defer { serving.cancel() }
    try await Task.sleep(for: .seconds(1))
    let piecesBefore = playing.map { $0.1.pieces }
    let busy = try await server.cpu(over: seconds, meter: meter)
    let rates = zip(playing, piecesBefore).map { Double($0.0.1.pieces - $0.1) / Double(seconds) }.sorted()
    print(
      "\(playingCount) in Paddles and \(idleCount) idle: server CPU \(String(format: "%.1f", busy.cpu)) %, "
        + "RSS \(server.residentKilobytes()) KiB, \(busy.bytesPerSecond) B/s to the players")
    if let lowest = rates.first, let highest = rates.last {
      print(
        "  frames a second to each player in a game: median \(String(format: "%.1f", rates[rates.count / 2])), "
          + "lowest \(String(format: "%.1f", lowest)), highest \(String(format: "%.1f", highest))")
    }
    // What playing costs above the idle menu, per game played and per frame the players got.
    let playingCPU = max(busy.cpu - idle.cpu, 0) / 100
    let framesPerSecond = rates.reduce(0, +)
    print(
      "  per game played: \(String(format: "%.2f", playingCPU / Double(max(playingCount, 1)) * 1000)) ms of CPU a second; "
        + "per frame (\(Int(framesPerSecond)) a second): "
        + "\(String(format: "%.1f", framesPerSecond > 0 ? playingCPU / framesPerSecond * 1e6 : 0)) µs")
    let paddle = try await paddleLatency(of: Array(playing.prefix(200)))
    print("  a paddle key to the paddle's move on the player's screen: \(paddle)")
    let menuLatency = try await latency(of: Array(zip(players, watchers).dropFirst(playingCount).prefix(200)), key: "k")
    print("  a key to its frame in the menu, with Paddles playing: \(menuLatency)")
    for player in players { await player.close() }
    try await group.shutdownGracefully()
  }

  /// Sends each player in a game a paddle key in turn (up, then down, so the paddle never sits
  /// at a wall) and times it to the first screen on which the paddle has moved: p50, p99, max.
  static func paddleLatency(of players: [(SSHPlayer, Watcher)]) async throws -> String {
    var samples: [Double] = []
    var unmoved = 0
    for (index, (player, watcher)) in players.enumerated() {
      guard let before = watcher.paddle() else {
        unmoved += 1
        continue
      }
      let start = ContinuousClock.now
      try await player.send(index % 2 == 0 ? "w" : "s")
      var moved = false
      while start.duration(to: .now) < .seconds(2) {
        if let now = watcher.paddle(), now != before {
          moved = true
          break
        }
        await Task.yield()
      }
      guard moved else {
        unmoved += 1
        continue
      }
      samples.append(start.duration(to: .now).milliseconds)
    }
    return summary(samples) + (unmoved > 0 ? "; \(unmoved) did not move within 2 s" : "")
  }

  /// One player in the menu sends `count` window-change requests (two sizes in turn) as fast as
  /// its connection takes them; prints the server's CPU seconds from the first to a second after
  /// the last (the menu alone, idle, costs next to nothing in that second).
  static func windowChanges(_ count: Int, binary: String, levels: String) async throws {
    let server = try ServerProcess(binary: binary, levels: levels)
    defer { server.stop() }
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let watcher = Watcher(keepsScreen: false)
    let player = try await SSHPlayer(port: server.port, signIn: .guest, group: group, keepsBytes: false) { bytes in
      watcher.received(bytes)
    }
    try await player.send("\r")
    try await Task.sleep(for: .seconds(1))
    let before = server.cpuSeconds()
    let piecesBefore = watcher.pieces
    let start = ContinuousClock.now
    for index in 0..<count { try await player.resize(width: 100 + index % 2, height: 30 + index % 2) }
    let sent = start.duration(to: .now)
    try await Task.sleep(for: .seconds(1))
    let cpu = server.cpuSeconds() - before
    print(
      "\(count) window changes sent in \(sent): server CPU \(String(format: "%.2f", cpu)) s "
        + "(\(String(format: "%.3f", cpu / Double(max(count, 1)) * 1000)) ms each), "
        + "\(watcher.pieces - piecesBefore) pieces of output to the player")
    await player.close()
    try await group.shutdownGracefully()
  }

  /// Sends `key` to each player in turn and times it to the first bytes back: p50, p99, max.
  static func latency(of players: [(SSHPlayer, Watcher)], key: String) async throws -> String {
    var samples: [Double] = []
    for (player, watcher) in players {
      let before = watcher.pieces
      let start = ContinuousClock.now
      try await player.send(key)
      while watcher.pieces == before, start.duration(to: .now) < .seconds(2) {
        await Task.yield()
      }
      samples.append(start.duration(to: .now).milliseconds)
    }
    guard !samples.isEmpty else { return "no players left in the menu to time" }
    return summary(samples)
  }

  /// p50, p99 and the largest of `samples` (milliseconds), and how many.
  static func summary(_ samples: [Double]) -> String {
    guard !samples.isEmpty else { return "no samples" }
    let sorted = samples.sorted()
    func at(_ fraction: Double) -> String {
      String(format: "%.2f ms", sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))])
    }
    return "p50 \(at(0.5)), p99 \(at(0.99)), max \(at(1.0)) (\(sorted.count) keys)"
  }
}

extension Duration {
  /// The duration in milliseconds.
  var milliseconds: Double { Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15 }
  /// The duration in seconds.
  var seconds: Double { milliseconds / 1000 }
}

/// Bytes all the players received.
final class Meter: Sendable {
  private let total = Atomic<Int>(0)

  func received(_ count: Int) {
    total.add(count, ordering: .relaxed)
  }

  var bytes: Int { total.load(ordering: .relaxed) }
}

/// What one player received: how many pieces of output (a frame is one), and for a player in
/// a game its screen, to see the paddle move.
final class Watcher: Sendable {
  private let count = Atomic<Int>(0)
  private let screen: Mutex<ScreenModel>?

  init(keepsScreen: Bool) {
    screen = keepsScreen ? Mutex(ScreenModel()) : nil
  }

  func received(_ bytes: [UInt8]) {
    screen?.withLock { $0.apply(bytes) }
    count.add(1, ordering: .relaxed)
  }

  /// The pieces of output so far.
  var pieces: Int { count.load(ordering: .relaxed) }

  /// The left paddle's column on the field as its blocks show it (rows 2 to 22 at 80×24, the
  /// leftmost column with a block), or nil when no paddle is drawn.
  func paddle() -> String? {
    screen?.withLock { screen in
      guard let column = (0..<40).first(where: { screen.firstBlock(inColumn: $0, rows: 2, 22) != nil }) else {
        return nil
      }
      return screen.blocks(inColumn: column, rows: 2, 22)
    }
  }
}

/// The server under measurement, in its own process.
final class ServerProcess: Sendable {
  let process: Process
  let port: Int
  let data: String

  init(binary: String, levels: String) throws {
    data = NSTemporaryDirectory() + "serve-bench-\(getpid())"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = [
      "--port", "0", "--data", data, "--levels", levels, "--max-sessions", "5000", "--max-per-address", "8",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
    self.process = process
    var text = ""
    while !text.contains("\n") || !text.contains("port") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    guard let line = text.split(separator: "\n").first(where: { $0.contains("listening on") }),
      let port = line.split(separator: " ").last.flatMap({ Int($0) })
    else { throw BenchError(message: "the server did not say its port: \(text)") }
    self.port = port
  }

  func stop() {
    process.terminate()
    process.waitUntilExit()
    try? FileManager.default.removeItem(atPath: data)
  }

  /// The server's resident memory now, in KiB.
  func residentKilobytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }

  /// The server's CPU time so far, in seconds (user and system).
  func cpuSeconds() -> Double {
    let stat = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)) ?? ""
    let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
    // After the name: state is field 3; utime and stime are fields 14 and 15.
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// The server's CPU (percent of one core) and the bytes a second the players got, over `seconds`.
  func cpu(over seconds: Int, meter: Meter) async throws -> (cpu: Double, bytesPerSecond: Int) {
    let cpuBefore = cpuSeconds()
    let bytesBefore = meter.bytes
    try await Task.sleep(for: .seconds(seconds))
    return ((cpuSeconds() - cpuBefore) / Double(seconds) * 100, (meter.bytes - bytesBefore) / seconds)
  }
}

struct BenchError: Error {
  let message: String
}
