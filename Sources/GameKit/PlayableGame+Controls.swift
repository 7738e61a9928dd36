import ArcadeKit

// MARK: - A game's help, pause and leave

extension PlayableGame {
  /// Help, pause and leave while the game is played with `bindings`, as every game has them: its
  /// rules, its keys and the pointer's, and the keys every game shares but for those the game
  /// binds.
  public static func playControls(_ bindings: KeyBindings) -> PlayControls {
    let keys = bindings.map(Action.self, in: id)
    return PlayControls(
      title: title, rules: howToPlay, keys: keys.help + pointerHelp, global: bindings.globalMap(besides: keys.allKeys))
  }

  /// Help and leave on a screen of the game's own before play (Maze's level list, Paddles'
  /// menu): its `keys` first, then the keys of play with `bindings`.
  public static func setupControls(_ bindings: KeyBindings, keys: [KeyHelp]) -> PlayControls {
    PlayControls(
      title: title, rules: howToPlay, keys: keys + bindings.map(Action.self, in: id).help + pointerHelp,
      global: bindings.globalMap(besides: []))
  }
}
