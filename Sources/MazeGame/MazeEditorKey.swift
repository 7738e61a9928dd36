import ArcadeKit

// MARK: - MazeEditorKey

/// One key of the Maze editor, listed once: the help overlay, the side panel and the hint line
/// at the bottom all come from `all`.
struct MazeEditorKey: Sendable {
  /// The keys, as the help lists them (the first word is the one the hint line names).
  var keys: String
  /// What they do, for the help overlay.
  var action: String
  /// What they do in a word or two, for the side panel.
  var short: String
  /// The hint line's word for it, when the hint line shows it.
  var hint: String?

  /// Every editor key, in the order the help and the panel list them.
  static let all = [
    MazeEditorKey(keys: "arrows hjkl wasd", action: "move the cursor", short: "move"),
    MazeEditorKey(keys: "Space Enter click", action: "toggle a wall", short: "toggle", hint: "wall"),
    MazeEditorKey(keys: "drag", action: "paint walls (or floor)", short: "paint"),
    MazeEditorKey(keys: "p", action: "paint mode: walls, erase, off", short: "paint: walls/erase/off"),
    MazeEditorKey(keys: "S (upper case)", action: "put the start here", short: "start", hint: "start"),
    MazeEditorKey(keys: "G", action: "put the goal here", short: "goal", hint: "goal"),
    MazeEditorKey(keys: "C", action: "clear all walls (asks)", short: "clear walls"),
    MazeEditorKey(keys: "u  Ctrl-Z", action: "undo", short: "undo", hint: "undo"),
    MazeEditorKey(keys: "r  Ctrl-Y", action: "redo", short: "redo"),
    MazeEditorKey(keys: "]  [", action: "one column more / less", short: "wider/narrower"),
    MazeEditorKey(keys: "}  {", action: "one row more / less", short: "taller/shorter"),
    MazeEditorKey(keys: "+  -", action: "both", short: "both"),
    MazeEditorKey(keys: "Tab", action: "play-test this maze", short: "play-test", hint: "play"),
    MazeEditorKey(keys: "W  Ctrl-S", action: "save (asks a name the first time)", short: "save", hint: "save"),
    MazeEditorKey(keys: "Esc q", action: "leave (asks if unsaved)", short: "leave", hint: "leave"),
    MazeEditorKey(keys: "?", action: "these keys", short: "all keys", hint: "keys"),
  ]

  /// The help overlay's rows.
  static var help: [KeyHelp] { all.map { KeyHelp($0.keys, $0.action) } }

  /// The side panel's lines: keys, then the short meaning.
  static var panelLines: [String] { all.map { "\($0.keys)  \($0.short)" } }

  /// The hint line: the first key and the hint word of each key that has one, between `separator`s.
  static func hintLine(separator: Unicode.Scalar) -> String {
    all.compactMap { key in
      key.hint.map { "\(key.keys.split(separator: " ").first ?? "") \($0)" }
    }.joined(separator: " \(separator) ")
  }
}
