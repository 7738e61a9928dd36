import ArcadeKit
import Foundation
import NetPlay
import PaddlesGame
import Replays
import Testing

/// Writes the network match's golden fixtures, `paddles-net-host.replay` and
/// `paddles-net-joiner.replay` in `Tests/Fixtures/GoldenReplays`, on demand only: when
/// `ARCADE_RECORD_GOLDEN` is `1`, `all`, or names one of them. Two sides on an in-memory network
/// with some delay, jitter and loss play a match to 2, each player keeping their paddle in line
/// with the puck by key presses (the host with releases reported, the joiner without). Run it
/// before `GoldenFixtureRecorder` (ReplayTests), which writes every fixture's frames.
@Suite struct NetGoldenFixtureRecorder {
  /// The fixtures' folder, found from this file's path.
  static var folder: String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(2)
    return parts.joined(separator: "/") + "/Fixtures/GoldenReplays"
  }

  /// The names `ARCADE_RECORD_GOLDEN` asks for (every name for `1` or `all`); nil when unset.
  static var wanted: Set<String>? {
    guard let value = ProcessInfo.processInfo.environment["ARCADE_RECORD_GOLDEN"], !value.isEmpty else { return nil }
    if value == "1" || value == "all" { return ["paddles-net-host", "paddles-net-joiner"] }
    return Set(value.split(separator: ",").map(String.init))
  }

  @Test(.enabled(if: wanted != nil, "set ARCADE_RECORD_GOLDEN=1 to write the golden fixtures"))
  func recordTheNetworkMatchsSides() throws {
    var pair = try NetMatchPair(conditions: NetConditions(delay: 0.04, jitter: 0.01, loss: 0.05), seed: 9, winScore: 2)
    pair.run(seconds: 3) { $0.host.session.isUnderway && $0.joiner.session.isUnderway }
    #expect(pair.host.session.isUnderway && pair.joiner.session.isUnderway, "the two sides meet")
    _ = pair.host.handle(.keyReleasesReported(true))
    _ = pair.joiner.handle(.keyReleasesReported(false))
    pair.press(.character(" "), side: 0)
    // Host: W/S held while off the puck and released in line; joiner: ↑/↓ presses that glide.
    var held: Key?
    for _ in 0..<2400 {
      guard let match = pair.host.match, pair.host.phase != .over || pair.joiner.phase != .over else { break }
      if pair.host.phase == .over, pair.joiner.phase == .over { break }
      let puck = match.puck.center.y
      let offset = puck - match.paddleY[0]
      let wanted: Key? = abs(offset) < 8 ? nil : (offset < 0 ? .character("w") : .character("s"))
      if wanted != held {
        if let key = held { _ = pair.host.handle(.keyRelease(key)) }
        if let wanted { pair.press(wanted, side: 0) }
        held = wanted
      }
      if let theirs = pair.joiner.match, abs(theirs.puck.center.y - theirs.paddleY[1]) > 12 {
        pair.press(theirs.puck.center.y < theirs.paddleY[1] ? .up : .down, side: 1)
      }
      pair.run(seconds: 0.05)
    }
    pair.run(seconds: 10) { $0.host.phase == .over && $0.joiner.phase == .over }
    let names = ["paddles-net-host", "paddles-net-joiner"]
    let wanted = try #require(Self.wanted)
    for side in 0..<2 where wanted.contains(names[side]) {
      let submission = try #require(pair.submitted[side].first, "side \(side) ends the match with its result")
      let replay = try #require(submission.replay)
      try ReplayText.encode(replay).write(
        toFile: "\(Self.folder)/\(names[side]).replay", atomically: true, encoding: .utf8)
      print("recorded \(names[side]): \(replay.steps) steps, \(replay.events.count) inputs, score \(submission.score)")
    }
  }
}
