import ArcadeKit
import Drawing
import Testing

@Suite struct SceneStackTests {
  /// A stack with the menu-like scene "M" at the root.
  static func menuStack() -> SceneStack { SceneStack(root: LabelScene(letter: "M")) }

  // MARK: - Transitions

  @Test func pushPutsASceneOnTop() {
    var stack = SceneStackTests.menuStack()
    #expect(stack.apply(.push(LabelScene(letter: "G"))).isApplied)
    #expect(stack.depth == 2)
    #expect(stack.letters == "MG")
    #expect((stack.top as? LabelScene)?.letter == "G")
  }

  @Test func popReturnsToTheSceneBelow() {
    var stack = SceneStackTests.menuStack()
    _ = stack.apply(.push(LabelScene(letter: "G")))
    _ = stack.apply(.push(LabelScene(letter: "P")))
    #expect(stack.apply(.pop).isApplied)
    #expect(stack.letters == "MG")
  }

  @Test func poppingTheRootMeansQuitAndKeepsTheRoot() {
    var stack = SceneStackTests.menuStack()
    #expect(stack.apply(.pop).isQuit)
    #expect(stack.depth == 1)
    #expect(stack.letters == "M")
  }

  @Test func replaceSwapsOnlyTheTopScene() {
    var stack = SceneStackTests.menuStack()
    _ = stack.apply(.push(LabelScene(letter: "G")))
    #expect(stack.apply(.replace(LabelScene(letter: "O"))).isApplied)
    #expect(stack.letters == "MO")
    #expect(stack.apply(.replace(LabelScene(letter: "X"))).isApplied)
    #expect(stack.letters == "MX")
  }

  @Test func replacingTheRootKeepsOneScene() {
    var stack = SceneStackTests.menuStack()
    #expect(stack.apply(.replace(LabelScene(letter: "R"))).isApplied)
    #expect(stack.letters == "R")
  }

  @Test func quitLeavesTheStackAlone() {
    var stack = SceneStackTests.menuStack()
    _ = stack.apply(.push(LabelScene(letter: "G")))
    #expect(stack.apply(.quit).isQuit)
    #expect(stack.letters == "MG")
  }

  /// A screen asked of the host, as the launcher's boards are.
  struct OpenBoards: SceneRequest {}

  @Test func effectsAreHandedBackAndLeaveTheStackAlone() {
    var stack = SceneStackTests.menuStack()
    let submission = ScoreSubmission(game: "g", board: "g", boardTitle: "G", score: 7, seed: 1)
    let effects: [Effect] = [
      .sound, .writeFile(path: "/p", contents: "c"), .applySettings(DisplaySettings(asciiOnly: true)),
      .submitScore(submission), .open(OpenBoards()),
    ]
    for effect in effects {
      guard case .effect(let handed) = stack.apply(.perform(effect)) else {
        Issue.record("\(effect) was not handed back")
        continue
      }
      switch (effect, handed) {
      case (.sound, .sound): break
      case (.open(let asked), .open(let handed)): #expect(asked is OpenBoards && handed is OpenBoards)
      case (.writeFile(let p1, let c1), .writeFile(let p2, let c2)): #expect(p1 == p2 && c1 == c2)
      case (.applySettings(let s1), .applySettings(let s2)): #expect(s1 == s2)
      case (.submitScore(let s1), .submitScore(let s2)): #expect(s1 == s2)
      default: Issue.record("\(effect) came back as \(handed)")
      }
    }
    #expect(stack.letters == "M")
  }

  // MARK: - Addressing effect results

  @Test func everySceneGetsItsOwnIdentityAndAReplacementANewOne() {
    var stack = SceneStackTests.menuStack()
    _ = stack.apply(.push(LabelScene(letter: "G")))
    let game = stack.topID
    _ = stack.apply(.push(LabelScene(letter: "P", isOverlay: true)))
    #expect(Set(stack.ids).count == 3)
    _ = stack.apply(.replace(LabelScene(letter: "Q", isOverlay: true)))
    #expect(stack.ids.count == 3 && Set(stack.ids).count == 3)
    #expect(stack.ids[1] == game)
  }

  @Test func aResultReachesTheSceneThatAskedEvenUnderAnOverlay() {
    var stack = SceneStackTests.menuStack()
    _ = stack.apply(.push(LabelScene(letter: "E")))
    let editor = stack.topID
    _ = stack.apply(.push(LabelScene(letter: "N", isOverlay: true)))
    #expect(stack.handle(.effect(.fileWritten(path: "/p")), sceneID: editor) != nil)
    #expect(stack.label(1)?.events == 1)
    #expect(stack.label(2)?.events == 0)
  }

  @Test func aResultForASceneThatLeftGoesNowhere() {
    var stack = SceneStackTests.menuStack()
    _ = stack.apply(.push(LabelScene(letter: "E")))
    let editor = stack.topID
    _ = stack.apply(.pop)
    _ = stack.apply(.push(LabelScene(letter: "F")))
    #expect(stack.handle(.effect(.fileWritten(path: "/p")), sceneID: editor) == nil)
    #expect(stack.label(1)?.events == 0)
  }

  // MARK: - Events and steps

  @Test func eventsAndStepsReachOnlyTheTopScene() {
    var stack = SceneStackTests.menuStack()
    _ = stack.apply(.push(LabelScene(letter: "G", reply: [.pop])))
    let commands = stack.handle(.key(.enter))
    _ = stack.step()
    #expect(commands.count == 1)
    #expect(stack.label(0)?.events == 0)
    #expect(stack.label(0)?.steps == 0)
    #expect(stack.label(1)?.events == 1)
    #expect(stack.label(1)?.steps == 1)
  }

  @Test func notifyAllReachesEverySceneButKeepsOnlyTheTopCommands() {
    var stack = SceneStack(root: LabelScene(letter: "M", reply: [.quit]))
    _ = stack.apply(.push(LabelScene(letter: "S", reply: [.pop])))
    let commands = stack.notifyAll(.settingsChanged(DisplaySettings()))
    #expect(stack.label(0)?.events == 1)
    #expect(stack.label(1)?.events == 1)
    #expect(commands.count == 1)
    if case .pop = commands.first {} else { Issue.record("expected the top scene's pop, got \(commands)") }
  }

  // MARK: - Rendering

  @Test func overlayIsDrawnOverTheSceneBelow() {
    var stack = SceneStackTests.menuStack()
    _ = stack.apply(.push(LabelScene(letter: "O", isOverlay: true)))
    var canvas = Canvas(size: Size(width: 3, height: 2))
    stack.render(into: &canvas)
    #expect(canvas.lines() == ["OMM", "MMM"])
    #expect(stack.firstVisibleIndex == 0)
  }

  @Test func stackedOverlaysShowThroughToTheFirstOpaqueScene() {
    var stack = SceneStackTests.menuStack()
    _ = stack.apply(.push(LabelScene(letter: "G")))
    _ = stack.apply(.push(LabelScene(letter: "P", isOverlay: true)))
    _ = stack.apply(.push(LabelScene(letter: "H", isOverlay: true)))
    var canvas = Canvas(size: Size(width: 3, height: 1))
    stack.render(into: &canvas)
    // H is drawn last, so it wins the top-left cell; M is hidden behind the opaque G.
    #expect(canvas.lines() == ["HGG"])
    #expect(stack.firstVisibleIndex == 1)
  }

  /// A game with a framed result panel, and prompts over it that do or do not take its place.
  struct PanelScene: Scene {
    let title: String
    var isOverlay = false
    var hidesPanelsBelow = false
    var overlay: Overlay? { isOverlay ? Overlay(hidesPanelsBelow: hidesPanelsBelow) : nil }
    mutating func handle(_ event: InputEvent) -> [Command] { [] }
    func render(into canvas: inout Canvas) {
      if !isOverlay { canvas.fill(canvas.bounds, with: Cell(".")) }
      canvas.centeredPanel(title: title, lines: [String(repeating: "x", count: isOverlay ? 4 : 10)])
    }
  }

  /// Before: a high-score prompt was drawn over the game's result panel, both frames showing.
  @Test func anOverlayThatHidesPanelsBelowIsTheOnlyPanelDrawn() {
    var stack = SceneStackTests.menuStack()
    _ = stack.apply(.push(PanelScene(title: "Goal")))
    _ = stack.apply(.push(PanelScene(title: "Name", isOverlay: true, hidesPanelsBelow: true)))
    var canvas = Canvas(size: Size(width: 16, height: 5))
    stack.render(into: &canvas)
    #expect(
      canvas.lines() == [
        "................",
        "...┌ Name ──┐...",
        "...│  xxxx  │...",
        "...└────────┘...",
        "................",
      ])
    #expect(canvas.drawsPanels, "the canvas draws panels again afterwards")
    _ = stack.apply(.pop)
    _ = stack.apply(.push(PanelScene(title: "Help", isOverlay: true)))
    stack.render(into: &canvas)
    #expect(canvas.lines()[1] == ".┌ ┌ Help ──┐─┐.", "an ordinary overlay (help) leaves the panel below")
  }

  @Test func opaqueTopSceneHidesEverythingBelow() {
    var stack = SceneStackTests.menuStack()
    _ = stack.apply(.push(LabelScene(letter: "O", isOverlay: true)))
    _ = stack.apply(.push(LabelScene(letter: "G")))
    var canvas = Canvas(size: Size(width: 2, height: 1))
    stack.render(into: &canvas)
    #expect(canvas.lines() == ["GG"])
    #expect(stack.firstVisibleIndex == 2)
  }
}

extension SceneStack.Outcome {
  var isApplied: Bool { if case .applied = self { return true } else { return false } }
  var isQuit: Bool { if case .quit = self { return true } else { return false } }
}
