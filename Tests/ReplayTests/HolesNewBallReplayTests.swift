import ArcadeKit
import HolesGame
import Replays
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
    #expect(scene.game.phase == .playing)
    #expect(scene.game.ballsLeft >= 2, "at most the first ball is lost: \(scene.game.ballsLeft) left")
    #expect(scene.game.board.tilt == .level, "the new ball waits on a level table")
    #expect(scene.game.board.ball.position == scene.game.board.startPoint)
  }

  @Test func aReplayUnderRulesOneKeepsItsTiltAcrossBalls() throws {
    let scene = try Self.played(Self.trapReplay(rules: 1))
    #expect(scene.game.phase == .gameOver, "rules 1 kept the tilt: all three balls go, as they did when recorded")
    #expect(scene.game.ballsLeft == 0)
  }
}
