// MARK: - PaddleDrive

/// Turns key presses into smooth paddle motion, with or without key releases.
///
/// Where the terminal reports releases (the kitty keyboard protocol), `hold` moves at full
/// speed every step until `stop`: the paddle moves exactly as long as its key is down.
///
/// Elsewhere a held key reaches a program as one press, a pause (the terminal's repeat delay, about
/// 250–660 ms), then repeats every 25–50 ms. Moving a fixed distance per key would stutter,
/// and moving until a release would never stop. So:
/// - a first press moves at full speed at once, easing down to a slow glide that lasts long
///   enough (`bridgeSteps`) to cover the repeat delay: a tap nudges the paddle, a hold never
///   stops while waiting for the first repeat;
/// - each repeat (or a quick second press) speeds up to full speed and holds it for
///   `repeatHoldSteps`, a little longer than the slowest repeat interval;
/// - when the repeats stop, the speed halves every step: the paddle stops within about 80 ms
///   of letting go;
/// - the other direction's key takes over at once.
///
/// Both players have identical drives, so neither's keys give an advantage.
public struct PaddleDrive: Sendable, Hashable {
  /// Full speed, world units per step (a full-field sweep in under a second).
  public static let fullSpeed: Double = 6
  /// The slow glide that bridges the repeat delay after a first press.
  public static let glideSpeed: Double = 1.25
  /// How much of its speed a first press keeps each step until it reaches the glide.
  public static let easing: Double = 0.75
  /// Speed gained per step while repeats arrive.
  public static let acceleration: Double = 1.5
  /// Steps a first press lasts without repeats (700 ms: longer than common repeat delays).
  public static let bridgeSteps = 42
  /// Steps full speed holds after each repeat (83 ms: two repeats at 25 per second).
  public static let repeatHoldSteps = 5
  /// Below this speed a fading paddle stops.
  public static let stopSpeed: Double = 0.25

  private enum Phase: Hashable, Sendable { case idle, firstPress, repeating, held }

  private var phase: Phase = .idle
  /// −1 (up), +1 (down) or 0.
  public private(set) var direction: Double = 0
  private var speed: Double = 0
  private var stepsSinceKey = 0

  /// Creates a resting drive.
  public init() {}

  /// Whether the paddle is moving or about to.
  public var isMoving: Bool { phase != .idle }

  // MARK: - Input

  /// A key press (first or repeated) for `direction`: −1 up, +1 down.
  public mutating func press(_ newDirection: Double) {
    let sign: Double = newDirection < 0 ? -1 : 1
    if phase != .idle, sign == direction {
      phase = .repeating
    } else {
      phase = .firstPress
      direction = sign
      speed = PaddleDrive.fullSpeed
    }
    stepsSinceKey = 0
  }

  /// A key held down for `direction` (−1 up, +1 down) where releases are reported: full speed
  /// on every step until `stop`, with no repeats needed.
  public mutating func hold(_ newDirection: Double) {
    phase = .held
    direction = newDirection < 0 ? -1 : 1
    speed = PaddleDrive.fullSpeed
    stepsSinceKey = 0
  }

  /// Stops at once (pause, a mouse grab, or the release of the held key).
  public mutating func stop() {
    phase = .idle
    direction = 0
    speed = 0
    stepsSinceKey = 0
  }

  // MARK: - Step

  /// The paddle's displacement this step (negative is up).
  public mutating func step() -> Double {
    let velocity: Double
    switch phase {
    case .idle:
      return 0
    case .firstPress:
      guard stepsSinceKey < PaddleDrive.bridgeSteps else {
        stop()
        return 0
      }
      velocity = speed
      speed = Swift.max(PaddleDrive.glideSpeed, speed * PaddleDrive.easing)
    case .repeating:
      if stepsSinceKey < PaddleDrive.repeatHoldSteps {
        speed = Swift.min(PaddleDrive.fullSpeed, speed + PaddleDrive.acceleration)
      } else {
        speed /= 2
        if speed < PaddleDrive.stopSpeed {
          stop()
          return 0
        }
      }
      velocity = speed
    case .held:
      return direction * PaddleDrive.fullSpeed
    }
    stepsSinceKey += 1
    return direction * velocity
  }
}
