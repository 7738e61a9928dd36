import ArcadeKit
import GameKit
import Testing

@testable import PortalsGame

/// The intro panel over a waiting galaxy: Enter, Space or a click starts; Esc's leave question
/// takes the intro's place rather than being drawn over it.
@Suite struct PortalsIntroTests {
  @Test(arguments: [Key.enter, .character(" ")])
  func enterOrSpaceStartsTheGalaxy(key: Key) throws {
    var scene = try PortalsScreenTests.scene(at: .start)
    #expect(scene.game.phase == .ready)
    _ = scene.handle(.key(key))
    #expect(scene.game.phase == .playing, "\(key) starts")
  }

  @Test func escapeOnTheIntroShowsTheQuestionInItsPlace() throws {
    var stack = SceneStack(root: try PortalsScreenTests.scene(at: .start))
    for command in stack.handle(.key(.escape)) { _ = stack.apply(command) }
    #expect(stack.depth == 2, "the leave question")
    var canvas = Canvas(size: PortalsScreenTests.screen, capabilities: .minimal)
    stack.render(into: &canvas)
    let text = canvas.lines().joined(separator: "\n")
    #expect(text.contains("Leave Portals?"))
    #expect(!text.contains("First light") && !text.contains("Drag a planet"), "no intro under the question:\n\(text)")
  }
}
