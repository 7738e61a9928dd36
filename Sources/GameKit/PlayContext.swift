import ArcadeKit
import Drawing

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
  /// Whether the game is a play-test from its editor (unranked; the editor key goes back).
  public var isPlayTest: Bool
  /// The steps of the recorded game raced as a ghost, while one is raced and shown (Maze's
  /// "Ghost 12.35 s").
  public var ghostSteps: Int?
  /// The player's lead on the shown ghost, in steps: how much later (positive) or sooner
  /// (negative) the player reached where they are than the ghost did; nil where it cannot be
  /// read (`PlayableGame.ghostDistance`).
  public var ghostLeadSteps: Int?
  /// The terminal's glyphs, for words that adapt to them (a dash, a bullet).
  public var glyphs: Glyphs
  /// Where the level being played is among those played in turn (`playsLevelsInTurn`): its
  /// index and their count (0 of 1 for any other game).
  public var levelIndex = 0
  public var levelCount = 1
  /// The network match the game is, if it is one: its side, the kit's panel and status.
  public var network: NetworkView?

  /// Creates a context.
  public init(
    keys: KeyMap<Action>, global: KeyMap<GlobalAction>, autoplay: Bool, isPlayTest: Bool = false,
    ghostSteps: Int? = nil, glyphs: Glyphs = .unicode
  ) {
    self.glyphs = glyphs
    self.keys = keys
    self.global = global
    self.autoplay = autoplay
    self.isPlayTest = isPlayTest
    self.ghostSteps = ghostSteps
  }

  /// The default keys, a person playing.
  public static var defaults: PlayContext {
    PlayContext(keys: .defaults(), global: .defaults(), autoplay: false)
  }
}
