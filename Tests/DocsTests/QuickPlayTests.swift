import ArgumentParser
import Testing

@testable import arcade

/// `arcade play GAME` read without the argument parser: what it reads, the parser reads the
/// same; what it does not read, it leaves to the parser.
@Suite struct QuickPlayTests {
  static let read: [[String]] = [
    ["play", "holes"],
    ["play", "maze", "--level", "3"],
    ["play", "balls", "--level", "6", "--seed", "3"],
    ["play", "paddles", "--seed", "5", "--autoplay"],
    ["play", "lander", "--autoplay", "--level", "my moon.level", "--seed", "18446744073709551615"],
    ["play", "nosuchgame"],
  ]

  static let leftToTheParser: [[String]] = [
    [], ["play"], ["levels", "holes"], ["play", "--level", "2", "holes"], ["play", "holes", "--seed=3"],
    ["play", "holes", "--seed", "-1"], ["play", "holes", "--seed", "x"], ["play", "holes", "--seed"],
    ["play", "holes", "--level", "--autoplay"], ["play", "holes", "--level", ""], ["play", "holes", "--ascii"],
    ["play", "paddles", "--players", "2"], ["play", "holes", "--autoplay", "--autoplay"],
    ["play", "holes", "--seed", "1", "--seed", "2"], ["play", "holes", "-h"], ["play", "holes", "--help"],
    ["play", "holes", "extra"],
  ]

  @Test(arguments: read)
  func whatItReadsTheParserReadsTheSame(arguments: [String]) throws {
    let quick = try #require(QuickPlay(arguments: arguments))
    let parsed = try #require(try Arcade.parseAsRoot(arguments) as? PlayCommand)
    #expect(quick == QuickPlay(game: parsed.game, level: parsed.level, seed: parsed.seed, autoplay: parsed.autoplay))
    #expect(parsed.gameOptions.isEmpty)
    #expect(parsed.global.choices == GlobalChoices())
  }

  @Test(arguments: leftToTheParser)
  func everythingElseIsLeftToTheParser(arguments: [String]) {
    #expect(QuickPlay(arguments: arguments) == nil)
  }
}
