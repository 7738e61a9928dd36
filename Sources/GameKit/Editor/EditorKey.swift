import ArcadeKit

// MARK: - EditorKey

/// One row of an editor's key table, which is the editor's dispatch: a key or mouse event does
/// what its row says and nothing else, and the help overlay, the side panel, the hint line and
/// the README's table all come from the rows (`EditorKeyTable`).
public struct EditorKey<Action: Hashable & Sendable>: Sendable {
  /// What sets off an action: a key, or a kind of mouse event.
  public enum Trigger: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent.Kind)
  }

  /// One trigger and the action it asks for.
  public struct Binding: Hashable, Sendable {
    public var trigger: Trigger
    public var action: Action

    /// `trigger` asks for `action`.
    public init(trigger: Trigger, action: Action) {
      self.trigger = trigger
      self.action = action
    }

    /// `key` asks for `action`.
    public init(key: Key, _ action: Action) {
      self.init(trigger: .key(key), action: action)
    }
  }

  /// The keys, as the help lists them (the first word is the one the hint line names).
  public var keys: String
  /// What they do, for the help overlay.
  public var meaning: String
  /// What they do in a word or two, for the side panel.
  public var short: String
  /// The hint line's word for it, when the hint line shows it.
  public var hint: String?
  /// The keys as the hint line names them, where the first word of `keys` would not read as
  /// one (`up/down choose`, not `up choose`); nil: that first word.
  public var hintKeys: String?
  /// What each of the row's keys (or mouse events) does.
  public var bindings: [Binding]

  /// A row whose every key asks for `action`.
  public init(
    _ keys: String, _ meaning: String, short: String, hint: String? = nil, _ action: Action, on pressed: [Key]
  ) {
    self.init(keys, meaning, short: short, hint: hint, pressed.map { Binding(trigger: .key($0), action: action) })
  }

  /// A row whose triggers ask for different actions (a pair of opposites, the mouse's strokes).
  public init(
    _ keys: String, _ meaning: String, short: String, hint: String? = nil, hintKeys: String? = nil,
    _ bindings: [Binding]
  ) {
    self.keys = keys
    self.meaning = meaning
    self.short = short
    self.hint = hint
    self.hintKeys = hintKeys
    self.bindings = bindings
  }
}
