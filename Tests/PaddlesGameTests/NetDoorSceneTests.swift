import ArcadeKit
import NetPlay
import PaddlesGame
import Replays
import Testing

/// The hosting scene and its door: callers wake it only to keep their deadlines, never reach
/// its replay, and a match replayed (with another random id) is the same match.
@Suite struct NetDoorSceneTests {
  /// A host scene that opened its port.
  static func hosting() throws -> PaddlesScene {
    var host = try PaddlesScene.host(options: PaddlesOptions(players: 2, seed: 1), port: 0)
    _ = host.step()
    _ = host.handle(.effect(.network(.listening(port: 4321, addresses: ["192.168.1.5"]))))
    return host
  }

  /// The network requests among `commands`.
  static func requests(_ commands: [Command]) -> [NetworkRequest] {
    commands.compactMap { if case .perform(.network(let request)) = $0 { request } else { nil } }
  }

  @Test func aSilentStrangerWakesTheHostOnlyUntilItIsDismissedAndIsNeverRecorded() throws {
    var host = try Self.hosting()
    let recorded = host.recording
    #expect(!host.isAnimating)
    _ = host.handle(.effect(.network(.caller(1, .arrived(peer: "10.0.0.9:4000")))))
    #expect(host.isAnimating)
    #expect(host.stepsPerSecond == 10)
    var dismissed: [NetworkRequest] = []
    for _ in 0..<Int(NetDoorman.helloDeadline * 10) + 1 where host.isAnimating {
      dismissed += Self.requests(host.step())
    }
    #expect(dismissed == [.dismiss(caller: 1, farewell: [])])
    #expect(!host.isAnimating)
    #expect(host.recording == recorded)
    #expect(host.session.stage == .hosting)
  }

  @Test func anHTTPProbeIsDismissedAndAJoinerAfterItIsRecordedAsTheConnection() throws {
    var host = try Self.hosting()
    _ = host.handle(.effect(.network(.caller(1, .arrived(peer: "10.0.0.9:4000")))))
    let probe = host.handle(.effect(.network(.caller(1, .sent(Array("GET / HTTP/1.0\r\n\r\n".utf8))))))
    #expect(Self.requests(probe) == [.dismiss(caller: 1, farewell: [])])
    let greeting = NetWireCodec.encode(
      .hello(NetHello(game: "paddles", rulesVersion: Paddles.networkRulesVersion, arcadeVersion: "")))
    _ = host.handle(.effect(.network(.caller(2, .arrived(peer: "10.0.0.2:50000")))))
    let answer = Self.requests(host.handle(.effect(.network(.caller(2, .sent(greeting))))))
    #expect(answer.first == .admit(caller: 2))
    #expect(host.session.stage == .greeting)
    let network = host.recording.events.map(\.event).filter { if case .effect(.network) = $0 { true } else { false } }
    #expect(
      network == [
        .effect(.network(.listening(port: 4321, addresses: []))), .effect(.network(.connected(peer: ""))),
        .effect(.network(.received(greeting))),
      ])
  }

  @Test func theHostsReplayOfAResumedMatchPlaysTheSameWithAnotherMatchID() throws {
    var pair = try NetMatchPair(conditions: NetConditions(delay: 0.01), winScore: 1)
    pair.run(seconds: 2)
    pair.press(.enter, side: 0)
    pair.run(seconds: 1)
    pair.network.drop()
    pair.run(seconds: 4) { $0.host.session.stage == .playing && $0.joiner.session.stage == .playing }
    pair.run(seconds: 60) { $0.host.phase == .over && $0.joiner.phase == .over }
    let submission = try #require(pair.submitted[0].last)
    let replay = try #require(submission.replay)
    #expect(replay.events.contains { $0.event == .effect(.network(.disconnected(reason: "the connection was lost"))) })
    var player = AnyReplayPlayer(replay: replay, scene: AnyScene(try PaddlesScene.replaying(replay.header)))
    #expect(player.playToEnd() == .finished)
    #expect(player.finalScore == submission.score)
  }
}
