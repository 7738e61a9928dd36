import ArcadeKit

/// Work a session hands to its host: what needs files, the score store, the network or the
/// process. The session never waits for it; the answer comes back with
/// `ArcadeSession.deliver(_:to:at:)`, now or much later.
public enum HostEffect: Sendable {
  /// A scene's effect the host carries out (files, scores, opening screens, replays, network).
  case scene(Effect)
  /// Remember the change of display settings from `old` to `new` for the next start (the
  /// session has already applied them); a `.commands` reply shows a problem.
  case saveSettings(old: DisplaySettings, new: DisplaySettings)
  /// The player pressed Ctrl-Z where the terminal sends it as a key (kitty): the host stops
  /// the process as the terminal's own Ctrl-Z would.
  case suspend
}

/// One piece of host work and the scene it answers.
public struct SessionEffect: Sendable {
  /// The scene that asked (its stack identity): results go back to it alone.
  public var requester: Int
  public var effect: HostEffect
  /// Whether the session is closing: the host may wait for it (a score saved at exit), and no
  /// answer is expected.
  public var closing: Bool
  /// The session's settings when it asked: a screen made for it (`Effect.open`) shows the
  /// player's keys, glyphs and colours as they are now.
  public var settings: DisplaySettings

  /// An effect asked for by `requester` under `settings`.
  public init(requester: Int, effect: HostEffect, closing: Bool = false, settings: DisplaySettings = DisplaySettings())
  {
    self.requester = requester
    self.effect = effect
    self.closing = closing
    self.settings = settings
  }
}

/// The host's answer to a `SessionEffect`.
public enum EffectReply: Sendable {
  /// A result for the scene that asked (dropped when it has left the stack).
  case result(EffectResult)
  /// Commands to apply as if that scene had returned them (the screen that was opened, a
  /// notice): applied even when it has left, as the push of a follow-up screen must be.
  case commands([Command])
}
