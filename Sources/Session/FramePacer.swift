/// When a session draws: at once after input, and while a scene animates at most
/// `framesPerSecond` times a second (steps still run at the scene's own rate).
///
/// Fewer frames than steps halves the bytes and the CPU a moving game costs, without slowing
/// the simulation or delaying a key.
struct FramePacer: Sendable {
  /// Seconds between frames while a scene animates.
  let frameInterval: Double
  /// When the last frame was drawn.
  private(set) var lastFrameTime = -Double.infinity
  /// Whether input arrived since the last frame (input is shown at once).
  private(set) var inputSinceFrame = true

  /// A pacer drawing at most `framesPerSecond` frames a second while animating.
  init(framesPerSecond: Double) {
    frameInterval = 1 / max(framesPerSecond, 1)
  }

  /// Notes that input arrived: the next frame is drawn without waiting for the interval.
  mutating func noteInput() { inputSinceFrame = true }

  /// Whether a frame may be drawn at `now`.
  func frameDue(at now: Double, animating: Bool) -> Bool {
    !animating || inputSinceFrame || now - lastFrameTime >= frameInterval - 1e-9
  }

  /// Notes that the frame due at `now` was considered (drawn when `drawn`, that is when it
  /// changed the screen). A frame drawn for input that changed nothing does not count: the
  /// next step's frame, which shows what the input did, is not held back by it.
  ///
  /// A paced frame drawn a little after it was due keeps the schedule (the next is due one
  /// interval after this one was due, not after it was drawn), so frames stay on the steps'
  /// grid: at 60 steps and 30 frames a second, two steps each, never three. A frame drawn for
  /// input, or long after it was due (a pause), starts the schedule again from now.
  mutating func noteFrame(at now: Double, drawn: Bool) {
    if drawn || !inputSinceFrame {
      let due = lastFrameTime + frameInterval
      let onSchedule = !inputSinceFrame && now >= due - 1e-9 && now - due < frameInterval
      lastFrameTime = onSchedule ? due : now
    }
    inputSinceFrame = false
  }

  /// The earliest time the next animated frame may be drawn.
  var nextFrameTime: Double { lastFrameTime + frameInterval }
}
