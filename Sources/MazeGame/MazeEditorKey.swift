import ArcadeKit
import GameKit

// MARK: - MazeEditorKey

/// One row of the Maze editor's key table (the kit's `EditorKey`): a key or mouse event does
/// what its row says and nothing else, and the help overlay, the side panel, the hint line and
/// the README's table all come from `all`.
///
/// A letter answers in either case unless the other case has a row of its own: `u` and `U` both
/// undo, while `S` places the start and `s` moves down.
typealias MazeEditorKey = EditorKey<MazeEditorAction>

/// The Maze editor's key table.
enum MazeEditorKeys {
  private typealias Binding = MazeEditorKey.Binding

  /// Every editor key, in the order the help and the panel list them.
  static let table: EditorKeyTable<MazeEditorAction> = EditorKeyTable([
    MazeEditorKey(
      "arrows hjkl wasd", "move the cursor", short: "move",
      [.up, .character("k"), .character("w")].map { Binding(key: $0, .moveUp) }
        + [.down, .character("j"), .character("s")].map { Binding(key: $0, .moveDown) }
        + [.left, .character("h"), .character("a")].map { Binding(key: $0, .moveLeft) }
        + [.right, .character("l"), .character("d")].map { Binding(key: $0, .moveRight) }),
    MazeEditorKey(
      "Space Enter click", "toggle a wall", short: "toggle", hint: "wall",
      [
        Binding(key: .character(" "), .toggleWall), Binding(key: .enter, .toggleWall),
        Binding(trigger: .mouse(.press), action: .beginStroke),
      ]),
    MazeEditorKey(
      "drag", "paint walls (or floor)", short: "paint",
      [
        Binding(trigger: .mouse(.drag), action: .continueStroke),
        Binding(trigger: .mouse(.release), action: .endStroke),
      ]),
    MazeEditorKey(
      "p", "paint mode: walls, erase, off", short: "paint: walls/erase/off", .cyclePaint, on: [.character("p")]),
    MazeEditorKey(
      "S (upper case)", "put the start here", short: "start", hint: "start", .placeStart, on: [.character("S")]),
    MazeEditorKey("G", "put the goal here", short: "goal", hint: "goal", .placeGoal, on: [.character("G")]),
    MazeEditorKey(
      "> < ^ v", "a one-way cell, crossed only that way", short: "one-way",
      [
        Binding(key: .character(">"), .placeOneWayRight), Binding(key: .character("<"), .placeOneWayLeft),
        Binding(key: .character("^"), .placeOneWayUp), Binding(key: .character("v"), .placeOneWayDown),
      ]),
    MazeEditorKey(
      "O", "a hole: the ball goes back to the start", short: "hole", .placeHole, on: [.character("O")]),
    MazeEditorKey(
      "D (upper case)", "a door: open 2 s, then shut 2 s", short: "door", .placeDoor,
      on: [.character("D")]),
    MazeEditorKey("C", "clear all walls (asks)", short: "clear walls", .clearWalls, on: [.character("C")]),
    MazeEditorKey(
      "n", "generate a new maze (undoable)", short: "new maze", .generate,
      on: [.character("n")]),
    MazeEditorKey("u  Ctrl-Z", "undo", short: "undo", hint: "undo", .undo, on: [.character("u"), .control("z")]),
    MazeEditorKey("r  Ctrl-Y", "redo", short: "redo", .redo, on: [.character("r"), .control("y")]),
    MazeEditorKey(
      "]  [", "one column more / less", short: "wider/narrower",
      [Binding(key: .character("]"), .widen), Binding(key: .character("["), .narrow)]),
    MazeEditorKey(
      "}  {", "one row more / less", short: "taller/shorter",
      [Binding(key: .character("}"), .heighten), Binding(key: .character("{"), .shorten)]),
    MazeEditorKey(
      "+  -", "both", short: "both",
      [Binding(key: .character("+"), .grow), Binding(key: .character("-"), .shrink)]),
    MazeEditorKey("Tab", "play-test this maze", short: "play-test", hint: "play", .playTest, on: [.tab]),
    MazeEditorKey(
      "x", "share: the maze as one line (copied)", short: "share", .share, on: [.character("x")]),
    MazeEditorKey(
      "W  Ctrl-S", "save (asks a name the first time)", short: "save", hint: "save", .save,
      on: [.character("W"), .control("s")]),
    MazeEditorKey(
      "Esc q", "leave (asks if unsaved)", short: "leave", hint: "leave", .leave, on: [.escape, .character("q")]),
    MazeEditorKey(
      "?  F1", "these keys", short: "all keys", hint: "keys", .showKeys, on: [.character("?"), .function(1)]),
  ])

}

extension EditorKey where Action == MazeEditorAction {
  /// The table's rows.
  static var table: EditorKeyTable<MazeEditorAction> { MazeEditorKeys.table }

  /// Every row of the table.
  static var all: [Self] { table.rows }

  /// The action `key` asks for, or nil for a key the table does not name.
  static func action(for key: Key) -> MazeEditorAction? { table.action(for: key) }

  /// The action a mouse event of `kind` asks for, or nil (the wheel does nothing here).
  static func action(for kind: MouseEvent.Kind) -> MazeEditorAction? { table.action(for: kind) }

  /// The help overlay's rows.
  static var help: [KeyHelp] { table.help }

  /// The side panel's lines: keys, then the short meaning.
  static var panelLines: [String] { table.panelLines }

  /// The hint line, between `separator`s.
  static func hintLine(separator: Unicode.Scalar, width: Int = .max) -> String {
    table.hintLine(separator: separator, width: width)
  }

  /// The README's table of the editor's keys (Markdown), so the README cannot drift.
  static var markdownTable: [String] { table.markdownTable }
}
