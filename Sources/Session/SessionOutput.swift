import ArcadeKit

/// What a session asks of its host after an input, a tick or an answer: bytes to write to its
/// terminal, work to carry out, and whether it has ended.
public struct SessionOutput: Sendable {
  /// The bytes to write to the terminal, in order.
  public var bytes: [UInt8] = []
  /// The work to carry out, in the order asked; answers go back with `deliver`.
  public var effects: [SessionEffect] = []
  /// Whether a new frame was drawn (its canvas is `ArcadeSession.screen`).
  public var presented = false
  /// Set once the session has ended: the host writes `bytes` and closes it.
  public var outcome: SessionOutcome?

  /// Nothing to do.
  public init() {}
}
