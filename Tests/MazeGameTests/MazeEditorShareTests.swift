import ArcadeKit
import GameKit
import Levels
import TestSupport
import Testing

@testable import MazeGame

/// `x` in the editor: the maze as a share code, shown and put on the clipboard.
@Suite("Maze editor: share")
struct MazeEditorShareTests {
  @Test func xAsksTheHostForTheMazesCodeThenShowsItAndCopiesIt() throws {
    var driver = MazeEditorGenerateTests.newEditor()
    driver.press(.character("n"))
    driver.clearCommands()
    driver.press(.character("x"))
    guard case .perform(.request(let asked)) = try #require(driver.commands.first),
      let text = (asked.request as? ShareLevel)?.text
    else {
      Issue.record("x did not ask to share: \(driver.commands)")
      return
    }
    // A maze not yet saved is shared under the name a play-test gives it.
    var named = driver.scene.maze
    named.name = "New maze"
    #expect(text == LevelWriter.write(named.document()))
    #expect(text.hasPrefix("game: maze\nname: New maze\n"))

    driver.clearCommands()
    driver.send(.effect(.reply(RequestReply(to: ShareLevel.self, .shared(code: "arcade:1:maze:eNpLTEoGAAJ5AUQ")))))
    guard case .perform(.copyToClipboard(let copied)) = try #require(driver.commands.first),
      case .push(let panel as NoticeScene) = try #require(driver.commands.last)
    else {
      Issue.record("the code was not copied and shown: \(driver.commands)")
      return
    }
    #expect(copied == "arcade:1:maze:eNpLTEoGAAJ5AUQ")
    #expect(panel.lines.first == "arcade:1:maze:eNpLTEoGAAJ5AUQ")
  }

  @Test func aMazeThatCannotBeSharedSaysWhy() {
    var driver = MazeEditorGenerateTests.newEditor()
    driver.send(.effect(.reply(RequestReply(to: ShareLevel.self, .notShared(reason: "the level:3: no start (S)")))))
    #expect(driver.scene.message == "Not shared: the level:3: no start (S)")
    #expect(driver.commands.isEmpty)
  }
}
