import ArcadeKit
import BallsGame
import Catalog
import HolesGame
import Launcher
import Levels
import MazeGame
import PaddlesGame
import Testing

/// Headers, levels and replays the replay tests share: what each game's scene records when it
/// starts with its defaults, built from the games' public parts.
enum ReplayFixtures {
  /// Every game the arcade registers (`GameCatalog`), reading the live files: a game added to
  /// the catalog is replayed, verified, cast and given its daily level here with no other edit.
  static let registry = GameCatalog.registry(fileSystem: .live)

  /// The package's `Levels` folder, found from this file's path.
  static var levelsDirectory: String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/Levels"
  }

  /// Balls' shipped levels (`Levels/balls`), numbered as the arcade numbers them.
  static func shippedBallsLevels() -> [BallsLevel] {
    let library = LevelLibrary(
      sources: [.init(directory: levelsDirectory, origin: .builtIn)], formats: [BallsLevel.format], fileSystem: .live)
    return library.load(BallsLevel.format).levels.compactMap { loaded in
      loaded.level.model(as: BallsLevel.self)
    }
  }

  /// "First steps", the first shipped maze, as it shipped before measured pars (par 20 s): its
  /// board was `maze/maze-c9cb5226eaea175f` (`MazeBoards.reparred`).
  static let firstStepsUnderItsEarlierPar = """
    game: maze
    name: First steps
    par: 20
    map:
    ############
    #S.........#
    #..........#
    #..######..#
    #..........#
    #..........#
    #....##....#
    #....##....#
    #..........#
    #..######..#
    #.........G#
    ############

    """

  /// A maze where tilting right rolls the ball to the goal (and left holds it at the wall).
  static let tinyMazeText = """
    game: maze
    name: Tiny
    map:
    #######
    #S...G#
    #.....#
    #######

    """

  static var tinyMaze: MazeLevel {
    guard
      let maze = try? MazeLevel(document: LevelParser.parse(text: tinyMazeText, path: "tiny.level"), path: "tiny.level")
    else {
      fatalError("the tiny maze reads")
    }
    return maze
  }

  /// The level as a replay carries it.
  static func replayLevel(_ level: Level) -> ReplayLevel {
    ReplayLevel(identity: level.identity.description, text: level.canonicalText)
  }

  /// What a `MazeScene` over `maze` alone, labelled `label`, records.
  static func mazeHeader(_ maze: MazeLevel = tinyMaze, label: String = "", seed: UInt64 = 5) -> ReplayHeader {
    ReplayHeader(
      game: MazeGame.id, board: Maze.board(levels: [maze], startIndex: 0), rulesVersion: Maze.rulesVersion, seed: seed,
      levels: [replayLevel(Level(maze))], options: label.isEmpty ? [] : [ReplayOption("label", label)],
      keys: ReplayHeader.keyLines(KeyBindings(), for: MazeGame.keyContext))
  }

  /// What a `PaddlesScene` with `options` records.
  static func paddlesHeader(_ options: PaddlesOptions) -> ReplayHeader {
    var recorded = [
      ReplayOption("players", "\(options.players)"), ReplayOption("difficulty", options.difficulty.rawValue),
    ]
    if let winScore = options.winScore { recorded.append(ReplayOption("win-score", "\(winScore)")) }
    return ReplayHeader(
      game: PaddlesGame.id,
      board: PaddlesBoards.board(
        difficulty: options.difficulty, winScore: options.winScore ?? options.arena.winScore, arena: options.arena),
      rulesVersion: Paddles.rulesVersion, seed: options.seed,
      levels: [replayLevel(Level(options.arena.source))], options: recorded,
      keys: ReplayHeader.keyLines(options.keyBindings, for: PaddlesGame.keyContext))
  }

  /// What a `HolesScene` over `tables` records.
  static func holesHeader(_ tables: HolesTables = HolesTables(tables: [HolesTables.original]), seed: UInt64 = 9)
    -> ReplayHeader
  {
    ReplayHeader(
      game: HolesGame.id, board: HolesBoards.board(startingAt: tables.startIndex + 1),
      rulesVersion: HolesReplays.rulesVersion, seed: seed,
      levels: tables.tables.map { replayLevel(Level($0)) }, startIndex: tables.startIndex,
      keys: ReplayHeader.keyLines(KeyBindings(), for: HolesGame.keyContext))
  }

  /// Balls levels small enough for quick runs.
  static let ballsLevels = [
    BallsLevel(name: "Easy", balls: 12, target: 1, explosionRadius: 30),
    BallsLevel(name: "Hard", balls: 12, target: 12, explosionRadius: 30),
  ]

  /// What a `BallsScene` over `levels` records.
  static func ballsHeader(_ levels: [BallsLevel] = ballsLevels, seed: UInt64 = 77) -> ReplayHeader {
    ReplayHeader(
      game: BallsGame.id, board: BallsBoards.board(startingAt: 1), rulesVersion: Balls.rulesVersion, seed: seed,
      levels: levels.map { replayLevel(Level($0)) },
      keys: ReplayHeader.keyLines(KeyBindings(), for: BallsGame.keyContext))
  }
}
