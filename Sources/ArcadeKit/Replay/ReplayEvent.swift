/// One recorded input and the step it applied at: it was handled after `step` steps of the game.
public struct ReplayEvent: Hashable, Sendable {
  /// Steps the game had taken when the input arrived.
  public var step: Int
  /// The input.
  public var event: InputEvent

  /// Creates a recorded input.
  public init(step: Int, _ event: InputEvent) {
    self.step = step
    self.event = event
  }

  /// Whether an input is recorded: what the player, the terminal and the network did to the
  /// game (a network match's state follows from what the other side sent). Other effect
  /// results and settings changes are not (no game's state depends on them).
  package static func isRecorded(_ event: InputEvent) -> Bool {
    switch event {
    // A caller at the host's port is not the match's yet: strangers never reach a replay.
    case .effect(.network(.caller)): false
    case .key, .keyRelease, .keyReleasesReported, .mouse, .resize, .resumed, .effect(.network): true
    // A paste only ever fills a text field (games ignore it), so a game's replay needs none.
    case .effect, .settingsChanged, .closing, .paste: false
    }
  }
}
