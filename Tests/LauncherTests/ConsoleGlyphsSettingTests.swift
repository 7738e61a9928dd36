import ArcadeKit
import FileSystem
import Launcher
import Testing

/// `console-glyphs`: the glyph card's middle answer (a font without Braille), kept like any setting.
@Suite struct ConsoleGlyphsSettingTests {
  @Test func theSettingReadsAndIsSavedAsOneLine() throws {
    let files = FileSystemClient.inMemory(InMemoryFiles(files: ["/settings": "console-glyphs = true\n"]))
    let file = SettingsFile(path: "/settings", fileSystem: files)
    let loaded = file.load(contexts: [])
    #expect(loaded.problems.isEmpty)
    #expect(loaded.settings.consoleGlyphs)

    var changed = loaded.settings
    changed.consoleGlyphs = false
    try file.save(from: loaded.settings, to: changed)
    #expect(String(decoding: try files.readFile("/settings", 1000), as: UTF8.self) == "console-glyphs = false\n")
    #expect(file.load(contexts: []).settings.consoleGlyphs == false)
  }

  @Test func aBadValueIsNamed() {
    let files = FileSystemClient.inMemory(InMemoryFiles(files: ["/settings": "console-glyphs = maybe\n"]))
    #expect(
      SettingsFile(path: "/settings", fileSystem: files).load(contexts: []).problems == [
        "/settings:1: console-glyphs must be true or false, not `maybe`"
      ])
  }
}
