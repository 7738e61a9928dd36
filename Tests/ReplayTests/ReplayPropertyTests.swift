import ArcadeKit
import BallsGame
import Drawing
import HolesGame
import Launcher
import Levels
import MazeGame
import PaddlesGame
import PropertyBased
import Replays
import Testing

/// Any input timeline played into a game twice gives the same recording and the same frame,
/// and the game's own recording, played back by `ReplayPlayer`, comes to the same frame after
/// the same steps: a replay is the game.
@Suite struct ReplayPropertyTests {
  /// The games, each with the keys a player of it presses.
  enum Game: Sendable {
    case balls, paddles, maze, holes
  }

  /// The keys every game gets: arrows, WASD, Space, Enter, r, g, p and ? (never Esc: it leaves).
  static let keys: [Key] = [
    .up, .down, .left, .right, .character("w"), .character("a"), .character("s"), .character("d"),
    .character("W"), .character("A"), .character("S"), .character("D"), .character(" "), .enter,
    .character("r"), .character("g"), .character("p"), .character("?"),
  ]

  /// The input `code` stands for in `game`: mostly the game's keys, then any printable
  /// character, clicks and drags on an 80×24 screen, resizes to at least 40×12, resumes; key
  /// releases (and whether they are reported) for Paddles.
  static func event(_ code: Int, in game: Game) -> InputEvent {
    let rest = code / 100
    switch code % 100 {
    case 0..<8:
      // Space starts, serves, fires or levels in every game: pressed more often than the rest.
      return .key(.character(" "))
    case 8..<50:
      return .key(keys[rest % keys.count])
    case 50..<60:
      return .key(.character(Character(Unicode.Scalar(UInt8(0x21 + rest % 94)))))
    case 60..<72:
      let kind = [MouseEvent.Kind.press, .drag, .release, .press][rest % 4]
      return .mouse(MouseEvent(kind, x: (rest / 4) % 80, y: (rest / 320) % 24, screen: Size(width: 80, height: 24)))
    case 72..<78:
      return .resize(Size(width: 40 + rest % 121, height: 12 + (rest / 121) % 50))
    case 78..<82:
      return .resumed
    case 82..<88 where game == .paddles:
      return .keyReleasesReported(rest % 2 == 0)
    case 88..<100 where game == .paddles:
      return .keyRelease(keys[rest % keys.count])
    default:
      return .key(keys[rest % keys.count])
    }
  }

  /// A timeline from generated inputs: up to 40, each as the steps before it (0 to 40) and its
  /// code for `event(_:in:)`.
  static func timeline(_ inputs: [(Int, Int)], game: Game) -> [(gap: Int, event: InputEvent)] {
    inputs.map { ($0.0, event($0.1, in: game)) }
  }

  /// Plays a scene as the Runner does: inputs when due, steps only while the scene animates;
  /// overlays it pushes are not shown (inputs keep going to the game), and a scene that leaves
  /// ends the play.
  struct TimelinePlay {
    var scene: any Scene
    private(set) var steps = 0
    private(set) var closed = false

    init(_ scene: any Scene) {
      self.scene = scene
    }

    mutating func play(_ timeline: [(gap: Int, event: InputEvent)], thenSteps extra: Int = 30) {
      for (gap, event) in timeline {
        run(gap)
        guard !closed else { return }
        absorb(scene.handle(event))
      }
      run(extra)
    }

    mutating func run(_ count: Int) {
      for _ in 0..<count {
        guard !closed, scene.isAnimating else { return }
        steps += 1
        absorb(scene.step())
      }
    }

    private mutating func absorb(_ commands: [Command]) {
      for command in commands {
        switch command {
        case .pop, .quit: closed = true
        case .push, .replace, .perform: break
        }
      }
    }

    var frame: Canvas { ScriptedPlay.frame(of: scene) }
  }

  /// Plays `timeline` twice into scenes from `make` and once back from the recording.
  @discardableResult
  static func check(
    _ timeline: [(gap: Int, event: InputEvent)], make: () throws -> any Scene, header: ReplayHeader,
    recording: (any Scene) -> InputRecording?, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TimelinePlay {
    var first = TimelinePlay(try make())
    first.play(timeline)
    var second = TimelinePlay(try make())
    second.play(timeline)
    let recorded = try #require(recording(first.scene), sourceLocation: sourceLocation)
    #expect(recording(second.scene) == recorded, "the same inputs record the same", sourceLocation: sourceLocation)
    #expect(second.steps == first.steps, sourceLocation: sourceLocation)
    #expect(second.closed == first.closed, sourceLocation: sourceLocation)
    #expect(second.frame == first.frame, "the same inputs draw the same", sourceLocation: sourceLocation)
    let replay = try #require(
      recorded.replay(header: header, score: nil), "no overflow", sourceLocation: sourceLocation)
    let decoded = try ReplayText.decode(text: ReplayText.encode(replay), source: "property.replay")
    #expect(decoded == replay, "the recording reads back from its text", sourceLocation: sourceLocation)

    var player = try ReplayFixtures.registry.player(for: decoded)
    let outcome = player.playToEnd()
    #expect(outcome == (first.closed ? .closed : .finished), sourceLocation: sourceLocation)
    #expect(player.step == recorded.steps, sourceLocation: sourceLocation)
    let replayed = ScriptedPlay.frame(of: player.scene)
    #expect(replayed == first.frame, "the replay draws the game's last frame", sourceLocation: sourceLocation)
    if replayed != first.frame {
      Issue.record(
        "played:\n\(first.frame.plainText)\nreplayed:\n\(replayed.plainText)\ninputs: \(timeline.map { "\($0.gap) \($0.event)" })",
        sourceLocation: sourceLocation)
    }
    #expect(
      recording(player.scene.base) == recorded, "the replayed game records the same", sourceLocation: sourceLocation)
    return first
  }

  // MARK: - The games

  /// A maze with corners to roll round, so random tilts seldom reach the goal at once.
  static let mazeText = """
    game: maze
    name: Corners
    map:
    ###########
    #S..#.....#
    #.#.#.###.#
    #.#...#..G#
    ###########

    """

  @Test func mazeTimelinesReplayExactly() async throws {
    guard
      let maze = try LevelFormats([MazeLevel.format]).parse(text: Self.mazeText, path: "corners.level").model(
        as: MazeLevel.self)
    else {
      Issue.record("the maze reads as a maze")
      return
    }
    await propertyCheck(
      count: 40, input: zip(Gen.int(in: 0...40), Gen.int(in: 0...999_999)).array(of: 0...40), Gen.uint64()
    ) { inputs, seed in
      try Self.check(
        Self.timeline(inputs, game: .maze),
        make: { try MazeScene(mazes: [maze], label: "2/9", seed: seed) },
        header: ReplayFixtures.mazeHeader(maze, label: "2/9", seed: seed),
        recording: { ($0 as? MazeScene)?.recording })
    }
  }

  @Test func tinyMazeTimelinesReplayExactly() async throws {
    // The tiny maze is finished by most timelines: Enter then leaves, R starts again.
    await propertyCheck(
      count: 30, input: zip(Gen.int(in: 0...40), Gen.int(in: 0...999_999)).array(of: 0...40)
    ) { inputs in
      try Self.check(
        Self.timeline(inputs, game: .maze),
        make: { try MazeScene(mazes: [ReplayFixtures.tinyMaze], seed: 5) },
        header: ReplayFixtures.mazeHeader(),
        recording: { ($0 as? MazeScene)?.recording })
    }
  }

  @Test func paddlesTimelinesReplayExactly() async {
    await propertyCheck(
      count: 40, input: zip(Gen.int(in: 0...40), Gen.int(in: 0...999_999)).array(of: 0...40), Gen.uint64()
    ) { inputs, seed in
      let options = PaddlesOptions(
        players: Int(seed % 2) + 1, difficulty: [Difficulty.easy, .normal, .hard][Int(seed / 2 % 3)],
        winScore: 1 + Int(seed / 6 % 2),
        seed: seed)
      try Self.check(
        Self.timeline(inputs, game: .paddles),
        make: { PaddlesScene(options: options) },
        header: ReplayFixtures.paddlesHeader(options),
        recording: { ($0 as? PaddlesScene)?.recording })
    }
  }

  @Test func holesTimelinesReplayExactly() async {
    await propertyCheck(
      count: 40, input: zip(Gen.int(in: 0...40), Gen.int(in: 0...999_999)).array(of: 0...40), Gen.uint64()
    ) { inputs, seed in
      let tables = HolesTables(tables: [HolesTables.original])
      try Self.check(
        Self.timeline(inputs, game: .holes),
        make: { HolesScene(tables: tables, seed: seed) },
        header: ReplayFixtures.holesHeader(tables, seed: seed),
        recording: { ($0 as? HolesScene)?.recording })
    }
  }

  @Test func ballsTimelinesReplayExactly() async {
    await propertyCheck(
      count: 40, input: zip(Gen.int(in: 0...40), Gen.int(in: 0...999_999)).array(of: 0...40), Gen.uint64()
    ) { inputs, seed in
      try Self.check(
        Self.timeline(inputs, game: .balls),
        make: { BallsScene(levels: ReplayFixtures.ballsLevels, seed: seed) },
        header: ReplayFixtures.ballsHeader(seed: seed),
        recording: { ($0 as? BallsScene)?.recording })
    }
  }

  // MARK: - Timelines chosen by hand

  /// Timelines that reach what random ones seldom do: a maze finished and left with Enter, a
  /// maze restarted after its goal, Balls left at once, Paddles paused, resized and won.
  @Test func chosenTimelinesReplayExactly() throws {
    let tiny = { () throws -> any Scene in
      try MazeScene(mazes: [ReplayFixtures.tinyMaze], seed: 5)
    }
    let maze: (any Scene) -> InputRecording? = { ($0 as? MazeScene)?.recording }
    let left = try Self.check(
      [(0, .key(.right)), (400, .key(.enter))], make: tiny, header: ReplayFixtures.mazeHeader(), recording: maze)
    #expect(left.closed, "Enter after the goal leaves the last maze")
    let again = try Self.check(
      [
        (0, .key(.right)), (400, .key(.character("r"))), (3, .key(.down)), (5, .key(.right)),
        (400, .key(.character("g"))),
      ],
      make: tiny, header: ReplayFixtures.mazeHeader(), recording: maze)
    #expect(maze(again.scene).map { $0.steps < again.steps } == true, "R started the recording again")
    try Self.check(
      [
        (0, .mouse(MouseEvent(.press, x: 70, y: 5, screen: Size(width: 80, height: 24)))), (2, .key(.character("p"))),
        (2, .resumed), (9, .key(.escape)),
      ],
      make: tiny, header: ReplayFixtures.mazeHeader(), recording: maze)

    let balls = { () -> any Scene in BallsScene(levels: ReplayFixtures.ballsLevels, seed: 3) }
    let ballsRecording: (any Scene) -> InputRecording? = { ($0 as? BallsScene)?.recording }
    let quit = try Self.check(
      [(0, .key(.character("q")))], make: balls, header: ReplayFixtures.ballsHeader(seed: 3), recording: ballsRecording)
    #expect(quit.closed, "q before any score leaves Balls at once")
    try Self.check(
      [
        (0, .key(.character(" "))), (3, .key(.left)), (0, .key(.character(" "))), (400, .key(.character(" "))),
        (3, .key(.escape)),
      ],
      make: balls, header: ReplayFixtures.ballsHeader(seed: 3), recording: ballsRecording)

    let options = PaddlesOptions(players: 2, difficulty: .hard, winScore: 1, seed: 11)
    let paddles = { () -> any Scene in PaddlesScene(options: options) }
    let paddlesRecording: (any Scene) -> InputRecording? = { ($0 as? PaddlesScene)?.recording }
    let match = try Self.check(
      [
        (0, .keyReleasesReported(true)), (0, .key(.enter)), (5, .key(.character("w"))),
        (20, .keyRelease(.character("w"))),
        (3, .key(.up)), (1, .key(.character("s"))), (30, .resize(Size(width: 60, height: 20))), (0, .key(.up)),
        (9, .mouse(MouseEvent(.press, x: 70, y: 12, screen: Size(width: 80, height: 24)))),
        (2, .mouse(MouseEvent(.drag, x: 70, y: 3, screen: Size(width: 80, height: 24)))),
        (2, .mouse(MouseEvent(.release, x: 70, y: 3, screen: Size(width: 80, height: 24)))),
        (2000, .key(.character(" "))),
      ],
      make: paddles, header: ReplayFixtures.paddlesHeader(options), recording: paddlesRecording)
    #expect(match.steps > 100, "the match was played")
  }

  // MARK: - The fixtures are what the games record

  @Test func theHandMadeHeadersAreTheGamesOwn() throws {
    let balls = BallsScene(levels: ReplayFixtures.ballsLevels, seed: 77)
    #expect(balls.replayHeader == ReplayFixtures.ballsHeader(seed: 77))
  }

  @Test func timelinesUseEveryKindOfInput() {
    let events = (0..<2000).map { Self.event($0 * 37 + $0 / 100, in: .paddles) }
    #expect(events.contains(.resumed))
    #expect(events.contains { if case .resize(let size) = $0 { size.width >= 40 && size.height >= 12 } else { false } })
    #expect(events.contains { if case .mouse(let mouse) = $0 { mouse.kind == .drag } else { false } })
    #expect(events.contains { if case .keyRelease = $0 { true } else { false } })
    #expect(events.contains(.keyReleasesReported(true)) && events.contains(.keyReleasesReported(false)))
    #expect(
      events.contains { if case .key(let key) = $0 { !Self.keys.contains(key) } else { false } }, "other characters")
    #expect(!events.contains(.key(.escape)))
    let maze = (0..<2000).map { Self.event($0, in: .maze) }
    #expect(!maze.contains { if case .keyRelease = $0 { true } else { false } })
  }
}
