import Catalog
import Testing

@testable import arcade

/// The words every shell's completion gets for `arcade play` and `arcade host` (zsh and fish
/// call the same function as bash, with the command line's words): the games, then the named
/// game's own options and their values.
@Suite struct GameOptionCompletionTests {
  static func play(_ words: [String]) -> [String] {
    GameOptionCompletion.play(words: words, index: words.count - 1, prefix: words.last ?? "")
  }

  static func host(_ words: [String]) -> [String] {
    GameOptionCompletion.host(words: words, index: words.count - 1, prefix: words.last ?? "")
  }

  @Test func theGamesComeFirst() {
    #expect(Self.play(["arcade", "play", ""]) == GameCatalog.gameNames)
    #expect(Self.play(["arcade", "--ascii", "play", "--seed", "3", ""]) == GameCatalog.gameNames)
    #expect(Self.host(["arcade", "host", ""]) == ["paddles"])
  }

  @Test func eachGameIsOfferedItsOwnOptionsOnly() {
    #expect(Self.play(["arcade", "play", "paddles", "--"]) == ["--players", "--win-score", "--difficulty"])
    #expect(Self.play(["arcade", "play", "paddles", "--players", "1", "--difficulty=hard", ""]) == ["--win-score"])
    #expect(Self.play(["arcade", "play", "balls", "--"]) == [])
    #expect(Self.play(["arcade", "play", "maze", "--level", "3", ""]) == [])
    #expect(Self.host(["arcade", "host", "paddles", ""]) == ["--win-score"])
  }

  @Test func anOptionsValuesFollowIt() {
    #expect(Self.play(["arcade", "play", "paddles", "--difficulty", ""]) == ["easy", "normal", "hard"])
    #expect(Self.play(["arcade", "play", "paddles", "--players", ""]) == ["1", "2"])
    #expect(Self.play(["arcade", "play", "paddles", "--win-score", ""]) == [], "any number")
  }
}
