/// The keys every game answers alike (`GlobalAction`): help (`?` or F1) shows its keys, pause
/// (P) pauses while it moves, back (Esc or q) leaves — asking first while a game is in
/// progress, always in the same words. The keys come from the player's `KeyBindings`.
///
/// A pause when the terminal is resized or comes back from a suspend is the session's
/// (`PauseOverlayScene.forInterruption`), for whatever animates on top.
///
/// A game that cannot stop (a network match: the other player's clock goes on) asks for
/// `keepsGameRunning`: its help and leave panels then keep it stepping under them
/// (`Overlay.keepsSceneBelowStepping`), and it has no pause.
public struct PlayControls: Sendable {
  /// The game's name, as the help panel's title and the leave question say it.
  public let title: String
  /// The game's own key lines (from its `KeyMap`, and what is not a key: the mouse).
  public let keys: [KeyHelp]
  /// How to play, shown above the keys in the help panel (empty: keys only).
  public let rules: String
  /// The global actions' keys inside this game.
  public let global: KeyMap<GlobalAction>
  /// Whether the game plays on under its help and leave panels, and never pauses.
  package let keepsGameRunning: Bool
  /// What the leave question says after "Leave <game>?" (nil: "The game in progress is lost.").
  package let leaveNote: String?

  /// Creates the controls of a game called `title` with its own `keys` lines and its `rules`;
  /// with `keepsGameRunning` the game plays on under its panels and has no pause, and
  /// `leaveNote` replaces the leave question's usual note.
  public init(
    title: String, rules: String = "", keys: [KeyHelp], global: KeyMap<GlobalAction> = .defaults(),
    keepsGameRunning: Bool = false, leaveNote: String? = nil
  ) {
    self.title = title
    self.rules = rules
    self.keys = keys
    self.global = global
    self.keepsGameRunning = keepsGameRunning
    self.leaveNote = leaveNote
  }

  /// The global action `key` does, if any.
  public func action(for key: Key) -> GlobalAction? { global.action(for: key) }

  /// The command for a key every game shares, or nil for one `scene` handles itself.
  ///
  /// Pause works only while `scene` animates (never in a game that `keepsGameRunning`); back
  /// asks `confirmLeaving()` while it has a game in progress, else leaves at once.
  public func command(for key: Key, in scene: some Scene) -> Command? {
    switch global.action(for: key) {
    case .help: return help
    case .pause: return scene.isAnimating && !keepsGameRunning ? .push(PauseOverlayScene()) : nil
    case .back: return scene.hasGameInProgress ? confirmLeaving() : .pop
    case nil: return nil
    }
  }

  /// The panel with how to play, then the game's keys, then the global ones (without pause in
  /// a game that keeps running).
  public var help: Command {
    let shared = GlobalAction.allCases.filter { !(keepsGameRunning && $0 == .pause) }
    let globalHelp = shared.map { KeyHelp(global.label(for: $0), $0.summary) }
    return .push(
      HelpOverlayScene(
        title: "\(title) keys", rules: rules, keys: keys + globalHelp, keepsSceneBelowStepping: keepsGameRunning))
  }

  /// The question before leaving a game in progress; yes runs `onYes` (leaving, by default),
  /// and `note` (else `leaveNote`) replaces the usual "The game in progress is lost."
  package func confirmLeaving(onYes: [Command] = [.pop], note: String? = nil) -> Command {
    .push(
      ConfirmScene(
        "Leave \(title)? \(note ?? leaveNote ?? "The game in progress is lost.")", onYes: onYes,
        keepsSceneBelowStepping: keepsGameRunning))
  }
}
