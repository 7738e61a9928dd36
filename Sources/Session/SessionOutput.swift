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
  /// The sound cues rung or flashed in `bytes`, in order.
  public var cues: [SoundMode] = []
  /// Set once the session has ended: the host writes `bytes` and closes it.
  public var outcome: SessionOutcome?

  /// Nothing to do.
  public init() {}

  /// Nothing to do again, keeping the storage: a session reuses one output from call to call,
  /// so a frame allocates no buffer once the host has let go of the last one.
  mutating func clear() {
    bytes.removeAll(keepingCapacity: true)
    effects.removeAll(keepingCapacity: true)
    cues.removeAll(keepingCapacity: true)
    presented = false
    outcome = nil
  }
}
