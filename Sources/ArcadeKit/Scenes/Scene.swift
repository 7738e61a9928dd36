import Drawing

/// One screen: the menu, a game, an editor, an overlay.
///
/// Scenes are values. They never perform I/O: they return commands, and the session (and its
/// host) carries them out. Given the same seed and the same sequence of events and steps, a
/// scene goes through the same states and draws the same frames.
public protocol Scene: Sendable {
  /// Reacts to an event as soon as it arrives (keys, mouse, resize, effect results).
  mutating func handle(_ event: InputEvent) -> [Command]
  /// Advances one fixed simulation step; called only while `isAnimating` is true.
  mutating func step() -> [Command]
  /// Draws the current state into `canvas`, which has the terminal's size right now.
  func render(into canvas: inout Canvas)
  /// Whether anything moves on its own; when false the session asks for no wake (0% CPU).
  var isAnimating: Bool { get }
  /// Fixed steps per second while animating.
  var stepsPerSecond: Double { get }
  /// How the scene sits over the one below, which shows through (pause and help panels,
  /// confirmations, the score flow); nil for a scene that covers the screen.
  var overlay: Overlay? { get }
  /// The smallest terminal this scene can be drawn in; below it the session pauses it.
  var minimumSize: Size { get }
  /// Whether leaving now would lose a game in progress (`PlayControls` asks before leaving).
  var hasGameInProgress: Bool { get }
  /// Whether the scene wants key releases (two players holding keys at once); the terminal
  /// reports them where it can and the scene is told with `.keyReleasesReported`.
  var wantsKeyReleases: Bool { get }
  /// Whether the session pauses the scene when the terminal is resized or resumed (false for a
  /// network match, which cannot stop the other player's clock).
  var pausesWhenInterrupted: Bool { get }
  /// The game on this screen as a replay so far (its header, the inputs up to now, the steps
  /// taken), for a spectator's copy of it (a server's "Who's playing"); nil for a screen that
  /// is no game, or a game that records none.
  var liveReplay: Replay? { get }
  /// What the scene says instead of its picture in plain mode (`arcade --plain`): a game's
  /// facts. Nil (the default) for a screen of text, which plain mode reads as drawn.
  var narration: Narration? { get }
}

extension Scene {
  public mutating func step() -> [Command] { [] }
  public var isAnimating: Bool { false }
  public var stepsPerSecond: Double { 60 }
  public var overlay: Overlay? { nil }
  public var minimumSize: Size { Size(width: 30, height: 10) }
  public var hasGameInProgress: Bool { false }
  public var wantsKeyReleases: Bool { false }
  public var pausesWhenInterrupted: Bool { true }
  public var liveReplay: Replay? { nil }
  public var narration: Narration? { nil }
}
