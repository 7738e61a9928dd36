import ArcadeKit
import FileSystem
import GameKit
import Launcher
import Levels
import MazeGame
import Testing

/// An editor's "share": the host makes the code as `arcade share` does, or says what is wrong.
@Suite struct ShareLevelEffectTests {
  static let formats = GameRegistry(levels: LevelReader(fileSystem: .inMemory()), [MazeGame.entry(levels:)])
    .levelFormats

  @Test func aLevelsTextBecomesACodeThatOpensToTheSameLevel() throws {
    let text = "game: maze\nname: Tiny\nmap:\n#######\n#S...G#\n#######\n"
    guard case .shared(let code) = ShareLevel.answer(formats: Self.formats)(ShareLevel(text: text)) else {
      Issue.record("not shared")
      return
    }
    #expect(code.hasPrefix("arcade:1:maze:"))
    let opened = try LevelCode(code: code, formats: Self.formats)
    #expect(opened.level.canonicalText == (try Self.formats.parse(text: text, path: "t")).canonicalText)
  }

  @Test func aLevelThatDoesNotReadIsNotShared() {
    let result = ShareLevel.answer(formats: Self.formats)(ShareLevel(text: "game: maze\nname: Broken\nmap:\n###\n"))
    guard case .notShared(let reason) = result else {
      Issue.record("shared a broken level: \(result)")
      return
    }
    #expect(reason.hasPrefix("the level:"))
  }
}
