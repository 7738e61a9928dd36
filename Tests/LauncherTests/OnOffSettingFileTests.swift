import ArcadeKit
import FileSystem
import Launcher
import Testing

/// The settings that are on or off, each kept in the settings file as one line: `console-glyphs`
/// (the glyph card's middle answer, a font without Braille), `reduced-motion` (no flashes) and
/// `plain` (plain lines for a screen reader).
@Suite struct OnOffSettingFileTests {
  /// A setting's name in the file and its field.
  static let settings: [(name: String, field: WritableKeyPath<DisplaySettings, Bool> & Sendable)] = [
    ("console-glyphs", \.consoleGlyphs), ("reduced-motion", \.reducedMotion), ("plain", \.plain),
  ]

  @Test(arguments: settings)
  func theSettingReadsAndIsSavedAsOneLine(name: String, field: WritableKeyPath<DisplaySettings, Bool> & Sendable) throws
  {
    let files = FileSystemClient.inMemory(InMemoryFiles(files: ["/settings": "\(name) = true\n"]))
    let file = SettingsFile(path: "/settings", fileSystem: files)
    let loaded = file.load(contexts: [])
    #expect(loaded.problems.isEmpty)
    #expect(loaded.settings[keyPath: field])

    var changed = loaded.settings
    changed[keyPath: field] = false
    try file.save(from: loaded.settings, to: changed)
    #expect(String(decoding: try files.readFile("/settings", 1000), as: UTF8.self) == "\(name) = false\n")
    #expect(file.load(contexts: []).settings[keyPath: field] == false)
  }

  @Test(arguments: settings.map(\.name))
  func aBadValueIsNamed(name: String) {
    let files = FileSystemClient.inMemory(InMemoryFiles(files: ["/settings": "\(name) = maybe\n"]))
    #expect(
      SettingsFile(path: "/settings", fileSystem: files).load(contexts: []).problems == [
        "/settings:1: \(name) must be true or false, not `maybe`"
      ])
  }
}
