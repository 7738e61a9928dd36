import Drawing

/// Something that happened at the terminal, delivered to the top scene as soon as it arrives.
public enum InputEvent: Hashable, Sendable {
  /// A key was pressed (or repeated by the terminal).
  case key(Key)
  /// A key was let go; only sent while key releases are reported (see `keyReleasesReported`).
  case keyRelease(Key)
  /// Text the player pasted (bracketed paste): text, never keys, so a `q` in it quits nothing.
  case paste(String)
  /// Whether the terminal now reports key releases (the kitty keyboard protocol), sent when a
  /// scene that wants releases comes to the top. Without them, held keys only repeat.
  case keyReleasesReported(Bool)
  case mouse(MouseEvent)
  /// The terminal changed size; games that move pause.
  case resize(Size)
  /// The program came back from a suspend (Ctrl-Z, then fg); games that move pause.
  case resumed
  /// The result of a command the scene returned (a file it asked to write, say).
  case effect(EffectResult)
  /// Display settings changed; sent to every scene on the stack.
  case settingsChanged(DisplaySettings)
  /// The arcade is ending (a signal, the terminal gone, a quit), sent to every scene on the
  /// stack: a scene holding something the player would lose answers with the commands that
  /// keep it (the name prompt saves its score). Only `.submitScore` is carried out then.
  case closing

  /// The key, if this is a key event.
  public var key: Key? {
    if case .key(let key) = self { return key }
    return nil
  }

  /// Whether this closes a "press any key" panel: any key, or a mouse click.
  package var dismissesPanel: Bool {
    switch self {
    case .key: return true
    case .mouse(let mouse): return mouse.kind == .press
    default: return false
    }
  }
}
