/// The keys every game answers alike (`GlobalAction`): help (`?` or F1) shows its keys, pause
/// (P) pauses while it moves, back (Esc or q) leaves — asking first while a game is in
/// progress, always in the same words. The keys come from the player's `KeyBindings`.
///
/// A pause when the terminal is resized or comes back from a suspend is the session's
/// (`PauseOverlayScene.forInterruption`), for whatever animates on top.
public struct PlayControls: Sendable {
  /// The game's name, as the help panel's title and the leave question say it.
  public let title: String
  /// The game's own key lines (from its `KeyMap`, and what is not a key: the mouse).
  public let keys: [KeyHelp]
  /// How to play, shown above the keys in the help panel (empty: keys only).
  public let rules: String
  /// The global actions' keys inside this game.
  public let global: KeyMap<GlobalAction>

  /// Creates the controls of a game called `title` with its own `keys` lines and its `rules`.
  public init(title: String, rules: String = "", keys: [KeyHelp], global: KeyMap<GlobalAction> = .defaults()) {
    self.title = title
    self.rules = rules
    self.keys = keys
    self.global = global
  }

  /// The global action `key` does, if any.
  public func action(for key: Key) -> GlobalAction? { global.action(for: key) }

  /// The command for a key every game shares, or nil for one `scene` handles itself.
  ///
  /// Pause works only while `scene` animates; back asks `confirmLeaving()` while it has a game
  /// in progress, else leaves at once.
  public func command(for key: Key, in scene: some Scene) -> Command? {
    switch global.action(for: key) {
    case .help: return help
    case .pause: return scene.isAnimating ? .push(PauseOverlayScene()) : nil
    case .back: return scene.hasGameInProgress ? confirmLeaving() : .pop
    case nil: return nil
    }
  }

  /// The panel with how to play, then the game's keys, then the global ones.
  public var help: Command {
    .push(HelpOverlayScene(title: "\(title) keys", rules: rules, keys: keys + global.help))
  }

  /// The question before leaving a game in progress; yes runs `onYes` (leaving, by default),
  /// and `note` replaces the usual "The game in progress is lost."
  public func confirmLeaving(onYes: [Command] = [.pop], note: String? = nil) -> Command {
    .push(ConfirmScene("Leave \(title)? \(note ?? "The game in progress is lost.")", onYes: onYes))
  }
}
