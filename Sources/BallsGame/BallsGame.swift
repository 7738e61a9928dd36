import ArcadeKit
import FileSystem

// MARK: - BallsGame

/// Balls: place one explosion and let the chain reaction clear the field.
public enum BallsGame {
  /// The game's id on the command line and for its score board.
  public static let id = "balls"
  /// The name in the menu.
  public static let title = "Balls"

  /// The game's keys, for the help screens.
  public static let keys: [KeyHelp] = [
    KeyHelp("Arrows/hjkl/WASD", "aim (hold: faster)"),
    KeyHelp("Space / Enter", "start level, fire"),
    KeyHelp("Mouse click", "fire at that spot"),
    KeyHelp("P", "pause"),
    KeyHelp("?", "these keys"),
    KeyHelp("Esc / q", "leave (asks first)"),
  ]

  /// Help, pause and leave, as every game has them.
  static let controls = PlayControls(title: "Balls", keys: keys)

  /// The launcher's entry for Balls, reading levels from disk.
  public static let entry = entry(fileSystem: .live)

  /// The launcher's entry for Balls, reading levels through `fileSystem`.
  public static func entry(fileSystem: FileSystemClient) -> GameEntry {
    GameEntry(
      id: id, title: title,
      summary: "Set off one explosion; the chain reaction must clear enough balls.",
      keys: keys,
      makeScene: { setup in try BallsScene(setup: setup, fileSystem: fileSystem) })
  }
}
