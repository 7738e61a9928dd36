// MARK: - Autopilot

/// The AI's progress through a level: waiting, then gliding the cross-hair, then firing.
struct Autopilot: Hashable, Sendable {
  /// Updates spent looking at a fresh level before deciding, so a watcher sees the field.
  static let thinkingUpdates = 8
  /// Updates on the "start level" screen before the AI starts the level itself.
  static let startDelay = 30

  /// Updates waited on the "start level" screen.
  var waited = 0
  /// The chosen spot and time, once decided.
  var plan: ChainPlanner.Plan?
  /// Updates left before firing at the plan's point.
  var updatesUntilFire = 0
}
