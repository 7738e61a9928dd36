import ArcadeKit
import Launcher
import TestSupport
import Testing

/// While a game animates, frames are drawn at most 30 times a second; input is shown at once.
@Suite struct RunnerFrameRateTests {
  /// Frames presented while the counter game ran, with the step counts they showed.
  static func counterFrames(_ session: ArcadeSession) -> [Int] {
    session.frames.compactMap(ScreenReading.counterSteps)
  }

  @Test func animatingGameIsDrawnThirtyTimesASecondWhileSteppingSixty() {
    let session = ArcadeSession(games: [CounterGameScene.entry()], script: [press(.enter), .wait(1.0)])
    _ = session.run()
    let frames = Self.counterFrames(session)
    #expect((29...31).contains(frames.count), "drew \(frames.count) frames in one second")
    #expect((59...61).contains(frames.last ?? 0), "the game still took 60 steps")
  }

  @Test func aKeyDuringAnimationIsDrawnAtOnce() throws {
    let session = ArcadeSession(
      games: [CounterGameScene.entry()],
      script: [press(.enter), .wait(0.5), press(.character("w"))])
    _ = session.run()
    // The write's answer is on the last frame, drawn with the key: no frame interval waited.
    let last = try #require(session.terminal.presented.last)
    #expect(TextSnapshot.contains(last, "answers: 1"))
  }

  /// A scene that steps once a second (a countdown) gets a step each second, not one every
  /// 2.5 s as when each wake could account for only 250 ms.
  @Test func aSlowSceneStepsOnceASecond() {
    let session = ArcadeSession(
      games: [CounterGameScene.entry(stepsPerSecond: 1)], script: [press(.enter), .wait(10.0)])
    _ = session.run()
    let frames = Self.counterFrames(session)
    #expect((9...11).contains(frames.last ?? 0), "took \(frames.last ?? 0) steps in 10 s")
  }
}
