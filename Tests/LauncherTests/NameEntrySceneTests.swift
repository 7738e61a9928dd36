import ArcadeKit
import Drawing
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

  /// Before: the name offered was only a start, so typing "Ann" over "Player" saved "PlayerAnn".
  @Test func theOfferedNameIsSelectedAndTheFirstKeyTypedReplacesIt() {
    var dialog = Self.dialog(name: "Player")
    let canvas = dialog.render(Size(width: 80, height: 24))
    let row = canvas.lines()[Self.fieldRow]
    #expect(row == "                       │ [ Player_                   ] │")
    let x = Array(row).firstIndex(of: "[")! + 2
    for column in x..<(x + 6) {
      #expect(canvas[column, Self.fieldRow].style.attributes.contains(.reverse), "the offered name is drawn selected")
    }
    dialog.type("Ann")
    #expect(
      dialog.render(Size(width: 80, height: 24)).lines()[Self.fieldRow]
        == "                       │ [ Ann_                      ] │")
    #expect(!dialog.render(Size(width: 80, height: 24))[x, Self.fieldRow].style.attributes.contains(.reverse))
    dialog.press(.enter)
    #expect(Self.savedNames(dialog.commands) == ["Ann"])
  }

  @Test func endKeepsTheOfferedNameAndTypingAddsToIt() {
    var dialog = Self.dialog(name: "Player")
    dialog.press(.end)
    dialog.type("2")
    dialog.press(.enter)
    #expect(Self.savedNames(dialog.commands) == ["Player2"])
  }

  @Test func enterAtOnceSavesTheOfferedName() {
    var dialog = Self.dialog(name: "Player")
    dialog.press(.enter)
    #expect(Self.savedNames(dialog.commands) == ["Player"])
  }

  /// The names the dialog's commands save.
  static func savedNames(_ commands: [Command]) -> [String] {
    commands.compactMap { command -> String? in
      if case .perform(.submitScore(let submission)) = command { return submission.playerName }
      return nil
    }
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

  // MARK: - Grapheme clusters

  /// What a keyboard types one scalar at a time that merges into one character.
  static let merging: [(name: String, scalars: [Unicode.Scalar], shown: String)] = [
    ("thumbs up with a skin tone", ["\u{1F44D}", "\u{1F3FD}"], "\u{1F44D}"),
    ("flag of the United States", ["\u{1F1FA}", "\u{1F1F8}"], "\u{1F1FA}\u{1F1F8}"),
    ("Korean jamo", ["\u{1100}", "\u{1161}"], "\u{AC00}"),
    ("e and a combining acute", ["e", "\u{301}"], "e"),
    (
      "family joined by ZWJ", ["\u{1F468}", "\u{200D}", "\u{1F469}", "\u{200D}", "\u{1F467}"],
      "\u{1F468}\u{1F469}\u{1F467}"
    ),
  ]

  /// Each scalar arrives as its own key, as the terminal decodes them.
  @Test(arguments: merging.indices)
  func mergingScalarsAreTypedDrawnAndSavedAsOneCharacter(index: Int) throws {
    let (name, scalars, shown) = Self.merging[index]
    var dialog = Self.dialog(name: "Al")
    dialog.press(.end)  // keep the offered name, add to it
    for scalar in scalars { dialog.press(.character(Character(scalar))) }
    dialog.type("x")
    dialog.press(.left, .left)
    dialog.type("y")
    let canvas = dialog.render(Size(width: 80, height: 24))
    let row = canvas.lines()[Self.fieldRow]
    let field = "Aly" + shown + "x"
    let padding = String(repeating: " ", count: 25 - Canvas.columns(of: field))
    #expect(row == "                       │ [ \(field)\(padding) ] │", "\(name)")
    let x = Array(row).firstIndex(of: "[")! + 2 + 3
    #expect(canvas[x, Self.fieldRow].style.attributes.contains(.reverse), "\(name): the cursor is on the cluster")
    dialog.press(.enter)
    let cluster = String(String.UnicodeScalarView(scalars))
    let saved = dialog.commands.compactMap { command -> String? in
      if case .perform(.submitScore(let submission)) = command { return submission.playerName }
      return nil
    }
    #expect(saved == ["Aly" + cluster + "x"], "\(name)")
  }
}
