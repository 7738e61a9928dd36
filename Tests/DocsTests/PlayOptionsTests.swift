import ArcadeKit
import ArgumentParser
import Catalog
import PaddlesGame
import Testing

@testable import arcade

/// `arcade play`'s game options: each game takes only the options its entry declares.
@Suite struct PlayOptionsTests {
  static func parse(_ arguments: [String]) throws -> ParsableCommand {
    try Arcade.parseAsRoot(arguments)
  }

  static func play(_ arguments: [String]) throws -> PlayCommand {
    try #require(try parse(["play"] + arguments) as? PlayCommand)
  }

  static let paddles = GameCatalog.registry(fileSystem: .inMemory()).entry(id: "paddles")

  /// The message and exit code `arguments` are refused with (nil: they were accepted).
  static func refusal(_ arguments: [String]) -> (message: String, code: Int32)? {
    do {
      _ = try parse(arguments)
      return nil
    } catch {
      return (Arcade.fullMessage(for: error), Arcade.exitCode(for: error).rawValue)
    }
  }

  @Test func paddlesOptionsReachTheGameAsItsOwnType() throws {
    let play = try Self.play(["paddles", "--players", "2", "--win-score=5", "--difficulty", "hard", "--seed", "3"])
    let paddles = try #require(Self.paddles)
    let choices = try #require(try play.choices(for: paddles) as? PaddlesChoices)
    #expect(choices == PaddlesChoices(players: 2, difficulty: .hard, winScore: 5))
    #expect(play.seed == 3)
  }

  @Test func difficultyIsReadInAnyCase() throws {
    let play = try Self.play(["paddles", "--difficulty", "Easy"])
    let paddles = try #require(Self.paddles)
    #expect((try play.choices(for: paddles) as? PaddlesChoices)?.difficulty == .easy)
  }

  @Test func aBadDifficultyIsRefusedListingTheValues() throws {
    let refused = try #require(Self.refusal(["play", "paddles", "--difficulty", "brutal"]))
    #expect(
      refused.message.contains("paddles: --difficulty brutal: choose one of easy, normal, hard"), "\(refused.message)")
    #expect(refused.code == ExitCode.validationFailure.rawValue)
  }

  /// Before, every `play` had the Paddles group: `play balls --players 2` was accepted and ignored.
  @Test func anotherGamesOptionIsRefusedByName() throws {
    let refused = try #require(Self.refusal(["play", "balls", "--players", "2"]))
    #expect(refused.message.contains("balls takes no option --players"), "\(refused.message)")
    #expect(refused.code == ExitCode.validationFailure.rawValue)
    let unknown = try #require(Self.refusal(["play", "paddles", "--speed", "2"]))
    #expect(
      unknown.message.contains(
        "paddles has no option --speed; its own options are --players, --win-score, --difficulty"),
      "\(unknown.message)")
  }

  @Test func helpListsEachGamesOwnOptions() {
    let help = Arcade.helpMessage(for: PlayCommand.self, columns: 200)
    #expect(help.contains("Paddles options (play paddles only):"), "\(help)")
    #expect(help.contains("--difficulty <easy|normal|hard>"), "\(help)")
  }

  @Test func hostAndJoinTakeTheGame() throws {
    let host = try #require(try Self.parse(["host", "paddles", "--win-score", "5", "--port", "0"]) as? HostCommand)
    #expect(host.game == "paddles" && host.port == 0)
    let join = try #require(try Self.parse(["join", "paddles", "10.0.0.1:4321"]) as? JoinCommand)
    #expect(join.gameOrAddress == "paddles" && join.address == "10.0.0.1:4321")
    // As README.md shows it: the address alone joins the only game played over the network.
    let bare = try #require(try Self.parse(["join", "10.0.0.1:4321"]) as? JoinCommand)
    let target = try bare.target(in: GameCatalog.registry(fileSystem: .inMemory()))
    #expect(target.address == "10.0.0.1:4321")
  }

  @Test func aGameNotPlayedOverTheNetworkIsRefusedNamingThoseThatAre() throws {
    for arguments in [["host", "balls"], ["join", "maze", "10.0.0.1:4321"]] {
      let refused = try #require(Self.refusal(arguments), "\(arguments) was accepted")
      #expect(
        refused.message.contains("cannot be played over the network; paddles is played over the network"),
        "\(refused.message)")
      #expect(refused.code == ExitCode.validationFailure.rawValue)
    }
    let players = try #require(Self.refusal(["host", "paddles", "--players", "1"]))
    #expect(
      players.message.contains("paddles has no option --players; its own options are --win-score"), "\(players.message)"
    )
  }
}
