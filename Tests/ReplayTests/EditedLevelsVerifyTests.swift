import ArcadeKit
import BallsGame
import GameKit
import HolesGame
import LanderGame
import Levels
import PaddlesGame
import PortalsGame
import TestSupport
import Testing

@testable import Launcher

/// A level made in each game's editor (the kit's, through the game's entry) is saved as text,
/// read back by the game, played to a score, and its replay verifies.
@Suite struct EditedLevelsVerifyTests {
  static let registry = AsciicastTests.registry
  static let setup = GameSetup(seed: 3, userLevelsDirectory: "/nonexistent-edited-user")

  /// Opens `game`'s editor on a new level, presses `keys`, saves it as `name` and reads the
  /// saved text back as the game reads a file.
  static func made<Level: EditableLevel>(
    _: Level.Type, game: String, keys: [Key], name: String
  ) throws -> Level {
    let entry = try #require(registry.entries.first { $0.id == game })
    let editor = try #require(
      try entry.makeEditor?(setup, "/nonexistent-edited-user/\(game).level") as? FieldEditorScene<Level>)
    var driver = SceneDriver(editor)
    for key in keys { driver.press(key) }
    let saved = try #require(EditorChecks.save(&driver, name: name), "\(game): saved")
    return try Level(document: try LevelParser.parse(text: saved.text, path: "saved"), path: "saved")
  }

  /// Presses `keys` and plays on until the game stops moving, again and again (a new ship, a new
  /// ball, the next level wait for a key), until a score is submitted or `rounds` pass.
  static func playToAScore(_ play: inout ScriptedPlay, pressing keys: [Key], rounds: Int = 30) {
    for _ in 0..<rounds where play.submissions.isEmpty {
      for key in keys { play.press(key) }
      play.runUntilScore(limit: 20_000)
    }
  }

  /// Whether `submission`'s replay verifies.
  static func verifies(_ submission: ScoreSubmission?) throws -> Bool {
    let replay = try #require(submission?.replay, "a score with its replay")
    return ReplayVerifier(registry: registry).verdict(of: replay) == .verified
  }

  @Test func aHolesTableMadeInTheEditorPlaysAndVerifies() throws {
    // One ball, its start carried to just under the hole in the middle; tilted up, it is lost.
    let carry =
      [Key.character("g"), .character("g"), .character(" ")] + Array(repeating: .left, count: 23)
      + Array(repeating: .up, count: 10) + [.character(" ")]
    let keys = carry + [.character("<"), .character("<")]
    let table = try Self.made(HolesTable.self, game: "holes", keys: keys, name: "One ball")
    #expect(table.balls == 1)
    #expect(abs(table.start.x - 0.5) < 0.02 && abs(table.start.y - 0.7) < 0.02, "\(table.start)")
    var play = ScriptedPlay(PlayScene<Holes>(levels: [table], seed: 3))
    Self.playToAScore(&play, pressing: [.up, .up, .up])
    #expect(try Self.verifies(play.submissions.last))
  }

  @Test func aLanderTerrainMadeInTheEditorPlaysAndVerifies() throws {
    let keys = [Key.character("t")] + Array(repeating: Key.character("<"), count: 16)
    let level = try Self.made(LanderLevel.self, game: "lander", keys: keys, name: "No fuel")
    #expect(level.fuel == 0)
    var play = ScriptedPlay(PlayScene<Lander>(levels: [level], seed: 3))
    Self.playToAScore(&play, pressing: [.up])
    #expect(try Self.verifies(play.submissions.last))
  }

  @Test func aPortalsLayoutMadeInTheEditorPlaysAndVerifies() throws {
    let keys = Array(repeating: Key.down, count: 18) + [.character("i")] + Array(repeating: .character(">"), count: 30)
    let level = try Self.made(PortalsLevel.self, game: "portals", keys: keys, name: "Fast drain")
    #expect(level.portals.count == 3)
    #expect(level.drain == 19)
    var play = ScriptedPlay(PlayScene<Portals>(levels: [level], seed: 3))
    Self.playToAScore(&play, pressing: [.tab])
    #expect(try Self.verifies(play.submissions.last))
  }

  @Test func aBallsLevelMadeInTheEditorPlaysAndVerifies() throws {
    let level = try Self.made(BallsLevel.self, game: "balls", keys: [.right, .right, .down, .left], name: "Twelve")
    #expect(level.balls == 12 && level.target == 4)
    var play = ScriptedPlay(BallsScene(levels: [level], seed: 3))
    Self.playToAScore(&play, pressing: [.character(" ")])
    #expect(try Self.verifies(play.submissions.last))
  }

  @Test func aPaddlesArenaMadeInTheEditorPlaysAndVerifies() throws {
    let keys = Array(repeating: Key.left, count: 10) + [.character("i")]
    let arena = try Self.made(PaddlesArena.self, game: "paddles", keys: keys, name: "One block")
    #expect(arena.obstacles.count == 1)
    // A player who follows the puck beats the easy computer to one point on some seed.
    let won = try ReplayVerifierTests.paddlesWin(arena: SidewaysArena(arena))
    #expect(won.board == PaddlesBoards.board(difficulty: .easy, winScore: 1, arena: SidewaysArena(arena)))
    #expect(try Self.verifies(won))
  }
}
