/// What came of an effect a scene asked for; sent back as an event to that scene.
public enum EffectResult: Hashable, Sendable {
  /// A file the scene asked to write was written.
  case fileWritten(path: String)
  /// A file could not be written; `message` tells the player why.
  case fileWriteFailed(path: String, message: String)
  /// A screen asked for could not be made (a bad level file, say); `message` says why.
  case openFailed(message: String)
  /// Something happened on the network this scene uses.
  case network(NetworkEvent)
  /// The host's answer to a `HostRequest` (`InputEvent.reply(to:)` reads it).
  case reply(RequestReply)
}
