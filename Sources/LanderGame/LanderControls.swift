// MARK: - LanderControls

/// The three controls of the seed's pad (port, thrust, starboard), held by keys, by the mouse
/// on the on-screen pad, or by the computer.
///
/// Where the terminal reports key releases a key acts while it is down, as the seed's touch
/// did; elsewhere a press acts for `pressSteps` (0.2 s) and the terminal's auto-repeat keeps it
/// going, so holding a key works in every terminal. Under rules 2 a tap of a turn key turns the
/// ship at most 5° (`tapSteps`), so a heading can be corrected by tapping, and the presses of a
/// held key's auto-repeat (each within `repeatSteps` of the last) keep it turning at 90° a
/// second, stopping `repeatSteps` after the last.
public struct LanderControls: Hashable, Sendable {
  /// One of the pad's three buttons.
  public enum Control: Int, CaseIterable, Hashable, Sendable {
    case port, thrust, starboard
  }

  /// Steps a press acts for where releases are not reported (0.2 s at 40 steps a second).
  public static let pressSteps = 8
  /// Steps a tap of a turn key acts for under rules 2: 2 steps, 4.5° at 90° a second.
  public static let tapSteps = 2
  /// Under rules 2, a turn key's press within this many steps of its last is a repeat of a
  /// held key, and acts this long (bridging auto-repeat at 14 a second or faster).
  public static let repeatSteps = 3

  /// Whether a tap of a turn key is short (rules 2), not `pressSteps` long (rules 1).
  public let tapsTurnLittle: Bool

  /// Whether the terminal reports key releases.
  public private(set) var releasesReported = false
  /// Keys held down (releases reported).
  private var keysDown: Held = []
  /// Steps each pressed control still acts (releases not reported).
  private var pressLeft: [Int] = [0, 0, 0]
  /// The pad button the mouse holds down.
  public private(set) var mouseHeld: Control?
  /// What the computer holds.
  public var computerHeld: Held = []

  /// Steps since each control's last press (releases not reported), up to a repeat's gap and one.
  private var stepsSincePress = [Int](repeating: repeatSteps + 1, count: 3)

  /// No control held; `tapsTurnLittle` under rules 2.
  public init(tapsTurnLittle: Bool = true) {
    self.tapsTurnLittle = tapsTurnLittle
  }

  /// Whether `control` acts this step.
  public func isActive(_ control: Control) -> Bool {
    keysDown.contains(Held(control)) || pressLeft[control.rawValue] > 0 || mouseHeld == control
      || computerHeld.contains(Held(control))
  }

  /// A key of `control` went down (or repeated).
  public mutating func press(_ control: Control) {
    if releasesReported {
      keysDown.insert(Held(control))
      return
    }
    let index = control.rawValue
    if tapsTurnLittle, control != .thrust {
      // A repeat of a held key keeps the turn going; a first press (or the first repeat, after
      // the terminal's repeat delay) is a tap.
      let steps = stepsSincePress[index] <= Self.repeatSteps ? Self.repeatSteps : Self.tapSteps
      pressLeft[index] = max(pressLeft[index], steps)
    } else {
      pressLeft[index] = Self.pressSteps
    }
    stepsSincePress[index] = 0
  }

  /// A key of `control` came up.
  public mutating func release(_ control: Control) {
    keysDown.remove(Held(control))
  }

  /// The mouse holds `control` (nil: the button came up).
  public mutating func hold(mouse control: Control?) {
    mouseHeld = control
  }

  /// Whether releases are reported: held keys and timers start afresh.
  public mutating func releases(reported: Bool) {
    releasesReported = reported
    keysDown = []
    pressLeft = [0, 0, 0]
    stepsSincePress = [Int](repeating: Self.repeatSteps + 1, count: 3)
  }

  /// One step passed: timed presses run down.
  public mutating func tick() {
    for index in pressLeft.indices where pressLeft[index] > 0 { pressLeft[index] -= 1 }
    for index in stepsSincePress.indices where stepsSincePress[index] <= Self.repeatSteps {
      stepsSincePress[index] += 1
    }
  }

  /// Everything let go (a new ship).
  public mutating func letGo() {
    keysDown = []
    pressLeft = [0, 0, 0]
    stepsSincePress = [Int](repeating: Self.repeatSteps + 1, count: 3)
    mouseHeld = nil
    computerHeld = []
  }
}

extension LanderControls {
  /// Controls as bits, a set with no heap (a picture carries the held ones every frame).
  public struct Held: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The set of one control.
    public init(_ control: Control) { rawValue = 1 << UInt8(control.rawValue) }

    public static let port = Held(.port)
    public static let thrust = Held(.thrust)
    public static let starboard = Held(.starboard)

    /// The controls in the set, in the pad's order (an array: for tests and tools, not frames).
    public var controls: [Control] { Control.allCases.filter { contains(Held($0)) } }
  }

  /// The controls that act this step.
  public var held: Held {
    var held: Held = []
    for control in Control.allCases where isActive(control) { held.insert(Held(control)) }
    return held
  }
}
