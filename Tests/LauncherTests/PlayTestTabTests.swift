import ArcadeKit
import Catalog
import Drawing
import FileSystem
import GameKit
import Launcher
import TestSupport
import Testing

/// In every game's editor Tab play-tests the level, and Tab in the game goes back to the editor
/// at any moment: the game never takes the key, and no key pressed in the play-test (W, which
/// saves in an editor; U, G, D) reaches the editor.
@Suite struct PlayTestTabTests {
  static let registry = GameCatalog.registry(fileSystem: .live)
  static let editable = registry.entries.filter { $0.makeEditor != nil }.map(\.id)
  static let size = Size(width: 80, height: 24)

  /// The screen `stack` shows.
  static func frame(_ stack: SceneStack) -> [String] {
    var canvas = Canvas(size: size, capabilities: .minimal)
    stack.render(into: &canvas)
    return canvas.lines()
  }

  /// Hands `event` to the top scene and carries out its stack commands; the effects it asks
  /// for are returned.
  static func send(_ event: InputEvent, to stack: inout SceneStack) -> [Effect] {
    var effects: [Effect] = []
    for command in stack.handle(event) {
      if case .effect(let effect) = stack.apply(command) { effects.append(effect) }
    }
    return effects
  }

  @Test func everyGameHasAnEditor() {
    #expect(Self.editable == Self.registry.ids, "every game's editor opens with arcade edit GAME")
  }

  @Test(arguments: editable)
  func tabGoesToThePlayTestAndTabComesBackToTheEditorAsItWas(game: String) throws {
    let entry = try #require(Self.registry.entries.first { $0.id == game })
    let makeEditor = try #require(entry.makeEditor)
    var stack = SceneStack(root: try makeEditor(GameSetup(seed: 3), nil))
    _ = Self.send(.resize(Self.size), to: &stack)
    let editing = Self.frame(stack)
    _ = Self.send(.key(.tab), to: &stack)
    #expect(stack.depth == 2, "\(game): Tab play-tests the level")
    var effects: [Effect] = []
    for key: Key in [.character(" "), .character("w"), .character("W"), .character("u"), .character("g"), .right] {
      effects += Self.send(.key(key), to: &stack)
      for _ in 0..<3 { for command in stack.step() { _ = stack.apply(command) } }
    }
    #expect(stack.depth == 2, "\(game): the play-test is still on")
    _ = Self.send(.key(.tab), to: &stack)
    #expect(stack.depth == 1, "\(game): Tab goes back to the editor")
    #expect(Self.frame(stack) == editing, "\(game): the editor is as it was")
    #expect(!effects.contains { if case .writeFile = $0 { true } else { false } }, "\(game): nothing saved")
  }
}
