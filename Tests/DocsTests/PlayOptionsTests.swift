import ArgumentParser
import PaddlesGame
import Testing

@testable import arcade

/// `arcade play`'s game options: each game's own group, parsed and checked by the argument parser.
@Suite struct PlayOptionsTests {
  static func play(_ arguments: [String]) throws -> PlayCommand {
    let command = try Arcade.parseAsRoot(["play"] + arguments)
    return try #require(command as? PlayCommand)
  }

  @Test func paddlesOptionsReachTheGameAsItsOwnType() throws {
    let play = try Self.play(["paddles", "--players", "2", "--win-score", "5", "--difficulty", "hard"])
    let choices = try #require(play.options(for: "paddles") as? PaddlesChoices)
    #expect(choices == PaddlesChoices(players: 2, difficulty: .hard, winScore: 5))
    #expect(play.options(for: "balls") == nil)
  }

  @Test func difficultyIsReadInAnyCase() throws {
    let play = try Self.play(["paddles", "--difficulty", "Easy"])
    #expect((play.options(for: "paddles") as? PaddlesChoices)?.difficulty == .easy)
  }

  @Test func aBadDifficultyIsTheArgumentParsersErrorListingTheValues() {
    do {
      _ = try Self.play(["paddles", "--difficulty", "brutal"])
      Issue.record("--difficulty brutal was accepted")
    } catch {
      let message = Arcade.fullMessage(for: error)
      #expect(message.contains("brutal"))
      for value in ["easy", "normal", "hard"] { #expect(message.contains(value), "\(message)") }
      #expect(Arcade.exitCode(for: error) == .validationFailure)
    }
  }

  @Test func helpListsTheDifficulties() {
    let help = Arcade.helpMessage(for: PlayCommand.self, columns: 200)
    #expect(help.contains("PADDLES OPTIONS"), "\(help)")
    #expect(help.contains("--difficulty <easy|normal|hard>"), "\(help)")
  }
}
