import ArcadeKit
import GameKit
import Levels

/// The games the arcade offers, in menu order; games register by being listed here at the edge.
public struct GameRegistry: Sendable {
  public let entries: [GameEntry]

  /// Creates a registry; ids must be unique (later duplicates are dropped).
  public init(_ entries: [GameEntry]) {
    var seen = Set<String>()
    self.entries = entries.filter { seen.insert($0.id).inserted }
  }

  /// The entry with `id` (case-insensitive), if registered.
  public func entry(id: String) -> GameEntry? {
    entries.first { $0.id.lowercased() == id.lowercased() }
  }

  /// Creates a registry of the games `makers` make, each reading its levels through `levels`
  /// knowing every registered game's format.
  ///
  /// An entry is a value of closures, cheap to make: each is made once to learn the formats,
  /// then again with a reader that knows them all, so that a game told a file of another
  /// game's says whose it is.
  public init(levels: LevelReader, _ makers: [@Sendable (LevelReader) -> GameEntry]) {
    let formats = LevelFormats(makers.compactMap { $0(levels).levels })
    self.init(makers.map { $0(levels.knowing(formats)) })
  }

  /// The registered games' level formats, in menu order.
  public var levelFormats: LevelFormats { LevelFormats(entries.compactMap(\.levels)) }

  /// The registered ids, for error messages and help.
  public var ids: [String] { entries.map(\.id) }

  /// The actions the player can rebind: the global ones, then each game's.
  public var keyContexts: [KeyContext] { [.global] + entries.compactMap(\.keyContext) }
}

// MARK: - Describing the arcade

extension GameRegistry {
  /// What the arcade is, by how many games it has: "five small physics games" (a number word
  /// up to twelve, then digits; "one small physics game" alone).
  public var gamesPhrase: String {
    let words = [
      "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    ]
    let count = entries.count
    let number = count < words.count ? words[count] : String(count)
    return "\(number) small physics game\(count == 1 ? "" : "s")"
  }
}
