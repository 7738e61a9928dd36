import ArcadeKit
import Drawing
import Launcher
import MazeGame
import Replays
import Testing

/// Watching a replay: the replay line, pause, single steps, speeds, seeking, the end, leaving,
/// and frames that are the game's own at each step.
@Suite struct ReplaySceneTests {
  static let screen = Size(width: 80, height: 24)

  /// A long attempt at the tiny maze that never reaches the goal: tilted left (the ball rests
  /// at the wall), then down and up between the two rows, for 2000 steps.
  static let longReplay = Replay(
    header: ReplayFixtures.mazeHeader(),
    events: [
      ReplayEvent(step: 0, .key(.left)), ReplayEvent(step: 300, .key(.down)), ReplayEvent(step: 700, .key(.up)),
      ReplayEvent(step: 1500, .key(.down)),
    ],
    steps: 2000)

  static func player(_ replay: Replay = longReplay) throws -> AnyReplayPlayer {
    try ReplayFixtures.registry.player(for: replay)
  }

  static func scene(_ replay: Replay = longReplay, leavesAtEnd: Bool = false) throws -> ReplayScene {
    ReplayScene(player: try player(replay), caption: "Ann 12.3 s", global: .defaults(), leavesAtEnd: leavesAtEnd)
  }

  static func frame(_ scene: some Scene) -> Canvas {
    var canvas = Canvas(size: screen)
    scene.render(into: &canvas)
    return canvas
  }

  /// The rows of the game (all but the replay line).
  static func gameRows(_ canvas: Canvas) -> [[Cell]] {
    (0..<canvas.height - 1).map { y in (0..<canvas.width).map { x in canvas[x, y] } }
  }

  static func press(_ key: Key, in scene: inout ReplayScene) -> [Command] {
    scene.handle(.key(key))
  }

  @Test func theLastRowSaysItIsAReplay() throws {
    let scene = try Self.scene()
    let last = try #require(Self.frame(scene).lines().last)
    #expect(last.hasPrefix(" REPLAY"), "\(last)")
    #expect(last.contains("Ann 12.3 s"), "\(last)")
    #expect(last.contains("0:00.0/0:33.3"), "\(last)")
  }

  @Test func spacePausesAndGoesOn() throws {
    var scene = try Self.scene()
    #expect(scene.isAnimating)
    #expect(Self.press(.character(" "), in: &scene).isEmpty)
    #expect(scene.paused)
    #expect(!scene.isAnimating, "paused, nothing moves")
    #expect(Self.frame(scene).lines().last?.contains("REPLAY paused") == true)
    _ = Self.press(.character(" "), in: &scene)
    #expect(!scene.paused)
    #expect(scene.isAnimating)
    _ = Self.press(.character("p"), in: &scene)
    #expect(scene.paused, "P pauses too")
  }

  @Test func plusAndMinusChangeTheSpeedWithinOneToEight() throws {
    var scene = try Self.scene()
    #expect(scene.speed == 1)
    var speeds: [Int] = []
    for _ in 0..<4 {
      _ = Self.press(.character("+"), in: &scene)
      speeds.append(scene.speed)
    }
    #expect(speeds == [2, 4, 8, 8])
    _ = Self.press(.character("-"), in: &scene)
    #expect(scene.speed == 4)
    _ = Self.press(.character("-"), in: &scene)
    _ = Self.press(.character("-"), in: &scene)
    _ = Self.press(.character("-"), in: &scene)
    #expect(scene.speed == 1)
    _ = Self.press(.character("8"), in: &scene)
    #expect(scene.speed == 8)
    _ = Self.press(.character("2"), in: &scene)
    #expect(scene.speed == 2)
  }

  @Test func atTwiceTheSpeedEachStepOfTheScreenTakesTwoStepsOfTheGame() throws {
    var scene = try Self.scene()
    _ = scene.step()
    #expect(scene.player.step == 1)
    _ = Self.press(.character("+"), in: &scene)
    _ = scene.step()
    #expect(scene.player.step == 3)
    _ = scene.step()
    #expect(scene.player.step == 5)
    _ = Self.press(.character("+"), in: &scene)
    _ = scene.step()
    #expect(scene.player.step == 9)
  }

  @Test func aDotTakesExactlyOneStepAndPauses() throws {
    var scene = try Self.scene()
    _ = scene.step()
    _ = Self.press(.character(" "), in: &scene)
    #expect(scene.paused)
    _ = Self.press(.character("."), in: &scene)
    #expect(scene.player.step == 2)
    _ = Self.press(.character("."), in: &scene)
    #expect(scene.player.step == 3)
    #expect(scene.paused)

    var playing = try Self.scene()
    _ = Self.press(.character("."), in: &playing)
    #expect(playing.player.step == 1)
    #expect(playing.paused, "a step pauses a playing replay")
  }

  @Test func arrowsSeekTenSecondsCappedAtTheEnds() throws {
    var scene = try Self.scene()
    let tenSeconds = Int(scene.stepsPerSecond) * ReplayScene.seekSeconds
    #expect(tenSeconds == 600)
    _ = scene.step()
    _ = Self.press(.right, in: &scene)
    #expect(scene.player.step == 1 + tenSeconds)
    _ = Self.press(.right, in: &scene)
    _ = Self.press(.right, in: &scene)
    #expect(scene.player.step == 1 + 3 * tenSeconds)
    _ = Self.press(.right, in: &scene)
    #expect(scene.player.step == 2000, "capped at the end")
    _ = Self.press(.left, in: &scene)
    #expect(scene.player.step == 2000 - tenSeconds)
    _ = Self.press(.left, in: &scene)
    _ = Self.press(.left, in: &scene)
    #expect(scene.player.step == 2000 - 3 * tenSeconds)
    _ = Self.press(.left, in: &scene)
    #expect(scene.player.step == 0, "capped at the start")
    _ = Self.press(.right, in: &scene)
    _ = Self.press(.home, in: &scene)
    #expect(scene.player.step == 0)
    _ = Self.press(.right, in: &scene)
    _ = Self.press(.character("0"), in: &scene)
    #expect(scene.player.step == 0)
  }

  @Test func seekingKeepsPauseAndSpeed() throws {
    var scene = try Self.scene()
    _ = Self.press(.character("4"), in: &scene)
    _ = Self.press(.character(" "), in: &scene)
    _ = Self.press(.right, in: &scene)
    #expect(scene.paused)
    #expect(scene.speed == 4)
    #expect(scene.player.step == 600)
  }

  @Test func theEndStopsAndEnterWatchesAgain() throws {
    var scene = try Self.scene()
    for _ in 0..<4 { _ = Self.press(.right, in: &scene) }
    #expect(scene.player.step == 2000)
    _ = scene.step()
    #expect(scene.player.isOver)
    #expect(scene.player.outcome == .finished)
    #expect(!scene.isAnimating, "nothing moves at the end")
    #expect(Self.frame(scene).lines().last?.contains("REPLAY ended") == true)
    #expect(Self.press(.enter, in: &scene).isEmpty)
    #expect(scene.player.step == 0)
    #expect(!scene.player.isOver)
    #expect(scene.isAnimating)
  }

  @Test func escAndQGoBack() throws {
    var scene = try Self.scene()
    let esc = Self.press(.escape, in: &scene)
    #expect(esc.count == 1)
    if case .pop? = esc.first {} else { Issue.record("Esc pops: \(esc)") }
    let q = Self.press(.character("q"), in: &scene)
    if case .pop? = q.first {} else { Issue.record("q pops: \(q)") }
    let help = Self.press(.character("?"), in: &scene)
    if case .push(let pushed)? = help.first {
      #expect(pushed is HelpOverlayScene)
    } else {
      Issue.record("? shows the keys: \(help)")
    }
  }

  @Test(arguments: [0, 1, 2, 299, 301, 650, 1234, 1999])
  func eachFrameIsTheGamesOwnAtThatStep(step: Int) throws {
    var scene = try Self.scene()
    for _ in 0..<step { _ = scene.step() }
    #expect(scene.player.step == step)
    var headless = try Self.player()
    headless.play(toStep: step)
    #expect(headless.step == step)
    let watched = Self.frame(scene)
    let played = Self.frame(headless.scene)
    #expect(Self.gameRows(watched) == Self.gameRows(played), "step \(step):\n\(watched.plainText)\n\(played.plainText)")
  }

  @Test func framesOfTheLongReplayDiffer() throws {
    // The frame test above compares something: the ball moves between the rows.
    var early = try Self.player()
    early.play(toStep: 299)
    var late = try Self.player()
    late.play(toStep: 650)
    #expect(Self.gameRows(Self.frame(early.scene)) != Self.gameRows(Self.frame(late.scene)))
  }

  @Test func aReplayThatDoesNotFitSaysSo() throws {
    let late = Replay(header: ReplayFixtures.mazeHeader(), events: [ReplayEvent(step: 50, .key(.right))], steps: 200)
    var scene = try Self.scene(late)
    _ = scene.step()
    guard case .diverged? = scene.player.outcome else {
      Issue.record("the maze waits for its first tilt, the replay says step 50")
      return
    }
    let text = Self.frame(scene).plainText
    #expect(text.contains("This replay does not fit the game"), "\(text)")
    #expect(!scene.isAnimating)
    if case .pop? = Self.press(.escape, in: &scene).first {} else { Issue.record("Esc leaves") }
  }

  @Test func inAttractModeItLeavesByItselfAfterTheEnd() throws {
    let short = Replay(header: ReplayFixtures.mazeHeader(), events: [ReplayEvent(step: 0, .key(.left))], steps: 30)
    var scene = try Self.scene(short, leavesAtEnd: true)
    #expect(Self.frame(scene).lines().last?.contains("any key") == true)
    var popped = false
    var rounds = 0
    while rounds < 1000, !popped {
      guard scene.isAnimating else {
        Issue.record("attract mode animates until it leaves (round \(rounds), step \(scene.player.step))")
        break
      }
      let commands = scene.step()
      popped = commands.contains { if case .pop = $0 { true } else { false } }
      rounds += 1
    }
    #expect(popped, "it pops itself after the end")
    #expect(scene.player.isOver)
    #expect(rounds > 30, "it shows the end a moment before leaving")
  }

  @Test(arguments: [Key.character(" "), .character("x"), .right, .enter, .escape, .character(".")])
  func inAttractModeAnyKeyGoesBack(key: Key) throws {
    var scene = try Self.scene(leavesAtEnd: true)
    let commands = Self.press(key, in: &scene)
    #expect(commands.count == 1)
    if case .pop? = commands.first {} else { Issue.record("\(key) goes back: \(commands)") }
    #expect(scene.player.step == 0, "and does nothing else")
  }
}
