import ArcadeKit

/// The loop: reads input, steps the top scene on a fixed timestep, draws, carries out commands.
///
/// The only code that reads a clock. While the top scene animates it waits for input with a
/// timeout until the next step is due; otherwise it blocks with no timeout (0% CPU when idle).
public final class Runner {
  /// Why the loop ended.
  public enum Outcome: Hashable, Sendable {
    /// The player quit.
    case quit
    /// The terminal went away.
    case hangup
    /// A termination signal arrived.
    case terminated(signal: Int32)

    /// The process exit status for this outcome (0, 129, or 128 + signal).
    public var exitStatus: Int32 {
      switch self {
      case .quit: return 0
      case .hangup: return 129
      case .terminated(let signal): return 128 + signal
      }
    }
  }

  private var stack: SceneStack
  private let terminal: any Terminal
  private let time: any TimeSource
  private let effects: RunnerEffects
  private var settings: DisplaySettings
  private var stepper = FixedStepper(stepsPerSecond: 60)
  private var lastTime: Double = 0
  private var lastPresented: Canvas?
  private var needsRender = true
  /// When the last frame was drawn, and whether input arrived since (input is shown at once).
  private var lastRenderTime = -Double.infinity
  private var inputSinceRender = true
  /// Seconds between frames while a scene animates: fewer frames than steps halves the bytes
  /// and the CPU a moving game costs, without slowing the simulation or delaying a key.
  private let frameInterval: Double
  /// Whether key releases were last asked of the terminal (for the scene on top).
  private var keyReleasesRequested = false

  /// Creates a runner showing `root` on `terminal`.
  ///
  /// While the top scene animates, frames are drawn at most `framesPerSecond` times a second
  /// (steps still run at the scene's own rate); after input the next frame is drawn at once.
  public init(
    root: any Scene, terminal: any Terminal, time: any TimeSource, settings: DisplaySettings,
    effects: RunnerEffects, framesPerSecond: Double = 30
  ) {
    frameInterval = 1 / max(framesPerSecond, 1)
    stack = SceneStack(root: root)
    self.terminal = terminal
    self.time = time
    self.settings = settings
    self.effects = effects
  }

  /// How many scenes are on the stack (for tests).
  public var depth: Int { stack.depth }

  // MARK: - Loop

  /// Runs until the player quits, the terminal hangs up or a termination signal arrives.
  public func run() -> Outcome {
    lastTime = time.now()
    while true {
      if let outcome = syncKeyReleases() { return outcome }
      let top = stack.top
      let tooSmall = !terminal.size.fits(top.minimumSize)
      let animating = top.isAnimating && !tooSmall
      let frameStart = time.now()
      if !animating || inputSinceRender || frameStart - lastRenderTime >= frameInterval - 1e-9 {
        if renderIfNeeded() { lastRenderTime = frameStart }
        inputSinceRender = false
      }
      if animating && stepper.stepDuration != 1 / max(top.stepsPerSecond, 1e-3) {
        stepper = FixedStepper(stepsPerSecond: top.stepsPerSecond)
      }
      // Sleep until a step is due and a frame may be drawn: waking for a step whose result no
      // frame shows would only cost a wakeup. Steps always catch up before input is handled,
      // so the game is the same whichever way the wakeups fall.
      let timeout = animating
        ? max(stepper.timeUntilNextStep, lastRenderTime + frameInterval - frameStart)
        : nil
      let read = terminal.read(timeout: timeout)
      let now = time.now()
      if animating {
        let due = stepper.advance(by: now - lastTime)
        if let outcome = runSteps(due) { return outcome }
      } else {
        stepper.reset()
      }
      lastTime = now
      switch read {
      case .timeout:
        continue
      case .hangup:
        return .hangup
      case .terminated(let signal):
        return .terminated(signal: signal)
      case .event(let event):
        needsRender = true
        inputSinceRender = true
        if case .resize = event {
          lastPresented = nil
        } else if tooSmall {
          continue  // the scene is paused behind the "too small" message
        }
        if let outcome = perform(stack.handle(event)) { return outcome }
      }
    }
  }

  /// Asks the terminal for key releases while the top scene wants them, and tells the scene.
  private func syncKeyReleases() -> Outcome? {
    let wanted = stack.top.wantsKeyReleases
    guard wanted != keyReleasesRequested else { return nil }
    keyReleasesRequested = wanted
    let active = terminal.reportKeyReleases(wanted)
    guard wanted else { return nil }
    needsRender = true
    return perform(stack.handle(.keyReleasesReported(active)))
  }

  /// Runs up to `count` steps of the top scene; stops early when the stack changes under it.
  private func runSteps(_ count: Int) -> Outcome? {
    let depth = stack.depth
    for _ in 0..<count {
      guard stack.depth == depth, stack.top.isAnimating else { break }
      needsRender = true
      if let outcome = perform(stack.step()) { return outcome }
    }
    return nil
  }

  // MARK: - Commands

  /// Applies commands in order; returns an outcome when one of them ends the program.
  private func perform(_ commands: [Command]) -> Outcome? {
    for command in commands {
      switch stack.apply(command) {
      case .applied:
        needsRender = true
      case .quit:
        return .quit
      case .effect(let effect):
        if let outcome = carryOut(effect) { return outcome }
      }
    }
    return nil
  }

  /// Carries out a command that is not about the stack.
  private func carryOut(_ command: Command) -> Outcome? {
    switch command {
    case .sound:
      if settings.sound != .off { terminal.signal(settings.sound) }
      return nil
    case .applySettings(let newSettings):
      settings = newSettings
      terminal.apply(newSettings)
      effects.saveSettings(newSettings)
      lastPresented = nil
      needsRender = true
      return broadcast(.settingsChanged(newSettings))
    case .writeFile(let path, let contents):
      let result = effects.writeFile(path, contents)
      return perform(stack.handle(.effect(result)))
    case .submitScore(let submission):
      return perform(effects.submitScore(submission))
    case .push, .replace, .pop, .popToRoot, .quit:
      return perform([command])
    }
  }

  /// Sends an event to every scene on the stack.
  private func broadcast(_ event: InputEvent) -> Outcome? {
    perform(stack.notifyAll(event))
  }

  // MARK: - Drawing

  /// Draws the stack (or the "too small" message) and presents it if anything changed.
  ///
  /// Returns whether a frame was drawn.
  @discardableResult
  private func renderIfNeeded() -> Bool {
    guard needsRender else { return false }
    needsRender = false
    var canvas = Canvas(size: terminal.size, capabilities: terminal.capabilities)
    let minimum = stack.top.minimumSize
    if canvas.size.fits(minimum) {
      stack.render(into: &canvas)
    } else {
      TooSmallMessage.render(need: minimum, into: &canvas)
    }
    guard canvas != lastPresented else { return true }
    terminal.present(canvas)
    lastPresented = canvas
    return true
  }
}
