/// Work a scene asks for outside the scene stack; the session or its host carries it out.
public enum Effect: Sendable {
  /// Records a finished game's score; the launcher asks for a name and shows the board.
  case submitScore(ScoreSubmission)
  /// Writes `contents` to `path` atomically; `.fileWritten` or `.fileWriteFailed` comes back.
  case writeFile(path: String, contents: String)
  /// Plays the game's sound cue as a bell or a flash, if the player turned sounds on.
  case sound
  /// Applies new display settings (colour, background, ASCII, sounds) and remembers them.
  case applySettings(DisplaySettings)
  /// Opens a screen whose making reads files (a game's levels, the score boards): pushed when
  /// made, else `.openFailed` comes back. The request is declared by the screen's module.
  case open(any SceneRequest)
  /// Listens, connects, sends or closes on the network; what happens comes back as
  /// `.network` results, as it happens, to the scene that last asked.
  case network(NetworkRequest)
  /// A request declared by the module that owns it (`HostRequest`), for the handler the host
  /// registered; `.reply` comes back (`Command.ask(_:)` makes it).
  case request(AskedRequest)
  /// Puts `text` on the clipboard of the terminal's machine (OSC 52), where the terminal allows
  /// it; nothing comes back (a terminal never says whether it did).
  case copyToClipboard(String)
}
