import ArcadeKit

// MARK: - FieldEditorKeys

/// The keys of every kit editor: the Maze editor's where they mean the same (move, undo, redo,
/// generate, resize, play-test, share, save, leave, help), and the kit's own for pieces and
/// settings. The help, the side panel, the hint line and the README's table come from it.
public enum FieldEditorKeys {
  /// The rows for a level whose `i` and `o` add `additions` (none: no rows for them) and whose
  /// mouse draws `additions[drawn]` across empty field; a level with no field (`hasField` false)
  /// has no pieces, and its arrows choose and change settings.
  public static func table(additions: [String], drawn: Int? = nil, hasField: Bool = true)
    -> EditorKeyTable<FieldEditorAction>
  {
    typealias Row = EditorKey<FieldEditorAction>
    typealias Binding = Row.Binding
    guard hasField else { return EditorKeyTable(settingsRows + commonRows) }
    var rows = [
      Row(
        "arrows hjkl wasd", "move the cursor (a carried piece comes along)", short: "move",
        [.up, .character("k"), .character("w")].map { Binding(key: $0, .moveUp) }
          + [.down, .character("j"), .character("s")].map { Binding(key: $0, .moveDown) }
          + [.left, .character("h"), .character("a")].map { Binding(key: $0, .moveLeft) }
          + [.right, .character("l"), .character("d")].map { Binding(key: $0, .moveRight) }),
      Row(
        "Space Enter", "pick up the piece here / put it down", short: "pick up/put down", hint: "pick",
        .pickOrDrop, on: [.character(" "), .enter]),
      Row(
        "click drag",
        "pick a piece and drag it" + (drawn.map { "; drag on empty field draws \(article(additions[$0]))" } ?? ""),
        short: drawn == nil ? "drag a piece" : "drag; draw",
        [
          Binding(trigger: .mouse(.press), action: .press), Binding(trigger: .mouse(.drag), action: .drag),
          Binding(trigger: .mouse(.release), action: .release),
        ]),
      Row("g", "go to the next piece", short: "next piece", .nextPiece, on: [.character("g")]),
    ]
    if let first = additions.first {
      rows.append(
        Row("i", "add \(article(first)) here", short: "add \(first)", hint: "add", .addFirst, on: [.character("i")]))
    }
    if additions.count > 1 {
      rows.append(
        Row("o", "add \(article(additions[1])) here", short: "add \(additions[1])", .addSecond, on: [.character("o")]))
    }
    rows += [
      Row("Del Backspace", "remove the piece", short: "remove", .remove, on: [.delete, .backspace]),
      Row("c", "change the piece in turn (colour, multiplier)", short: "change", .cycle, on: [.character("c")]),
      Row(
        "]  [", "the piece (or field) wider / narrower", short: "wider/narrower",
        [Binding(key: .character("]"), .widen), Binding(key: .character("["), .narrow)]),
      Row(
        "}  {", "the piece (or field) taller / shorter", short: "taller/shorter",
        [Binding(key: .character("}"), .heighten), Binding(key: .character("{"), .shorten)]),
      Row(
        "+  -", "both", short: "both",
        [Binding(key: .character("+"), .grow), Binding(key: .character("-"), .shrink)]),
      Row("t", "the next setting", short: "next setting", .nextSetting, on: [.character("t")]),
      Row(
        ">  <", "the setting higher / lower", short: "setting up/down", hint: "setting",
        [
          Binding(key: .character(">"), .raise), Binding(key: .character("."), .raise),
          Binding(key: .character("<"), .lower), Binding(key: .character(","), .lower),
        ]),
    ]
    return EditorKeyTable(rows + commonRows)
  }

  /// A level with no field: the arrows choose a setting and change it.
  private static var settingsRows: [EditorKey<FieldEditorAction>] {
    typealias Row = EditorKey<FieldEditorAction>
    typealias Binding = Row.Binding
    return [
      Row(
        "up down (k j w s)", "choose a setting", short: "choose", hint: "choose", hintKeys: "up/down",
        [.up, .character("k"), .character("w")].map { Binding(key: $0, .moveUp) }
          + [.down, .character("j"), .character("s")].map { Binding(key: $0, .moveDown) }),
      Row(
        "left right (h l a d)  <  >", "the setting lower / higher", short: "lower/higher", hint: "change",
        hintKeys: "left/right",
        [.left, .character("h"), .character("a"), .character("<"), .character(",")].map { Binding(key: $0, .moveLeft) }
          + [.right, .character("l"), .character("d"), .character(">"), .character(".")].map {
            Binding(key: $0, .moveRight)
          }),
    ]
  }

  /// The rows every kit editor has: generate, undo, redo, play-test, share, save, leave, keys.
  private static var commonRows: [EditorKey<FieldEditorAction>] {
    typealias Row = EditorKey<FieldEditorAction>
    return [
      Row("n", "generate a new level (undoable)", short: "new level", .generate, on: [.character("n")]),
      Row("u  Ctrl-Z", "undo", short: "undo", hint: "undo", .undo, on: [.character("u"), .control("z")]),
      Row("r  Ctrl-Y", "redo", short: "redo", .redo, on: [.character("r"), .control("y")]),
      Row("Tab", "play-test this level", short: "play-test", hint: "play", .playTest, on: [.tab]),
      Row("x", "share: the level as one line (copied)", short: "share", .share, on: [.character("x")]),
      Row(
        "W  Ctrl-S", "save (asks a name the first time)", short: "save", hint: "save", .save,
        on: [.character("W"), .control("s")]),
      Row("Esc q", "leave (asks if unsaved)", short: "leave", hint: "leave", .leave, on: [.escape, .character("q")]),
      Row("?  F1", "these keys", short: "all keys", hint: "keys", .showKeys, on: [.character("?"), .function(1)]),
    ]
  }

  /// `name` after "a" or "an", as it sounds in English (an obstacle, a hole).
  public static func article(_ name: String) -> String {
    guard let first = name.first?.lowercased() else { return name }
    return ("aeiou".contains(first) ? "an " : "a ") + name
  }
}
