import ArcadeKit
import Drawing
import Foundation
import Launcher
import Replays
import TerminalWire
import TestSupport
import Testing

/// Every golden replay as an asciicast v2 recording: the same bytes on two runs, a header and
/// one valid JSON event per line with times that never go back, and, played through a model
/// terminal, a last screen equal to the replay's last frame; asciinema itself accepts it.
@Suite struct AsciicastTests {
  static let registry = ReplayFixtures.registry

  static func replay(_ name: String) throws -> Replay {
    let path = RecordedReplayFixtureTests.folder + "/" + name + ".replay"
    return try ReplayText.decode(text: try String(contentsOfFile: path, encoding: .utf8), source: path)
  }

  static func options(_ size: Size = Size(width: 80, height: 24)) -> Asciicast.Options {
    Asciicast.Options(size: size, term: "xterm-256color", profile: .xterm256color, capabilities: .full, title: "test")
  }

  /// The header and the events of a recording's text.
  static func parse(_ text: String) throws -> (header: [String: Any], events: [(Double, String, String)]) {
    let lines = text.split(separator: "\n").map(String.init)
    let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    var events: [(Double, String, String)] = []
    for line in lines.dropFirst() {
      let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line.prefix(80))")
      let time = try #require(event[0] as? Double ?? (event[0] as? Int).map(Double.init))
      events.append((time, try #require(event[1] as? String), try #require(event[2] as? String)))
    }
    return (header, events)
  }

  @Test(arguments: RecordedReplayFixtureTests.names)
  func aGoldenReplayRecordsTheSameValidCastEndingOnItsLastFrame(name: String) throws {
    let replay = try Self.replay(name)
    let cast = try Asciicast.record(replay, registry: Self.registry, options: Self.options())
    #expect(try Asciicast.record(replay, registry: Self.registry, options: Self.options()) == cast, "the same bytes")
    let (header, events) = try Self.parse(cast)
    #expect(header["version"] as? Int == 2 && header["width"] as? Int == 80 && header["height"] as? Int == 24)
    #expect(header["timestamp"] as? Int == 0)
    #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
    #expect(!events.isEmpty)
    #expect(zip(events, events.dropFirst()).allSatisfy { $0.0 <= $1.0 }, "times never go back")
    #expect(events.allSatisfy { $0.1 == "o" })
    // A recording lasts as long as the game's steps.
    var player = try Self.registry.player(for: replay)
    let rate = player.scene.stepsPerSecond
    _ = player.playToEnd()
    let seconds = Double(player.step) / rate
    #expect(abs((events.last?.0 ?? 0) - seconds) < 0.05, "\(events.last?.0 ?? 0) against \(seconds)")
    var screen = ANSIScreenModel(width: 80, height: 24)
    for event in events { screen.feed(Array(event.2.utf8)) }
    var canvas = Canvas(size: Size(width: 80, height: 24), capabilities: .full)
    player.scene.render(into: &canvas)
    #expect(screen.lines() == canvas.lines())
  }

  @Test func aCastAtAnotherSizeHasThatSizeAndTwiceTheSpeedHalfTheTime() throws {
    let replay = try Self.replay("holes-game-over")
    var options = Self.options(Size(width: 120, height: 40))
    let normal = try Self.parse(try Asciicast.record(replay, registry: Self.registry, options: options))
    options.speed = 2
    let fast = try Self.parse(try Asciicast.record(replay, registry: Self.registry, options: options))
    #expect(fast.header["width"] as? Int == 120 && fast.header["height"] as? Int == 40)
    #expect(abs((fast.events.last?.0 ?? 0) * 2 - (normal.events.last?.0 ?? 0)) < 0.001)
  }

  @Test func theIdleLimitCapsEveryPause() throws {
    let replay = try Self.replay("maze-time")
    var options = Self.options()
    options.idleLimit = 0.01
    let (header, events) = try Self.parse(try Asciicast.record(replay, registry: Self.registry, options: options))
    #expect(header["idle_time_limit"] as? Double == 0.01)
    #expect(zip(events, events.dropFirst()).allSatisfy { $1.0 - $0.0 <= 0.010_001 })
  }

  @Test func cOnTheReplayScreenWritesTheWholeRecordingAtTheTerminalsSize() throws {
    let replay = try Self.replay("maze-time")
    var scene = ReplayScene(player: try Self.registry.player(for: replay), caption: "Ann", global: .defaults())
    _ = scene.handle(.resize(Size(width: 100, height: 30)))
    _ = scene.handle(.key(.right))  // seeking on first changes nothing: the recording is whole
    let commands = scene.handle(.key(.character("c")))
    var written: (path: String, text: String)?
    for case .perform(.writeFile(let path, let text)) in commands { written = (path, text) }
    let file = try #require(written)
    #expect(file.path.hasPrefix("arcade-maze-") && file.path.hasSuffix(".cast"))
    var options = Self.options(Size(width: 100, height: 30))
    options.title = "Ann"
    #expect(file.text == (try Asciicast.record(replay, registry: Self.registry, options: options)))
    let told = scene.handle(.effect(.fileWritten(path: file.path)))
    #expect(told.contains { if case .push(let notice) = $0 { notice is NoticeScene } else { false } })
  }

  /// asciinema's own reader takes the file (`asciinema cat` wants a terminal: `script` gives it
  /// one). CI installs asciinema; a machine without it skips this check.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/asciinema")))
  func asciinemaCatReadsIt() throws {
    let cast = try Asciicast.record(try Self.replay("lander-landing"), registry: Self.registry, options: Self.options())
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-\(getpid()).cast")
    try cast.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", "asciinema cat '\(file.path)'", "/dev/null"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(String(decoding: bytes.prefix(400), as: UTF8.self))")
    #expect(String(decoding: bytes, as: UTF8.self).contains("ALT "), "the game's status line comes out")
  }
}
