import ArcadeKit
import Catalog
import Drawing
import Launcher
import MazeGame
import TestSupport
import Testing

/// The Keys page: rebinding, adding, refusing a clash before saving, resetting, the layout.
@Suite struct KeysSceneTests {
  /// The contexts the arcade registers: the global actions, then each game's.
  static let contexts = GameCatalog.registry(fileSystem: .live).keyContexts

  /// The page showing Maze, with tilt-up highlighted.
  func mazePage(_ settings: DisplaySettings = DisplaySettings()) -> SceneDriver<KeysScene> {
    var page = SceneDriver(KeysScene(settings: settings, contexts: Self.contexts))
    page.press(.up, .right, .right, .right, .down)  // the game row: global → balls → paddles → maze
    return page
  }

  /// The settings the page last asked to apply (and save), if any.
  func applied(_ commands: [Command]) -> DisplaySettings? {
    for command in commands.reversed() {
      if case .perform(.applySettings(let settings)) = command { return settings }
    }
    return nil
  }

  @Test func enterThenAKeyReplacesTheActionsKeysAndSavesThem() throws {
    var page = mazePage()
    page.press(.enter, .character("i"))
    let saved = try #require(applied(page.commands))
    #expect(saved.keys.chosen == ["maze": ["tilt-up": [.character("i")]]])
    #expect(saved.keys.map(MazeAction.self, in: "maze").action(for: .character("I")) == .tiltUp)
    #expect(page.render(Size(width: 80, height: 24)).plainText.contains("tilt-up: i"))
  }

  @Test func aAddsAKeyToTheOnesTheActionHas() throws {
    var page = mazePage()
    page.press(.character("a"), .character("i"))
    let saved = try #require(applied(page.commands))
    #expect(saved.keys.chosen["maze"]?["tilt-up"] == [.up, .character("k"), .character("w"), .character("i")])
  }

  @Test func aClashIsRefusedWithTheReasonBeforeAnythingIsSaved() {
    var page = mazePage()
    page.press(.enter, .character("r"))  // R restarts the level
    #expect(applied(page.commands) == nil)
    let screen = page.render(Size(width: 80, height: 24)).plainText
    #expect(screen.contains("Not saved: `r` is bound twice in Maze"))
  }

  @Test func aKeyThatWouldLeaveAGlobalActionWithNoKeyIsRefused() {
    var page = mazePage()
    page.press(.enter, .character("p"))  // P is pause's only key
    #expect(applied(page.commands) == nil)
    #expect(page.render(Size(width: 80, height: 24)).plainText.contains("pause would have no key left"))
  }

  @Test func escapeCancelsTheWaitForAKey() {
    var page = mazePage()
    page.press(.enter, .escape)
    #expect(applied(page.commands) == nil)
    #expect(page.commands.isEmpty, "Esc while waiting for a key does not leave the page")
  }

  @Test func dResetsOneActionAndShiftDTheWholeGame() throws {
    var settings = DisplaySettings()
    settings.keys.chosen = [
      "maze": ["tilt-up": [.character("i")], "level": [.character("0")]], "holes": ["again": [.character("t")]],
    ]
    var page = mazePage(settings)
    page.press(.character("d"))
    #expect(
      try #require(applied(page.commands)).keys.chosen == [
        "maze": ["level": [.character("0")]], "holes": ["again": [.character("t")]],
      ])
    page.press(.character("D"))
    #expect(try #require(applied(page.commands)).keys.chosen == ["holes": ["again": [.character("t")]]])
  }

  @Test func theKeyboardRowChangesTheLayout() throws {
    var page = SceneDriver(KeysScene(settings: DisplaySettings(), contexts: Self.contexts))
    page.press(.up, .up, .right)  // row 0: the keyboard
    let saved = try #require(applied(page.commands))
    #expect(saved.keys.layout == .azerty)
    #expect(saved.keys.map(MazeAction.self, in: "maze").keys(for: .tiltUp).contains(.character("z")))
  }

  @Test func pageAt80x24() {
    let page = mazePage()
    let expected = """
      ┌ Keys ────────────────────────────────────────────────────────────────────────┐
      │                                                                              │
      │   Keyboard      ← qwerty →                                                   │
      │   Game          ← Maze →                                                     │
      │                                                                              │
      │ ▶ tilt-up       ↑ K W                 tilt up one step (up to 3 each way)    │
      │   tilt-down     ↓ J S                 tilt down one step                     │
      │   tilt-left     ← H A                 tilt left one step                     │
      │   tilt-right    → L D                 tilt right one step                    │
      │   level         Space                 level the board                        │
      │   restart       R                     restart the level                      │
      │   next          Enter                 next level, after the goal             │
      │   editor        Tab                   back to the editor (play-test)         │
      │   ghost         G                     show or hide the ghost of your best run│
      │   practice      B                     practice: clicks add or remove blocks as
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │      ↑↓ choose  Enter new key  A add  D default  Shift-D all  Esc back       │
      └──────────────────────────────────────────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(page.render(Size(width: 80, height: 24)), expected) == nil)
  }
}
