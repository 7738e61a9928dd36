import ArcadeKit
import HolesGame
import Testing

/// The tilt trap (issue 28): ↑↑↑←←← pressed once, then nothing. Under today's rules every new
/// ball starts on a level table, so one ball may be lost but the next ones wait; a replay
/// recorded under rules 1 (the tilt kept across ball resets) still plays by its own rules.
@Suite struct HolesNewBallReplayTests {
  /// Thirty seconds of the seed's table after ↑↑↑←←← at the first step, under `rules`.
  static func trapReplay(rules: Int) -> Replay {
    var header = ReplayFixtures.holesHeader()
    header.rulesVersion = rules
    let keys: [Key] = [.up, .up, .up, .left, .left, .left]
    return Replay(header: header, events: keys.map { ReplayEvent(step: 0, .key($0)) }, steps: 30 * 60)
  }

  /// The Holes scene after playing `replay` to its end.
  static func played(_ replay: Replay) throws -> HolesScene {
    let decoded = try ReplayText.decode(text: ReplayText.encode(replay), source: "trap")
    var player = ReplayPlayer(replay: decoded, scene: try HolesReplays.scene(for: decoded.header))
    _ = player.playToEnd()
    return player.scene
  }

  @Test func tiltPressedOnceNoLongerLosesEveryBall() throws {
    let scene = try Self.played(Self.trapReplay(rules: HolesReplays.rulesVersion))
    #expect(scene.phase == .playing)
    #expect(scene.ballsLeft >= 2, "at most the first ball is lost: \(scene.ballsLeft) left")
    #expect(scene.board.tilt == .level, "the new ball waits on a level table")
    #expect(scene.board.ball.position == scene.board.startPoint)
  }

  @Test func aReplayUnderRulesOneKeepsItsTiltAcrossBalls() throws {
    let scene = try Self.played(Self.trapReplay(rules: 1))
    #expect(scene.phase == .gameOver, "rules 1 kept the tilt: all three balls go, as they did when recorded")
    #expect(scene.ballsLeft == 0)
  }
}
