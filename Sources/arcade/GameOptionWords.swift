import ArcadeKit
import ArgumentParser
import GameKit

/// The words after `arcade play GAME` (or `arcade host GAME`) that the command itself does not
/// take, read as the options the game declares: a game gets only its own, and any other is
/// refused by name.
enum GameOptionWords {
  /// `words` (`--players 2` or `--players=2`) read by `declared` into the game's own value
  /// (nil: no words, so the game keeps its defaults).
  static func read(_ words: [String], declared: GameOptions?, game: String) throws -> (any Sendable)? {
    guard !words.isEmpty else { return nil }
    let known = declared?.options ?? []
    var given: [String: String] = [:]
    var index = 0
    while index < words.count {
      let word = words[index]
      guard word.hasPrefix("--"), word.count > 2 else {
        throw ValidationError("\(game): unexpected argument '\(word)'")
      }
      var name = String(word.dropFirst(2))
      var value: String?
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let option = known.first(where: { $0.name == name }) else {
        throw ValidationError(unknown(name, game: game, known: known))
      }
      if value == nil {
        index += 1
        guard index < words.count else {
          throw ValidationError("\(game): --\(name) needs a value (\(option.valueName))")
        }
        value = words[index]
      }
      let text = value ?? ""
      if !option.values.isEmpty, !option.values.contains(where: { $0.lowercased() == text.lowercased() }) {
        throw ValidationError("\(game): --\(name) \(text): choose one of \(option.values.joined(separator: ", "))")
      }
      given[name] = text
      index += 1
    }
    do {
      return try declared?.read(given)
    } catch {
      throw ValidationError("\(game): \(error)")
    }
  }

  /// Why `--name` is refused, with the options `game` does take.
  static func unknown(_ name: String, game: String, known: [GameOption]) -> String {
    guard !known.isEmpty else { return "\(game) takes no option --\(name)" }
    return
      "\(game) has no option --\(name); its own options are \(known.map { "--\($0.name)" }.joined(separator: ", "))"
  }

  /// The games' own options, for `arcade play --help` (`command` "play") or `arcade host
  /// --help` ("host"): a heading per game, a line per option.
  static func help(for entries: [GameEntry], command: String = "play") -> String {
    entries.compactMap { entry -> String? in
      let declared = command == "host" ? entry.network?.hostOptions : entry.options
      guard let options = declared?.options, !options.isEmpty else { return nil }
      let lines = options.map { "  --\($0.name) <\($0.valueName)>  \($0.help)" }
      return (["\(entry.title) options (\(command) \(entry.id) only):"] + lines).joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
