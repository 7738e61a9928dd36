import ArcadeKit

// MARK: - PlayContext

/// How a game is being played, for what its picture says: the player's keys (a status line
/// names them) and whether the computer plays.
public struct PlayContext<Action: BindableAction>: Sendable {
  /// The game's keys, with the player's bindings.
  public var keys: KeyMap<Action>
  /// The keys every game shares (help, pause, back), with the player's bindings.
  public var global: KeyMap<GlobalAction>
  /// Whether the computer plays (attract mode, `--autoplay`).
  public var autoplay: Bool

  /// Creates a context.
  public init(keys: KeyMap<Action>, global: KeyMap<GlobalAction>, autoplay: Bool) {
    self.keys = keys
    self.global = global
    self.autoplay = autoplay
  }

  /// The default keys, a person playing.
  public static var defaults: PlayContext {
    PlayContext(keys: .defaults(), global: .defaults(), autoplay: false)
  }
}
