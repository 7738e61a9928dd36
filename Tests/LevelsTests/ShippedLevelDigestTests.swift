import ArcadeKit
import BallsGame
import Catalog
import FileSystem
import GameKit
import Levels
import Replays
import Testing

// MARK: - Shipped level digests

/// Each registered game's compiled-in list of shipped levels (its boards'), against the files in `Levels/`.
private let shippedLists: [(game: String, format: LevelFormat, shipped: ShippedLevels)] =
  GameCatalog.registry(fileSystem: .live).entries.compactMap { entry in
    guard let format = entry.levels, let boards = entry.boards else { return nil }
    return (entry.id, format, boards.shipped)
  }

/// Every game's compiled-in list is its shipped levels, in play order: identity and the
/// SHA-256 of the canonical text. On a mismatch the message is the list to paste.
@Test(arguments: shippedLists.indices)
func compiledShippedLevelsAreTheLevelFiles(index: Int) {
  let (game, format, shipped) = shippedLists[index]
  let library = LevelLibrary(
    sources: [.init(directory: shippedLevelsDirectory, origin: .builtIn)], formats: [format], fileSystem: .live)
  let files = library.load(format).levels.map { loaded in
    ShippedLevels.Level(loaded.identity.description, SHA256.hex(loaded.level.canonicalText))
  }
  let literal = files.map { "    .init(\"\($0.identity)\", \"\($0.digest)\")," }.joined(separator: "\n")
  // A game that ships no levels has none listed, and no folder.
  #expect(shipped.levels == files, "\(game)'s shipped levels are now:\n\(literal)")
}

/// A level's digest is of its text: the same identity with another text is not a shipped level.
@Test func aLevelWithAShippedIdentityButAnotherTextIsNotShipped() throws {
  let first = try #require(BallsBoards.shipped.levels.first)
  let library = LevelLibrary(
    sources: [.init(directory: shippedLevelsDirectory, origin: .builtIn)], formats: [BallsLevel.format],
    fileSystem: .live)
  let text = try #require(library.load(BallsLevel.format).levels.first).level.canonicalText
  #expect(BallsBoards.shipped.ships(ReplayLevel(identity: first.identity, text: text)))
  #expect(!BallsBoards.shipped.ships(ReplayLevel(identity: first.identity, text: text + "\n")))
}
