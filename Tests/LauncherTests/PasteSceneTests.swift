import ArcadeKit
import Drawing
import Launcher
import TestSupport
import Testing

/// A paste is text for a text field and nothing anywhere else: a pasted `q` never quits.
@Suite struct PasteSceneTests {
  @Test func aPasteIntoTheNamePromptFillsTheFieldAsTypingWould() {
    var dialog = NameEntrySceneTests.dialog(name: "Player")
    dialog.send(.paste("Ann\nLee\u{1B}q"))
    let row = dialog.render(Size(width: 80, height: 24)).lines()[NameEntrySceneTests.fieldRow]
    #expect(
      row == "                       │ [ AnnLeeq_                  ] │", "the suggestion replaced, controls left out")
    #expect(dialog.commands.isEmpty, "neither the Esc nor the q inside it closed the prompt")
    dialog.press(.enter)
    #expect(NameEntrySceneTests.savedNames(dialog.commands) == ["AnnLeeq"])
  }

  @Test func aPastedQOnTheMenuDoesNothingWhereTypingItQuits() {
    let size = Size(width: 80, height: 24)
    var menu = SceneDriver(
      MenuScene(registry: GameRegistry([]), context: LaunchContext(), settings: DisplaySettings(), seed: 1))
    let before = menu.render(size).lines()
    menu.send(.paste("q"))
    #expect(menu.commands.isEmpty)
    #expect(menu.render(size).lines() == before)
    menu.press(.character("q"))
    #expect(!menu.commands.isEmpty, "typed, q is the menu's quit")
  }
}
