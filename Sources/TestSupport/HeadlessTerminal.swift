import ArcadeKit
import Drawing

/// A terminal without a screen: plays a script of inputs and records every canvas shown.
///
/// A wait with a timeout advances the manual clock by that timeout (as if nothing arrived in
/// time), so `ScriptedHost`'s loop runs at full speed in tests and stays deterministic.
public final class HeadlessTerminal: @unchecked Sendable {
  /// One scripted input.
  public enum Scripted: Sendable {
    /// Delivers an event immediately.
    case event(InputEvent)
    /// Lets `seconds` of time pass with no input (the session steps its scene meanwhile).
    case wait(Double)
    /// The terminal hangs up.
    case hangup
    /// A termination signal arrives.
    case signal(Int32)
  }

  public private(set) var size: Size
  public private(set) var capabilities: Capabilities
  /// Every canvas passed to `present`, in order.
  public private(set) var presented: [Canvas] = []
  /// Sound cues played.
  public private(set) var cues: [SoundMode] = []
  /// Settings applied by the program.
  public private(set) var appliedSettings: [DisplaySettings] = []
  /// Waits that had no timeout: the host waited for input alone (an idle screen).
  public private(set) var blockingReads = 0
  /// Whether this terminal can report key releases (as a kitty-protocol terminal can).
  public var supportsKeyReleases = false
  /// The background the fake terminal "answered" (nil: it did not), for `BackgroundSetting.auto`.
  public var detectedBackground: Background?
  /// Every request to turn key-release reporting on or off, in order.
  public private(set) var keyReleaseRequests: [Bool] = []
  private var script: [Scripted]
  private let clock: ManualTime
  private var pendingWait: Double = 0

  /// Creates a terminal of `size` that plays `script` and then hangs up.
  public init(
    size: Size = Size(width: 80, height: 24), capabilities: Capabilities = .full, clock: ManualTime, script: [Scripted]
  ) {
    self.size = size
    self.capabilities = capabilities
    self.clock = clock
    self.script = script
  }

  /// The last canvas shown, if any.
  public var screen: Canvas? { presented.last }

  /// Appends more scripted input.
  public func enqueue(_ items: [Scripted]) { script += items }

  // MARK: - Input and output

  public func read(timeout: Double?) -> TerminalRead {
    if timeout == nil { blockingReads += 1 }
    while true {
      if pendingWait > 0 {
        guard let timeout else {
          clock.advance(by: pendingWait)
          pendingWait = 0
          continue
        }
        let slice = min(timeout, pendingWait)
        clock.advance(by: slice)
        pendingWait -= slice
        return .timeout
      }
      guard !script.isEmpty else { return .hangup }
      switch script.removeFirst() {
      case .event(let event):
        if case .resize(let newSize) = event { size = newSize }
        return .event(event)
      case .wait(let seconds):
        pendingWait = seconds
      case .hangup:
        return .hangup
      case .signal(let number):
        return .terminated(signal: number)
      }
    }
  }

  /// Whether the terminal tells the host that more scripted input waits (as a live terminal
  /// does during a paste); off, every key is drawn at once.
  public var reportsPendingInput = false

  public var hasPendingInput: Bool {
    guard reportsPendingInput, pendingWait == 0, let next = script.first else { return false }
    if case .event = next { return true }
    return false
  }

  public func present(_ canvas: Canvas) {
    presented.append(canvas)
  }

  public func signal(_ cue: SoundMode) {
    cues.append(cue)
  }

  public func reportKeyReleases(_ on: Bool) -> Bool {
    keyReleaseRequests.append(on)
    return on && supportsKeyReleases
  }

  public func apply(_ settings: DisplaySettings) {
    appliedSettings.append(settings)
    capabilities = Capabilities(
      unicode: !settings.asciiOnly,
      colorDepth: settings.colorEnabled ? .full256 : .monochrome,
      background: settings.background.resolved(detected: detectedBackground))
  }
}
