import ArcadeKit

/// Makes the level written as `text` a share code (`arcade:1:<game>:…`): an editor's "share"
/// asks it; the host answers as `arcade share` would (Launcher's `ShareLevel.answer(formats:)`).
public struct ShareLevel: HostRequest, Hashable {
  /// The level, written in its file format.
  public var text: String

  public init(text: String) {
    self.text = text
  }

  /// What came of it.
  public enum Reply: Hashable, Sendable {
    /// The level's code.
    case shared(code: String)
    /// The level could not be made a code; `reason` says what is wrong with it.
    case notShared(reason: String)
  }
}
