import ArcadeKit
import Launcher
import TestSupport
import Testing

/// The high-score name dialog: its field is one centred block with the cursor after the name.
@Suite struct NameEntrySceneTests {
  static func dialog(name: String) -> SceneDriver<NameEntryScene> {
    let submission = ArcadeKit.ScoreSubmission(
      game: "holes", board: "holes", boardTitle: "Holes", score: 3, seed: 1)
    return SceneDriver(NameEntryScene(submission: submission, name: name))
  }

  /// The row of the name field on an 80×24 screen.
  static let fieldRow = 12

  @Test func nameFieldIsCentredWithTheCursorAfterTheName() {
    let canvas = Self.dialog(name: "alice").render(Size(width: 80, height: 24))
    let expected = """







                             ┌ New high score ───────────────┐
                             │             Holes             │
                             │           Score: 3            │
                             │                               │
                             │          Your name:           │
                             │ [ alice_                    ] │
                             │                               │
                             │    Enter: save   Esc: skip    │
                             └───────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func typingMovesTheCursorInsideTheSameField() {
    var dialog = Self.dialog(name: "alice")
    let row = Self.fieldRow
    dialog.press(.control("u"))
    let empty = dialog.render(Size(width: 80, height: 24)).lines()[row]
    dialog.type("Bo")
    let typed = dialog.render(Size(width: 80, height: 24)).lines()[row]
    #expect(empty == "                       │ [ _                         ] │")
    #expect(typed == "                       │ [ Bo_                       ] │")
  }

  @Test func arrowsEditInsideTheNameAndTheCursorCellIsMarked() {
    var dialog = Self.dialog(name: "alce")
    dialog.press(.left, .left)
    dialog.type("i")
    let canvas = dialog.render(Size(width: 80, height: 24))
    let row = canvas.lines()[Self.fieldRow]
    #expect(row == "                       │ [ alice                     ] │")
    let x = Array(row).firstIndex(of: "[")! + 2 + 3
    #expect(canvas[x, Self.fieldRow].scalar == "c")
    #expect(canvas[x, Self.fieldRow].style.attributes.contains(.reverse))
  }

  @Test func onTheNarrowestScreenTheFieldStaysOneLine() {
    let canvas = Self.dialog(name: "alice").render(Size(width: 30, height: 10))
    #expect(canvas.lines().contains { $0.contains("[ alice_") && $0.contains("]") })
  }
}
