import ArcadeKit
import Drawing
import GameKit
import Testing

@testable import PortalsGame

/// The intro panel over a waiting galaxy: Enter, Space or a click starts; Esc leaves at once
/// (nothing is lost yet), and once the galaxy turns its leave question takes the place of any
/// panel under it rather than being drawn over it.
@Suite struct PortalsIntroTests {
  @Test(arguments: [Key.enter, .character(" ")])
  func enterOrSpaceStartsTheGalaxy(key: Key) throws {
    var scene = try PortalsScreenTests.scene(at: .start)
    #expect(scene.game.phase == .ready)
    _ = scene.handle(.key(key))
    #expect(scene.game.phase == .playing, "\(key) starts")
  }

  @Test func escapeOnTheIntroLeavesAtOnce() throws {
    var scene = try PortalsScreenTests.scene(at: .start)
    #expect(!scene.hasGameInProgress)
    #expect(scene.handle(.key(.escape)).contains { if case .pop = $0 { true } else { false } })
  }

  @Test func aQuestionOverAPanelTakesItsPlace() {
    var stack = SceneStack(root: NoticeScene(title: "Below", lines: ["a panel under the question"]))
    _ = stack.apply(.push(ConfirmScene("Leave?", onYes: [])))
    var canvas = Canvas(size: PortalsScreenTests.screen, capabilities: .minimal)
    stack.render(into: &canvas)
    let text = canvas.lines().joined(separator: "\n")
    #expect(text.contains("Leave?"))
    #expect(!text.contains("a panel under the question"), "one panel at a time:\n\(text)")
  }
}
