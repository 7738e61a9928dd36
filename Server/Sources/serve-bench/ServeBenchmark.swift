import Foundation
import NIOPosix
import SSHPlayer
import Synchronization

/// `scripts/bench-serve`: starts `arcade-server` as its own process and N players over SSH in
/// this one (swift-nio-ssh's client, on loopback, four per source address 127.0.0.x so the
/// server's per-address limits hold), then prints the server's figures: RSS per session above
/// its base, CPU in the menu and with M players in Holes, bytes a second, and how long a key
/// takes to come back as a frame (p50, p99, max). A figure, never a timed test.
@main
struct ServeBenchmark {
  static func main() async throws {
    let arguments = CommandLine.arguments
    func value(_ name: String, _ fallback: Int) -> Int {
      arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
        ?? fallback
    }
    guard arguments.count > 1, FileManager.default.isExecutableFile(atPath: arguments[1]) else {
      print(
        "usage: serve-bench PATH-TO-arcade-server LEVELS-FOLDER [--menu N] [--holes M] [--seconds S] | [--window-changes N]"
      )
      exit(2)
    }
    if arguments.contains("--window-changes") {
      try await windowChanges(
        value("--window-changes", 2000), binary: arguments[1], levels: arguments.count > 2 ? arguments[2] : "Levels")
      return
    }
    let menuCount = value("--menu", 1000)
    let holesCount = value("--holes", 200)
    let seconds = value("--seconds", 10)
    let server = try ServerProcess(binary: arguments[1], levels: arguments.count > 2 ? arguments[2] : "Levels")
    defer { server.stop() }
    try await Task.sleep(for: .milliseconds(300))
    let base = server.residentKilobytes()
    print("server base: RSS \(base) KiB")

    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let meter = Meter()
    var players: [SSHPlayer] = []
    var counters: [Counter] = []
    let connectStart = ContinuousClock.now
    for index in 0..<menuCount {
      let source = "127.0.\(1 + index / 1000).\(1 + (index / 4) % 250)"
      let counter = Counter()
      let player = try await SSHPlayer(
        port: server.port, signIn: .guest, source: source, group: group, keepsBytes: false
      ) { bytes in
        meter.received(bytes.count)
        counter.pieces.add(1, ordering: .relaxed)
      }
      players.append(player)
      counters.append(counter)
      if index % 100 == 99 { print("  \(index + 1) connected") }
    }
    print("connected \(menuCount) in \(connectStart.duration(to: .now))")
    // Past the glyph card to the menu.
    for player in players { try await player.send("\r") }
    try await Task.sleep(for: .seconds(2))
    let menuRSS = server.residentKilobytes()
    let perSession = Double(menuRSS - base) / Double(max(menuCount, 1))
    print(
      "\(menuCount) in the menu: RSS \(menuRSS) KiB, \(String(format: "%.1f", perSession)) KiB a session above the base"
    )
    let idle = try await server.cpu(over: seconds, meter: meter)
    print(
      "  idle in the menu: server CPU \(String(format: "%.1f", idle.cpu)) %, \(idle.bytesPerSecond) B/s to the players")
    let menuLatency = try await latency(of: Array(zip(players, counters).prefix(200)), key: "j")
    print("  a key to its frame in the menu: \(menuLatency)")

    // Home (the first game), down to Holes, its card, then the game.
    for player in players.prefix(holesCount) { try await player.send("\u{1B}[Hjjj\r") }
    try await Task.sleep(for: .milliseconds(500))
    for player in players.prefix(holesCount) { try await player.send(" ") }
    try await Task.sleep(for: .seconds(1))
    let piecesBefore = counters.reduce(0) { $0 + $1.pieces.load(ordering: .relaxed) }
    let playing = try await server.cpu(over: seconds, meter: meter)
    let pieces = counters.reduce(0) { $0 + $1.pieces.load(ordering: .relaxed) } - piecesBefore
    print(
      "\(holesCount) in Holes (and \(menuCount - holesCount) in the menu): server CPU "
        + "\(String(format: "%.1f", playing.cpu)) %, RSS \(server.residentKilobytes()) KiB, "
        + "\(playing.bytesPerSecond) B/s to the players")
    // What playing costs above the idle menu, per game played and per frame the players got.
    let playingCPU = max(playing.cpu - idle.cpu, 0) / 100
    let framesPerSecond = Double(pieces) / Double(seconds)
    print(
      "  per game played: \(String(format: "%.2f", playingCPU / Double(max(holesCount, 1)) * 1000)) ms of CPU a second; "
        + "per frame (\(Int(framesPerSecond)) a second): "
        + "\(String(format: "%.1f", framesPerSecond > 0 ? playingCPU / framesPerSecond * 1e6 : 0)) µs")
    let playLatency = try await latency(of: Array(zip(players, counters).dropFirst(holesCount).prefix(200)), key: "k")
    print("  a key to its frame in the menu, with Holes playing: \(playLatency)")
    for player in players { await player.close() }
    try await group.shutdownGracefully()
  }

  /// One player in the menu sends `count` window-change requests (two sizes in turn) as fast as
  /// its connection takes them; prints the server's CPU seconds from the first to a second after
  /// the last (the menu alone, idle, costs next to nothing in that second).
  static func windowChanges(_ count: Int, binary: String, levels: String) async throws {
    let server = try ServerProcess(binary: binary, levels: levels)
    defer { server.stop() }
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let counter = Counter()
    let player = try await SSHPlayer(port: server.port, signIn: .guest, group: group, keepsBytes: false) { _ in
      counter.pieces.add(1, ordering: .relaxed)
    }
    try await player.send("\r")
    try await Task.sleep(for: .seconds(1))
    let before = server.cpuSeconds()
    let piecesBefore = counter.pieces.load(ordering: .relaxed)
    let start = ContinuousClock.now
    for index in 0..<count { try await player.resize(width: 100 + index % 2, height: 30 + index % 2) }
    let sent = start.duration(to: .now)
    try await Task.sleep(for: .seconds(1))
    let cpu = server.cpuSeconds() - before
    print(
      "\(count) window changes sent in \(sent): server CPU \(String(format: "%.2f", cpu)) s "
        + "(\(String(format: "%.3f", cpu / Double(max(count, 1)) * 1000)) ms each), "
        + "\(counter.pieces.load(ordering: .relaxed) - piecesBefore) pieces of output to the player")
    await player.close()
    try await group.shutdownGracefully()
  }

  /// Sends `key` to each player in turn and times it to the first bytes back: p50, p99, max.
  static func latency(of players: [(SSHPlayer, Counter)], key: String) async throws -> String {
    var samples: [Double] = []
    for (player, counter) in players {
      let before = counter.pieces.load(ordering: .relaxed)
      let start = ContinuousClock.now
      try await player.send(key)
      while counter.pieces.load(ordering: .relaxed) == before, start.duration(to: .now) < .seconds(2) {
        await Task.yield()
      }
      let elapsed = start.duration(to: .now)
      samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    guard !samples.isEmpty else { return "no players left in the menu to time" }
    samples.sort()
    func at(_ fraction: Double) -> String {
      String(format: "%.2f ms", samples[min(samples.count - 1, Int(Double(samples.count) * fraction))])
    }
    return "p50 \(at(0.5)), p99 \(at(0.99)), max \(at(1.0)) (\(samples.count) keys)"
  }
}

/// Bytes all the players received.
final class Meter: Sendable {
  private let total = Atomic<Int>(0)

  func received(_ count: Int) {
    total.add(count, ordering: .relaxed)
  }

  var bytes: Int { total.load(ordering: .relaxed) }
}

/// How many pieces of output one player received: a key's frame is the first after it.
final class Counter: Sendable {
  let pieces = Atomic<Int>(0)
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
