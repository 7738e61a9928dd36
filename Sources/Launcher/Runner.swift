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
  /// The canvas the next frame is drawn into; it and `lastPresented` trade storage each frame,
  /// so drawing a frame allocates no cells.
  private var frame = Canvas(size: Size(width: 0, height: 0))
  private var needsRender = true
  /// When the last frame was drawn, and whether input arrived since (input is shown at once).
  private var lastRenderTime = -Double.infinity
  private var inputSinceRender = true
  /// Seconds between frames while a scene animates: fewer frames than steps halves the bytes
  /// and the CPU a moving game costs, without slowing the simulation or delaying a key.
  private let frameInterval: Double
  /// Whether key releases were last asked of the terminal (for the scene on top).
  private var keyReleasesRequested = false
  /// The network, for scenes that play over it (nil: network requests fail).
  private let network: (any NetworkLink)?
  /// The scene that last asked the network for something: its events go to it, and the
  /// network closes when it leaves the stack.
  private var networkOwner: Int?

  /// Creates a runner showing `root` on `terminal`, with `network` for the scenes that play over it.
  ///
  /// While the top scene animates, frames are drawn at most `framesPerSecond` times a second
  /// (steps still run at the scene's own rate); after input the next frame is drawn at once.
  public init(
    root: any Scene, terminal: any Terminal, time: any TimeSource, settings: DisplaySettings,
    effects: RunnerEffects, network: (any NetworkLink)? = nil, framesPerSecond: Double = 30
  ) {
    self.network = network
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
    let outcome = loop()
    keepPromises()
    closeNetwork()
    return outcome
  }

  /// At the end: what a scene holds that the player would lose is kept. Every scene hears
  /// `.closing`, and the scores they hand over (one in the score flow, a run's end) are kept
  /// for the host to save as it exits.
  private func keepPromises() {
    for case .perform(.submitScore(let submission)) in stack.gatherAll(.closing) {
      effects.keepScore(submission)
    }
  }

  /// The loop itself: input, steps, frames, commands.
  private func loop() -> Outcome {
    lastTime = time.now()
    while true {
      if let outcome = syncKeyReleases() { return outcome }
      if let outcome = serviceNetwork(ready: false) { return outcome }
      let top = stack.top
      // Every visible scene must fit, not only the top one: a resize pauses a game under a
      // small panel, and that panel must not be drawn over the game's broken layout.
      let sizeMessage = TerminalSizeMessage.check(size: terminal.size, minimum: stack.minimumSize)
      let animating = top.isAnimating && sizeMessage == nil
      let frameStart = time.now()
      if (!animating || inputSinceRender || frameStart - lastRenderTime >= frameInterval - 1e-9)
        && !moreInputWaiting()
      {
        if renderIfNeeded() { lastRenderTime = frameStart }
        inputSinceRender = false
      }
      if animating && stepper.stepDuration != 1 / max(top.stepsPerSecond, 1e-3) {
        // A slow scene (a countdown once a second) may account for one whole step per wake.
        stepper = FixedStepper(stepsPerSecond: top.stepsPerSecond, maximumElapsed: max(0.25, 1 / top.stepsPerSecond))
      }
      // Sleep until a step is due and a frame may be drawn: waking for a step whose result no
      // frame shows would only cost a wakeup. Steps always catch up before input is handled,
      // so the game is the same whichever way the wakeups fall.
      var timeout = animating
        ? max(stepper.timeUntilNextStep, lastRenderTime + frameInterval - frameStart)
        : nil
      if network?.hasPendingEvents == true { timeout = 0 }
      let read = terminal.read(timeout: timeout, watching: networkTargets)
      let now = time.now()
      if animating {
        let due = stepper.advance(by: now - lastTime)
        if let outcome = runSteps(due) { return outcome }
      } else {
        stepper.reset()
      }
      lastTime = now
      if let outcome = serviceNetwork(ready: read == .networkReady) { return outcome }
      switch read {
      case .timeout, .networkReady:
        continue
      case .capabilitiesChanged:
        needsRender = true
        continue
      case .hangup:
        return .hangup
      case .terminated(let signal):
        return .terminated(signal: signal)
      case .event(let event):
        needsRender = true
        inputSinceRender = true
        var event = event
        if case .resize(let size) = event {
          lastPresented = nil
          // Scenes lay out for what can be drawn: never beyond the canvas limit.
          event = .resize(size.clamped(to: Canvas.maximumSize))
        } else if sizeMessage != nil {
          continue  // the scene is paused behind the "too small" or "too large" message
        }
        let requester = stack.topID
        let moving = stack.top.isAnimating && stack.top.pausesWhenInterrupted
        if let outcome = perform(stack.handle(event), from: requester) { return outcome }
        // A game that moves pauses when the terminal was resized or suspended: the player was
        // away from it, or its screen was broken for a moment.
        if moving, stack.topID == requester, let pause = PauseOverlayScene.forInterruption(event) {
          if let outcome = perform([.push(pause)], from: requester) { return outcome }
        }
      }
    }
  }

  /// Whether input arrived since the last frame and more is already waiting (a paste, a burst
  /// of keys): it is handled before the next frame is drawn, so a paste of a mebibyte costs a
  /// mebibyte of key handling and one frame, not a frame per character.
  private func moreInputWaiting() -> Bool {
    inputSinceRender && terminal.hasPendingInput
  }

  /// Asks the terminal for key releases while the top scene wants them, and tells the scene.
  private func syncKeyReleases() -> Outcome? {
    let wanted = stack.top.wantsKeyReleases
    guard wanted != keyReleasesRequested else { return nil }
    keyReleasesRequested = wanted
    let active = terminal.reportKeyReleases(wanted)
    guard wanted else { return nil }
    needsRender = true
    let requester = stack.topID
    return perform(stack.handle(.keyReleasesReported(active)), from: requester)
  }

  /// Runs up to `count` steps of the top scene; stops early when the stack changes under it.
  private func runSteps(_ count: Int) -> Outcome? {
    let depth = stack.depth
    for _ in 0..<count {
      guard stack.depth == depth, stack.top.isAnimating else { break }
      needsRender = true
      let requester = stack.topID
      if let outcome = perform(stack.step(), from: requester) { return outcome }
    }
    return nil
  }

  // MARK: - Commands

  /// Applies commands in order, as asked by the scene with identity `requester`; returns an
  /// outcome when one of them ends the program.
  private func perform(_ commands: [Command], from requester: Int) -> Outcome? {
    for command in commands {
      switch stack.apply(command) {
      case .applied:
        needsRender = true
      case .quit:
        return .quit
      case .effect(let effect):
        if let outcome = carryOut(effect, for: requester) { return outcome }
      }
    }
    return nil
  }

  /// Carries out an effect; its result goes back to the scene that asked, if still there.
  private func carryOut(_ effect: Effect, for requester: Int) -> Outcome? {
    switch effect {
    case .sound:
      if settings.sound != .off { terminal.signal(settings.sound) }
      return nil
    case .applySettings(let newSettings):
      let oldSettings = settings
      settings = newSettings
      terminal.apply(newSettings)
      let problem = effects.saveSettings(oldSettings, newSettings)
      lastPresented = nil
      needsRender = true
      if let outcome = broadcast(.settingsChanged(newSettings)) { return outcome }
      guard let problem else { return nil }
      return perform(
        [.push(NoticeScene(
          title: "Settings not saved", lines: [problem, "They apply until you leave the arcade."]))],
        from: requester)
    case .writeFile(let path, let contents):
      return answer(requester, with: effects.writeFile(path, contents))
    case .submitScore(let submission):
      return perform(effects.submitScore(submission), from: requester)
    case .scoreFile(let request):
      return answer(requester, with: effects.scoreFile(request))
    case .loadReplays(let board):
      return answer(requester, with: .replays(board: board, effects.loadReplays(board)))
    case .network(let request):
      guard let network else {
        return answer(requester, with: .network(.failed(message: "Network play is not available here.")))
      }
      networkOwner = requester
      for event in network.perform(request) {
        if let outcome = answer(requester, with: .network(event)) { return outcome }
      }
      return nil
    case .open(let request):
      do {
        let scene = try effects.openScene(request)
        return perform([.push(scene)], from: requester)
      } catch {
        return answer(requester, with: .openFailed(message: "\(error)"))
      }
    }
  }

  /// Sends an effect's result to the scene that asked for it and carries out its answer.
  private func answer(_ requester: Int, with result: EffectResult) -> Outcome? {
    needsRender = true
    guard let commands = stack.handle(.effect(result), sceneID: requester) else { return nil }
    return perform(commands, from: requester)
  }

  // MARK: - Network

  /// The sockets to watch with the terminal: the network's, while a scene on the stack uses it.
  private var networkTargets: [PollTarget] {
    guard let network, networkOwner != nil else { return [] }
    return network.pollTargets
  }

  /// Reads what the network has (when `ready`, or when events wait) and gives it to the scene
  /// using it; closes the network once that scene has left the stack (the player left).
  private func serviceNetwork(ready: Bool) -> Outcome? {
    guard let network, let owner = networkOwner else { return nil }
    guard stack.ids.contains(owner) else {
      _ = network.perform(.close)
      networkOwner = nil
      return nil
    }
    guard ready || network.hasPendingEvents else { return nil }
    for event in network.service() {
      if let outcome = answer(owner, with: .network(event)) { return outcome }
    }
    return nil
  }

  /// At the end (a quit, a signal, the terminal gone): the scene using the network may say
  /// goodbye (`.closing`), its network requests are carried out, and the network closes.
  private func closeNetwork() {
    guard let network else { return }
    if let owner = networkOwner, let commands = stack.handle(.effect(.network(.closing)), sceneID: owner) {
      for case .perform(.network(let request)) in commands { _ = network.perform(request) }
    }
    _ = network.perform(.close)
    networkOwner = nil
  }

  /// Sends an event to every scene on the stack.
  private func broadcast(_ event: InputEvent) -> Outcome? {
    let requester = stack.topID
    return perform(stack.notifyAll(event), from: requester)
  }

  // MARK: - Drawing

  /// The size of canvas to draw: the terminal's, but never beyond `Canvas.maximumSize`, so
  /// every frame's work is bounded whatever the window claims.
  private var canvasSize: Size { terminal.size.clamped(to: Canvas.maximumSize) }

  /// Draws the stack (or the "too small" or "too large" message) and presents it if anything changed.
  ///
  /// Returns whether a frame was drawn.
  @discardableResult
  private func renderIfNeeded() -> Bool {
    guard needsRender else { return false }
    needsRender = false
    let size = terminal.size
    frame.reset(size: canvasSize, capabilities: terminal.capabilities)
    if let message = TerminalSizeMessage.check(size: size, minimum: stack.minimumSize) {
      message.render(have: size, into: &frame)
    } else {
      stack.render(into: &frame)
    }
    guard frame != lastPresented else { return true }
    terminal.present(frame)
    let shown = frame
    frame = lastPresented ?? frame
    lastPresented = shown
    return true
  }
}
