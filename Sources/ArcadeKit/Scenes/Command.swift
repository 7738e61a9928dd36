/// What a scene asks the session to do; scenes return these instead of doing I/O.
///
/// Four change the scene stack; `perform` hands work outside the stack to the session (and its
/// host), whose result (if the effect has one) comes back as an `.effect` event to the scene
/// that asked.
public enum Command: Sendable {
  /// Shows `scene` on top of the current one.
  case push(any Scene)
  /// Replaces the current scene with `scene`.
  case replace(any Scene)
  /// Removes the current scene, returning to the one below.
  case pop
  /// Ends the program normally.
  case quit
  /// Work outside the stack: files, scores, settings, sound, opening a game.
  case perform(Effect)
}
