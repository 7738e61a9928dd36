/// Turns elapsed real time into a whole number of fixed simulation steps ("Fix Your Timestep").
///
/// Elapsed time is clamped (250 ms by default) so a stall never triggers a burst of catch-up
/// steps (the spiral of death); the remainder carries over to the next frame.
package struct FixedStepper: Hashable, Sendable {
  /// Seconds per step.
  package let stepDuration: Double
  /// The most elapsed time one call may account for.
  package let maximumElapsed: Double
  /// Time accumulated but not yet stepped.
  package private(set) var accumulator: Double = 0

  /// Creates a stepper for `stepsPerSecond` steps per second.
  public init(stepsPerSecond: Double, maximumElapsed: Double = 0.25) {
    stepDuration = 1 / max(stepsPerSecond, 1e-3)
    self.maximumElapsed = maximumElapsed
  }

  /// Adds `elapsed` seconds and returns how many steps are now due.
  public mutating func advance(by elapsed: Double) -> Int {
    let clamped = min(max(elapsed.isFinite ? elapsed : 0, 0), maximumElapsed)
    accumulator += clamped
    // A hair of tolerance so 1/60 s added 60 times makes exactly 60 steps despite rounding.
    let steps = Int(((accumulator + 1e-9) / stepDuration).rounded(.down))
    accumulator = max(0, accumulator - Double(steps) * stepDuration)
    return steps
  }

  /// Seconds until the next step is due.
  package var timeUntilNextStep: Double { max(0, stepDuration - accumulator) }

  /// Forgets accumulated time (after a pause or when animation starts).
  public mutating func reset() { accumulator = 0 }
}
