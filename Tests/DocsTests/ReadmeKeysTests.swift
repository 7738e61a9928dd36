import ArcadeKit
import Catalog
import FileSystem
import Launcher
import Testing

@testable import arcade

/// The README's key listing is what `arcade keys` prints with no settings of one's own, and
/// its `[keys]` example is a file the arcade reads without a complaint.
@Suite struct ReadmeKeysTests {
  @Test func theKeyListingIsWhatArcadeKeysPrintsByDefault() throws {
    let blocks = try Readme.load().codeBlocks(inSection: "Keys")
    let registry = GameCatalog.registry(fileSystem: .inMemory())
    let listing = KeyListing.lines(KeyBindings(), contexts: registry.keyContexts)
    #expect(blocks.first == listing, "regenerate the block from `arcade keys` (no settings file)")
  }

  @Test func theKeysExampleIsReadWithoutProblems() throws {
    let blocks = try Readme.load().codeBlocks(inSection: "Keys")
    let example = try #require(blocks.first { $0.first == "[keys]" })
    let files = FileSystemClient.inMemory()
    try files.write(example.joined(separator: "\n") + "\n", to: "/settings")
    let registry = GameCatalog.registry(fileSystem: files)
    let contents = SettingsFile(path: "/settings", fileSystem: files).load(contexts: registry.keyContexts)
    #expect(contents.problems.isEmpty)
    #expect(contents.settings.keys.layout == .azerty)
    #expect(contents.settings.keys.chosen["maze"]?["tilt-up"] == [.character("i"), .up])
  }
}
