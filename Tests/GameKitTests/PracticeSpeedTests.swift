import ArcadeKit
import DotGame
import Drawing
import GameKit
import Testing

/// A slower game for practice (`GameSetup.speed`, Settings → Game speed): the same game stepped
/// at part of its rate, said in a corner, never ranked, and every scene it brings slowed too.
@Suite struct PracticeSpeedTests {
  /// Dot from the kit's registration, started at `speed`.
  static func started(speed: Double) throws -> any Scene {
    var setup = GameSetup(seed: 3)
    setup.speed = speed
    return try DotGameTests.entry.start(setup).makeScene()
  }

  @Test func fullSpeedIsTheGameItselfAndHalfSpeedStepsHalfAsOften() throws {
    #expect(try Self.started(speed: 1) is PlayScene<DotGame>)
    let slow = try #require(try Self.started(speed: 0.5) as? PracticeSpeedScene)
    #expect(slow.inner is PlayScene<DotGame>)
    #expect(slow.stepsPerSecond == DotGame.stepsPerSecond / 2)
    #expect(PracticeSpeedScene(slow.inner, speed: 0.75).speedText == "3/4")
  }

  @Test func theCornerSaysItAndNoScoreIsSubmitted() throws {
    var scene = try Self.started(speed: 0.5)
    var canvas = Canvas(size: DotGameTests.size, capabilities: .minimal)
    scene.render(into: &canvas)
    #expect(canvas.lines().joined().contains("practice at 1/2 speed: not ranked"))

    // The same moves that submit a score at full speed (DotGameTests.play) submit none.
    var commands = scene.handle(.key(.right))
    for turn in [(Key.down, 3), (.right, 2), (.down, 3), (.right, 10)] {
      for _ in 0..<turn.1 where scene.isAnimating { commands += scene.step() }
      commands += scene.handle(.key(turn.0))
    }
    let inner = try #require((scene as? PracticeSpeedScene)?.inner as? PlayScene<DotGame>)
    #expect(inner.isOver, "the game was played to its goal")
    #expect(!commands.contains { if case .perform(.submitScore) = $0 { true } else { false } })
    #expect(scene.narration?.facts.first?.text == "practice at 1/2 speed, not ranked")
  }

  @Test func aSceneTheGameBringsIsSlowedButANetworkMatchIsNot() {
    /// Pushes `pushed` on any key.
    struct Opener: Scene {
      var pushed: any Scene
      mutating func handle(_ event: InputEvent) -> [Command] { [.push(pushed), .replace(pushed)] }
      func render(into canvas: inout Canvas) {}
    }
    /// A match: it does not pause when interrupted (its other player's clock runs on).
    struct Match: Scene {
      var pausesWhenInterrupted: Bool { false }
      mutating func handle(_ event: InputEvent) -> [Command] { [] }
      func render(into canvas: inout Canvas) {}
    }
    var list = PracticeSpeedScene(Opener(pushed: PlayScene<DotGame>(levels: [DotGameTests.level], seed: 1)), speed: 0.5)
    for command in list.handle(.key(.enter)) {
      switch command {
      case .push(let scene), .replace(let scene): #expect((scene as? PracticeSpeedScene)?.speed == 0.5)
      default: Issue.record("unexpected \(command)")
      }
    }
    var match = PracticeSpeedScene(Opener(pushed: Match()), speed: 0.5)
    for command in match.handle(.key(.enter)) {
      switch command {
      case .push(let scene), .replace(let scene): #expect(scene is Match)
      default: Issue.record("unexpected \(command)")
      }
    }
  }
}
