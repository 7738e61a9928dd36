/// What came of a command that asked for work outside the scene; sent back as an event.
public enum EffectResult: Hashable, Sendable {
  /// A file the scene asked to write was written.
  case fileWritten(path: String)
  /// A file could not be written; `message` tells the player why.
  case fileWriteFailed(path: String, message: String)
}
