import Catalog
import GameKit

/// What the shell offers after `arcade play` (or `arcade host`): the games, then the options
/// the game named declares and has not been given yet, or the values of the one being given.
///
/// The completion scripts call the executable with the command line's words (the argument
/// parser's custom completion), so the game is read from the line itself: each game is
/// offered its own options and never another's. Both the game's argument and the words after
/// it complete here, as bash asks the game's argument again for a word that starts with `-`.
enum GameOptionCompletion {
  /// The candidates for the word at `index` in `words` (the whole command line, `arcade`
  /// first): the first word after `command` ("play", "host") that names one of `games` is
  /// the game, and `declared` gives the options it takes there; before a game, the games.
  static func candidates(
    words: [String], index: Int, command: String, games: [GameEntry],
    declared: (GameEntry) -> [GameOption]
  ) -> [String] {
    let start = (words.firstIndex(of: command) ?? 0) + 1
    let before = start < index ? words[start..<min(index, words.count)] : []
    guard let entry = before.lazy.compactMap({ word in games.first { $0.id == word } }).first else {
      return games.map(\.id)
    }
    let options = declared(entry)
    if let previous = before.last, let option = options.first(where: { "--\($0.name)" == previous }) {
      return option.values
    }
    let given = Set(before.map { word in word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word })
    return options.map { "--\($0.name)" }.filter { !given.contains($0) }
  }

  /// The candidates for `arcade play …`: every game, then its options.
  @Sendable static func play(words: [String], index: Int, prefix: String) -> [String] {
    candidates(
      words: words, index: index, command: "play", games: GameCatalog.registry(fileSystem: .live).entries,
      declared: { $0.options?.options ?? [] })
  }

  /// The candidates for `arcade host …`: the games played over the network, then the options
  /// of hosting one.
  @Sendable static func host(words: [String], index: Int, prefix: String) -> [String] {
    candidates(
      words: words, index: index, command: "host",
      games: GameCatalog.registry(fileSystem: .live).entries.filter { $0.network != nil },
      declared: { $0.network?.hostOptions?.options ?? [] })
  }
}
