import ArcadeKit

// MARK: - MazeGame

/// Maze: tilt a board to roll a ball from the start to the goal, and draw your own mazes.
public enum MazeGame {
  /// The game's id on the command line and in score boards.
  public static let id = "maze"

  /// The registration the launcher lists.
  public static let entry = GameEntry(
    id: id, title: "Maze",
    summary: "Tilt the board to roll a ball to the goal; draw your own mazes",
    keys: listKeys + playKeys,
    makeScene: { setup in try MazeLevelSource.makeScene(setup) },
    makeEditor: { setup, path in try MazeLevelSource.makeEditor(setup, path: path) })

  // MARK: - Keys

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

  /// Keys of the editor.
  public static let editorKeys = [
    KeyHelp("arrows hjkl wasd", "move the cursor"),
    KeyHelp("Space Enter click", "toggle a wall"),
    KeyHelp("drag", "paint walls (or floor)"),
    KeyHelp("p", "paint mode: walls, erase, off"),
    KeyHelp("S (upper case)", "put the start here"),
    KeyHelp("G", "put the goal here"),
    KeyHelp("C", "clear all walls (asks)"),
    KeyHelp("u  Ctrl-Z", "undo"),
    KeyHelp("r  Ctrl-Y", "redo"),
    KeyHelp("]  [", "one column more / less"),
    KeyHelp("}  {", "one row more / less"),
    KeyHelp("+  -", "both"),
    KeyHelp("Tab", "play-test this maze"),
    KeyHelp("W  Ctrl-S", "save (asks a name the first time)"),
    KeyHelp("Esc q", "leave (asks if unsaved)"),
  ]
}
