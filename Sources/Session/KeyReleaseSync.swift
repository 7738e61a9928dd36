/// Keeps the terminal's key-release reporting in step with what the scene on top wants.
///
/// A scene that wants releases (two players holding keys) is told whether it gets them. The
/// answer needs the terminal's reply to the start-up queries; until it arrives (or its
/// deadline passes) the scene waits for the answer instead of the session waiting for the
/// terminal.
struct KeyReleaseSync: Sendable {
  /// Whether releases were last asked of the terminal.
  private(set) var requested = false
  /// Whether a scene wants releases and has not been told yet (the terminal has not answered).
  private(set) var answerOwed = false

  /// What to do now that the top scene wants releases (`wanted`) and the terminal's support is
  /// `known` (false until its replies are in): nil when nothing changes.
  mutating func update(wanted: Bool, known: Bool) -> Change? {
    if wanted != requested {
      requested = wanted
      answerOwed = wanted
      if !wanted { return .stop }
    }
    guard answerOwed, known else { return nil }
    answerOwed = false
    return .start
  }

  /// A change to make at the terminal.
  enum Change: Equatable {
    /// Ask for releases and tell the scene whether it gets them.
    case start
    /// Stop reporting releases.
    case stop
  }
}
