// MARK: - PaddleDrive

/// Turns key presses into paddle motion, with or without key releases.
///
/// Where the terminal reports releases (the kitty keyboard protocol), `hold` moves at full
/// speed every step until `stop`: the paddle moves exactly as long as its key is down.
///
/// Elsewhere a held key reaches a program as one press, a pause (the terminal's repeat delay, about
/// 250–660 ms), then repeats every 25–50 ms, and a tap is a press alone. Until a repeat comes a
/// tap cannot be told from a hold, so:
/// - a press moves the paddle `tapSteps` steps at full speed (`tapDistance`, 30 units, about
///   half a paddle) and stops: a tap moves the same small distance in every terminal, as far as
///   a key held 83 ms where releases are reported;
/// - a repeat (the same direction within `repeatWindowSteps` of the last press, or a quick
///   second tap) runs at full speed and holds it for `repeatHoldSteps`, a little longer than the
///   slowest repeat interval, so a held key runs smoothly once its repeats flow;
/// - when the repeats stop, the speed halves every step: the paddle stops within about 80 ms
///   of letting go;
/// - the other direction's key takes over at once.
///
/// A held key therefore moves a tap, waits out the terminal's repeat delay, then runs: the way
/// a held arrow key moves a cursor. Under rules 1 (kept for their replays) a press glided on
/// through the repeat delay, easing from full speed down to `glideSpeed`, so a 79 ms tap in
/// xterm moved the paddle 65 units over 0.7 s. Both players have identical drives, so
/// neither's keys give an advantage.
public struct PaddleDrive: Sendable, Hashable {
  /// Full speed, world units per step (a full-field sweep in under a second).
  public static let fullSpeed: Double = 6
  /// Steps a press moves at full speed before waiting for a repeat.
  public static let tapSteps = 5
  /// How far a tap moves the paddle, world units.
  public static let tapDistance = Double(tapSteps) * fullSpeed
  /// Steps after a press in which a press of the same direction is a repeat (700 ms: longer
  /// than common repeat delays).
  public static let repeatWindowSteps = 42
  /// Steps full speed holds after each repeat (83 ms: two repeats at 25 per second).
  public static let repeatHoldSteps = 5
  /// Below this speed a fading paddle stops.
  public static let stopSpeed: Double = 0.25
  /// Rules 1: the slow glide that bridged the repeat delay after a first press.
  static let glideSpeed: Double = 1.25
  /// Rules 1: how much of its speed a first press kept each step until it reached the glide.
  static let easing: Double = 0.75
  /// Rules 1: speed gained per step while repeats arrive (today a repeat is at full speed at once).
  static let acceleration: Double = 1.5

  private enum Phase: Hashable, Sendable { case idle, tap, waiting, glide, repeating, held }

  /// The rules it moves by.
  public let rules: PaddlesRules

  private var phase: Phase = .idle
  /// −1 (up), +1 (down) or 0.
  public private(set) var direction: Double = 0
  private var speed: Double = 0
  private var stepsSinceKey = 0

  /// Creates a resting drive that moves by `rules`.
  public init(rules: PaddlesRules = .current) {
    self.rules = rules
  }

  /// Whether the paddle is moving or waiting for the terminal's repeat.
  public var isMoving: Bool { phase != .idle }

  /// Whether the drive moves the paddle at the next step (not at rest, nor waiting for a
  /// repeat with the paddle standing still).
  public var movesPaddle: Bool { phase != .idle && phase != .waiting }

  // MARK: - Input

  /// A key press (first or repeated) for `direction`: −1 up, +1 down.
  public mutating func press(_ newDirection: Double) {
    let sign: Double = newDirection < 0 ? -1 : 1
    if rules.pressGlides {
      // Rules 1, exactly: a repeat accelerates from the speed the glide had reached.
      if phase != .idle, sign == direction {
        phase = .repeating
      } else {
        phase = .glide
        direction = sign
        speed = PaddleDrive.fullSpeed
      }
    } else if phase != .idle, phase != .held, sign == direction {
      phase = .repeating
      speed = PaddleDrive.fullSpeed
    } else {
      phase = .tap
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
    case .tap:
      guard stepsSinceKey < PaddleDrive.tapSteps else {
        phase = .waiting
        return step()
      }
      velocity = speed
    case .waiting:
      guard stepsSinceKey < PaddleDrive.repeatWindowSteps else {
        stop()
        return 0
      }
      stepsSinceKey += 1
      return 0
    case .glide:
      guard stepsSinceKey < PaddleDrive.repeatWindowSteps else {
        stop()
        return 0
      }
      velocity = speed
      speed = Swift.max(PaddleDrive.glideSpeed, speed * PaddleDrive.easing)
    case .repeating:
      if stepsSinceKey < PaddleDrive.repeatHoldSteps {
        // Full speed at once today (a repeat set it); rules 1 accelerated toward it.
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
