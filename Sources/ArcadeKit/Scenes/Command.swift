/// What a scene asks the Runner to do; scenes return these instead of doing I/O.
public enum Command: Sendable {
  /// Shows `scene` on top of the current one.
  case push(any Scene)
  /// Replaces the current scene with `scene`.
  case replace(any Scene)
  /// Removes the current scene, returning to the one below.
  case pop
  /// Removes every scene above the first (back to the menu).
  case popToRoot
  /// Ends the program normally.
  case quit
  /// Records a finished game's score; the launcher asks for a name and shows the board.
  case submitScore(ScoreSubmission)
  /// Writes `contents` to `path` atomically; the outcome comes back as an `.effect` event.
  case writeFile(path: String, contents: String)
  /// Plays the game's sound cue as a bell or a flash, if the player turned sounds on.
  case sound
  /// Applies new display settings (colour, background, ASCII, sounds) and remembers them.
  case applySettings(DisplaySettings)
}
