// MARK: - BallsPilot

/// The computer player of Balls (attract mode, `--autoplay`): it waits on a fresh level so a
/// watcher sees the field, decides where and when to fire from what the screen shows
/// (`plan(for:cursor:)`), glides the cross-hair there and fires. This value is its progress
/// through one level.
public struct BallsPilot: Hashable, Sendable {
  /// Updates spent looking at a fresh level before deciding, so a watcher sees the field.
  static let thinkingUpdates = 8
  /// Updates on the "start level" screen before the pilot starts the level itself.
  static let startDelay = 30

  /// Updates waited on the "start level" screen.
  var waited = 0
  /// The chosen spot and time, once decided.
  var plan: Plan?
  /// Updates left before firing at the plan's point.
  var updatesUntilFire = 0
}
