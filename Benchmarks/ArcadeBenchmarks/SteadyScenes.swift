import ArcadeKit
import BallsGame
import GameKit
import HolesGame
import LanderGame
import MazeGame
import PaddlesGame
import PortalsGame

// MARK: - SteadyScenes

/// The games' scenes as `arcade play GAME --level N` starts them from the shipped levels,
/// put in play and then left alone for `warmUpSteps` steps: what a step and a frame cost while
/// a player watches. Each is checked to be still running (animating) after the warm-up.
enum SteadyScenes {
  /// Steps run before measuring: 5 to 20 seconds of play at the games' rates.
  static let warmUpSteps = 300

  /// Balls at shipped level `level`, started with Space; its balls move and nothing is fired.
  static func balls(level: Int) throws -> BallsScene {
    var scene: BallsScene = try started(BallsGame.entry(levels: .live), level: level)
    _ = scene.handle(.key(.character(" ")))
    return try warmedUp(scene)
  }

  /// Paddles, one player against the computer on arena `level`, served with Space. The match
  /// goes to 99 points so that it outlasts the benchmark; the player's paddle never moves.
  static func paddles(level: Int) throws -> PaddlesScene {
    var scene: PaddlesScene = try started(
      PaddlesGame.entry(levels: .live), level: level, options: PaddlesChoices(players: 1, winScore: 99))
    _ = scene.handle(.key(.character(" ")))
    return try warmedUp(scene)
  }

  /// Maze level `level` with its clock running: one tilt starts it and Space levels the board
  /// again, so the ball rolls on and settles.
  static func maze(level: Int) throws -> MazeScene {
    var scene: MazeScene = try started(MazeGame.entry(levels: .live), level: level)
    _ = scene.handle(.key(.right))
    _ = scene.handle(.key(.character(" ")))
    return try warmedUp(scene)
  }

  /// Maze level `level` as `maze(level:)` plays it, racing the ghost of the same game 25 s
  /// long: the ghost drawn and the lead on it read every frame (the widest search, ten
  /// seconds either way).
  static func mazeRacingAGhost(level: Int) throws -> MazeScene {
    var recorded = try maze(level: level)
    for _ in 0..<1_200 { _ = recorded.step() }
    guard let replay = recorded.liveReplay else {
      throw SteadySceneError(description: "the Maze game recorded no replay")
    }
    var scene: MazeScene = try started(MazeGame.entry(levels: .live), level: level)
    _ = scene.handle(
      .effect(.reply(RequestReply(to: LoadReplays.self, LoadReplays.Reply(board: scene.board, replays: [replay])))))
    guard scene.ghost != nil else { throw SteadySceneError(description: "the Maze game made no ghost") }
    _ = scene.handle(.key(.right))
    _ = scene.handle(.key(.character(" ")))
    return try warmedUp(scene)
  }

  /// Holes on table `level`, the table level: the ball rests while the holes turn.
  static func holes(level: Int) throws -> HolesScene {
    let scene: HolesScene = try started(HolesGame.entry(levels: .live), level: level)
    return try warmedUp(scene)
  }

  /// Lander on level `level`, flown by the computer (a ship left alone lands or crashes
  /// within seconds, and the game then waits).
  static func lander(level: Int) throws -> PlayScene<Lander> {
    try warmedUp(try started(LanderGame.entry(levels: .live), level: level, autoplay: true))
  }

  /// Portals on level `level`, played by the computer: balls come and go through the portals.
  static func portals(level: Int) throws -> PlayScene<Portals> {
    try warmedUp(try started(PortalsGame.entry(levels: .live), level: level, autoplay: true))
  }

  // MARK: - Helpers

  /// The scene `entry` makes for a direct start at `level` of the shipped levels, seed 1.
  private static func started<S: Scene>(
    _ entry: GameEntry, level: Int, options: (any Sendable)? = nil, autoplay: Bool = false
  ) throws -> S {
    let setup = GameSetup(
      seed: 1, builtInLevelsDirectory: ShippedLevels.directory, level: String(level), options: options,
      autoplay: autoplay, direct: true)
    let scene = try entry.makeScene(setup)
    guard let typed = scene as? S else {
      throw SteadySceneError(description: "\(entry.title) started \(type(of: scene)), not \(S.self)")
    }
    return typed
  }

  /// `scene` after `warmUpSteps` steps, still animating (a game that ended would step for free).
  private static func warmedUp<S: Scene>(_ scene: S) throws -> S {
    var scene = scene
    for _ in 0..<warmUpSteps { _ = scene.step() }
    guard scene.isAnimating else {
      throw SteadySceneError(description: "\(S.self) stopped running within \(warmUpSteps) steps")
    }
    return scene
  }
}
