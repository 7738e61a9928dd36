import ArcadeKit

// MARK: - MazeEditorKey

/// One row of the Maze editor's key table, which is the editor's dispatch: a key or mouse event
/// does what its row says and nothing else, and the help overlay, the side panel, the hint line
/// and the README's table all come from `all`.
///
/// A letter answers in either case unless the other case has a row of its own: `u` and `U` both
/// undo, while `S` places the start and `s` moves down.
struct MazeEditorKey: Sendable {
  /// What sets off an action: a key, or a kind of mouse event.
  enum Trigger: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent.Kind)
  }

  /// One trigger and the action it asks for.
  struct Binding: Hashable, Sendable {
    var trigger: Trigger
    var action: MazeEditorAction
  }

  /// The keys, as the help lists them (the first word is the one the hint line names).
  var keys: String
  /// What they do, for the help overlay.
  var meaning: String
  /// What they do in a word or two, for the side panel.
  var short: String
  /// The hint line's word for it, when the hint line shows it.
  var hint: String?
  /// What each of the row's keys (or mouse events) does.
  var bindings: [Binding]

  /// A row whose every key asks for `action`.
  init(
    _ keys: String, _ meaning: String, short: String, hint: String? = nil, _ action: MazeEditorAction,
    on pressed: [Key]
  ) {
    self.init(keys, meaning, short: short, hint: hint, pressed.map { Binding(trigger: .key($0), action: action) })
  }

  /// A row whose triggers ask for different actions (a pair of opposites, the mouse's strokes).
  init(_ keys: String, _ meaning: String, short: String, hint: String? = nil, _ bindings: [Binding]) {
    self.keys = keys
    self.meaning = meaning
    self.short = short
    self.hint = hint
    self.bindings = bindings
  }

  // MARK: - The table

  /// Every editor key, in the order the help and the panel list them.
  static let all = [
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
  ]

  // MARK: - Dispatch

  /// Each trigger of the table and its action (the table is checked to name a trigger once).
  private static let actions: [Trigger: MazeEditorAction] = Dictionary(
    all.flatMap(\.bindings).map { ($0.trigger, $0.action) }, uniquingKeysWith: { first, _ in first })

  /// The action `key` asks for, or nil for a key the table does not name.
  static func action(for key: Key) -> MazeEditorAction? {
    if let action = actions[.key(key)] { return action }
    guard case .character(let character) = key, character.isLetter else { return nil }
    let otherCase = character.isUppercase ? character.lowercased() : character.uppercased()
    guard otherCase.count == 1, let other = otherCase.first else { return nil }
    return actions[.key(.character(other))]
  }

  /// The action a mouse event of `kind` asks for, or nil (the wheel does nothing here).
  static func action(for kind: MouseEvent.Kind) -> MazeEditorAction? {
    actions[.mouse(kind)]
  }

  // MARK: - Listings

  /// The help overlay's rows.
  static var help: [KeyHelp] { all.map { KeyHelp($0.keys, $0.meaning) } }

  /// The side panel's lines: keys, then the short meaning.
  static var panelLines: [String] { all.map { "\($0.keys)  \($0.short)" } }

  /// The hint line: the first key and the hint word of each key that has one, between `separator`s.
  static func hintLine(separator: Unicode.Scalar) -> String {
    all.compactMap { key in
      key.hint.map { "\(key.keys.split(separator: " ").first ?? "") \($0)" }
    }.joined(separator: " \(separator) ")
  }

  /// The README's table of the editor's keys (Markdown), so the README cannot drift.
  static var markdownTable: [String] {
    ["| keys | in the editor |", "|---|---|"] + all.map { "| \($0.keys) | \($0.meaning) |" }
  }
}

extension MazeEditorKey.Binding {
  /// `key` asks for `action`.
  init(key: Key, _ action: MazeEditorAction) {
    self.init(trigger: .key(key), action: action)
  }
}
