/// The keys every game answers alike: `?` or F1 show its keys, P pauses while it moves, Esc or
/// q leave — asking first while a game is in progress, always in the same words.
///
/// A pause when the terminal is resized or comes back from a suspend is the Runner's
/// (`PauseOverlayScene.forInterruption`), for whatever animates on top.
public struct PlayControls: Sendable {
  /// The game's name, as the help panel's title and the leave question say it.
  public let title: String
  /// The keys the help panel lists.
  public let keys: [KeyHelp]

  /// Creates the controls of a game called `title` with `keys`.
  public init(title: String, keys: [KeyHelp]) {
    self.title = title
    self.keys = keys
  }

  /// The command for a key every game shares, or nil for one `scene` handles itself.
  ///
  /// P pauses only while `scene` animates; Esc or q ask `confirmLeaving()` while it has a game
  /// in progress, else leave at once.
  public func command(for key: Key, in scene: some Scene) -> Command? {
    if key == .character("?") || key == .function(1) { return help }
    if key.isLetter("p") { return scene.isAnimating ? .push(PauseOverlayScene()) : nil }
    if key.isBack { return scene.hasGameInProgress ? confirmLeaving() : .pop }
    return nil
  }

  /// The panel listing the keys.
  public var help: Command { .push(HelpOverlayScene(title: "\(title) keys", keys: keys)) }

  /// The question before leaving a game in progress; yes runs `onYes` (leaving, by default),
  /// and `note` replaces the usual "The game in progress is lost."
  public func confirmLeaving(onYes: [Command] = [.pop], note: String? = nil) -> Command {
    .push(ConfirmScene("Leave \(title)? \(note ?? "The game in progress is lost.")", onYes: onYes))
  }
}
