import ArcadeKit
import GameKit
import Levels

// MARK: - MazeGame

/// Maze: tilt a board to roll a ball from the start to the goal, and draw your own mazes.
public enum MazeGame {
  /// The game's id on the command line and in score boards.
  public static let id = Maze.id

  /// How to play: the card on the first start from the menu, and the top of the help.
  public static let howToPlay = Maze.howToPlay

  /// The registration, reading levels (and checking the editor's files) through the launcher's
  /// `levels`: the level list from the menu, a maze or a run of them at once for `arcade play`.
  public static func entry(levels: LevelReader) -> GameEntry {
    GameEntry(
      playing: Maze.self, boards: MazeBoards.boards, setupKeys: listKeys,
      editor: { setup, path in try MazeLevelSource.makeEditor(setup, path: path, levels: levels) },
      makeScene: { setup in try MazeLevelSource.makeScene(setup, levels: levels) })
  }

  // MARK: - Keys

  /// The actions of play, for the settings file and `arcade keys`.
  public static let keyContext = Maze.keyContext

  /// The editor's help panel: its own keys only (its P paints; leaving asks about unsaved
  /// changes, `MazeEditorScene`).
  static let editorHelp = Command.push(HelpOverlayScene(title: "Maze editor keys", keys: editorKeys))

  /// Keys of the level list.
  public static let listKeys = [
    KeyHelp("Enter / click", "play from the chosen maze"),
    KeyHelp("E", "edit the chosen maze (a built-in one as a copy)"),
    KeyHelp("N", "draw a new maze"),
  ]

  /// Keys of the editor (listed once, in `MazeEditorKey`).
  public static let editorKeys = MazeEditorKey.help
}
