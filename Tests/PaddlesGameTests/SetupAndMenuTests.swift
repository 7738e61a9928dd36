import ArcadeKit
import Drawing
import Levels
import TestSupport
import Testing

@testable import PaddlesGame

/// Starting from the command line or the arcade menu, and the options a player can get wrong.
@Suite struct SetupAndMenuTests {
  /// The repository's shipped levels (Tests/PaddlesGameTests/…/../../Levels).
  static let levels: String = {
    var parts = #filePath.split(separator: "/").map(String.init)
    parts.removeLast(3)
    return "/" + parts.joined(separator: "/") + "/Levels"
  }()

  static func setup(direct: Bool = true) -> GameSetup {
    GameSetup(seed: 5, builtInLevelsDirectory: levels, direct: direct)
  }

  @Test func directStartSkipsTheMenuAndHonoursOptions() throws {
    var setup = Self.setup()
    setup.options = PaddlesChoices(players: 2, difficulty: .hard, winScore: 1)
    setup.level = "2"
    let scene = try #require(try PaddlesGame.makeScene(setup, levels: .live) as? PaddlesScene)
    #expect(scene.options.players == 2)
    #expect(scene.options.difficulty == .hard)
    #expect(scene.game.match.winScore == 1)
    #expect(scene.game.match.arena.name == "Obstacles")
    #expect(scene.game.match.arena.obstacles.count == 4)
    #expect(scene.seed == 5)
  }

  @Test func fromTheArcadeMenuAPreGameMenuComesFirst() throws {
    var driver = SceneDriver(
      try #require(try PaddlesGame.makeScene(Self.setup(direct: false), levels: .live) as? PaddlesMenuScene))
    #expect(driver.scene.options.players == 1)
    #expect(driver.scene.options.difficulty == .normal)
    #expect(driver.scene.arenas.map(\.name) == ["Classic", "Obstacles"])
    // Up past first-to to the arena line, change it; up to difficulty, change it; then start.
    driver.press(.up, .up, .right, .up, .right, .enter)
    guard case .replace(let next) = try #require(driver.commands.last) else {
      Issue.record("Enter did not start a game")
      return
    }
    let game = try #require(next as? PaddlesScene)
    #expect(game.game.match.arena.name == "Obstacles")
    #expect(game.options.difficulty == .hard)
    #expect(game.options.players == 1)
    #expect(driver.render(Size(width: 80, height: 24)).plainText.contains("1 player vs computer"))
  }

  @Test func menuSwitchesToTwoPlayersAndEscapeGoesBack() throws {
    var driver = SceneDriver(
      try #require(try PaddlesGame.makeScene(Self.setup(direct: false), levels: .live) as? PaddlesMenuScene))
    driver.press(.up, .up, .up, .up, .right)  // Start, First to, Arena, Difficulty, Players
    #expect(driver.scene.options.players == 2)
    driver.press(.escape)
    guard case .pop = try #require(driver.commands.last) else {
      Issue.record("Esc did not go back")
      return
    }
  }

  @Test func badOptionsExplainThemselves() {
    var players = Self.setup()
    players.options = PaddlesChoices(players: 3)
    #expect(throws: PaddlesSetupError.players(3)) { try PaddlesGame.makeScene(players, levels: .live) }
    var score = Self.setup()
    score.options = PaddlesChoices(winScore: 0)
    #expect(throws: PaddlesSetupError.winScore(0)) { try PaddlesGame.makeScene(score, levels: .live) }
    var level = Self.setup()
    level.level = "9"
    #expect(throws: LevelChoiceError.self) { try PaddlesGame.makeScene(level, levels: .live) }
  }

  /// Options of another game (or none) leave the defaults: one player, normal, the arena's score.
  @Test func optionsOfAnotherTypeAreIgnored() throws {
    var setup = Self.setup()
    setup.options = "not paddles"
    let scene = try #require(try PaddlesGame.makeScene(setup, levels: .live) as? PaddlesScene)
    #expect(scene.options.players == 1)
    #expect(scene.options.difficulty == .normal)
    #expect(scene.options.winScore == nil)
  }

  /// `arcade play paddles --level FILE`: that arena alone, whichever arenas the folders hold.
  @Test func levelFilePlaysThatArenaAlone() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("mine.level")
    try TestFiles.write("game: paddles\nname: Mine\nwin-score: 2\nobstacle: 40 130 40 20\n", to: path)
    var setup = Self.setup()
    setup.level = path
    let scene = try #require(try PaddlesGame.makeScene(setup, levels: .live) as? PaddlesScene)
    #expect(scene.game.match.arena.name == "Mine")
    #expect(scene.game.match.arena.obstacles.count == 1)
    #expect(scene.game.match.winScore == 2)
    let (options, arenas) = try PaddlesGame.options(setup, levels: .live)
    #expect(arenas.map(\.name) == ["Mine"])
    #expect(options.arena.name == "Mine")
  }

  @Test func levelFileOfAnotherGameIsRefused() {
    var setup = Self.setup()
    setup.level = Self.levels + "/maze/01-first-steps.level"
    #expect(throws: (any Error).self) { try PaddlesGame.makeScene(setup, levels: .live) }
  }

  @Test func walledOffArenaFileIsRefusedWithAMessageNamingIt() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("walled.level")
    try TestFiles.write("game: paddles\nname: Walled\nobstacle: 0 144 320 16\n", to: path)
    var setup = Self.setup()
    setup.level = path
    do {
      _ = try PaddlesGame.makeScene(setup, levels: .live)
      Issue.record("an arena that walls off the puck was accepted")
    } catch let error as LevelChoiceError {
      #expect("\(error)".hasPrefix("\(path):3:1: error: player 1's end (the top, y = 0) is walled off"))
    }
  }

  @Test func rotationTurnsThePortraitFieldSideways() {
    let obstacle = PaddlesArena.Obstacle(x: 208, y: 320, width: 64, height: 16)
    let rect = SidewaysArena.rotate(obstacle)
    #expect(rect.minX == 320 && rect.maxX == 336)
    #expect(rect.minY == 48 && rect.maxY == 112)
    #expect(SidewaysArena.width == 480 && SidewaysArena.height == 320)
  }
}
