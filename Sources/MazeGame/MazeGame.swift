import ArcadeKit
import FileSystem

// MARK: - MazeGame

/// Maze: tilt a board to roll a ball from the start to the goal, and draw your own mazes.
public enum MazeGame {
  /// The game's id on the command line and in score boards.
  public static let id = "maze"

  /// The registration the launcher lists, reading levels from the disk.
  public static let entry = entry(fileSystem: .live)

  /// The registration, reading levels (and checking the editor's files) through `fileSystem`.
  public static func entry(fileSystem: FileSystemClient) -> GameEntry {
    GameEntry(
      id: id, title: "Maze",
      summary: "Tilt the board to roll a ball to the goal; draw your own mazes",
      keys: listKeys + playKeys,
      makeScene: { setup in try MazeLevelSource.makeScene(setup, fileSystem: fileSystem) },
      makeEditor: { setup, path in try MazeLevelSource.makeEditor(setup, path: path, fileSystem: fileSystem) })
  }

  // MARK: - Keys

  /// Help, pause and leave while playing, as every game has them.
  static let playControls = PlayControls(title: "Maze", keys: playKeys)
  /// The level list's help (with the keys of play) and leave.
  static let listControls = PlayControls(title: "Maze", keys: listKeys + playKeys)
  /// The editor's help; leaving asks about unsaved changes instead (`MazeEditorScene`).
  static let editorControls = PlayControls(title: "Maze editor", keys: editorKeys)

  /// Keys of the level list.
  public static let listKeys = [
    KeyHelp("Enter / click", "play from the chosen maze"),
    KeyHelp("E", "edit the chosen maze (a built-in one as a copy)"),
    KeyHelp("N", "draw a new maze"),
  ]

  /// Keys while playing.
  public static let playKeys = [
    KeyHelp("arrows hjkl WASD", "tilt one step (up to 3 each way)"),
    KeyHelp("click", "tilt toward the click"),
    KeyHelp("Space", "level the board"),
    KeyHelp("P", "pause"),
    KeyHelp("R", "restart the level"),
    KeyHelp("Enter", "next level, after the goal"),
    KeyHelp("Tab", "back to the editor (play-test)"),
    KeyHelp("Esc q", "back"),
  ]

  /// Keys of the editor (listed once, in `MazeEditorKey`).
  public static let editorKeys = MazeEditorKey.help
}
