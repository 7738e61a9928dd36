import ArcadeKit
import Drawing
import TerminalWire

/// One arcade on one terminal, with no I/O: bytes and time in; bytes, effects and the next
/// wake out.
///
/// The loop body of the arcade as a value. A host (the process's own terminal, a network
/// connection, a test) feeds it what its terminal sent (`receive`), the terminal's size
/// (`resize`) and the time (`advance`, at `nextWake` at the latest), writes the bytes it
/// returns, carries out the effects it asks for and hands their answers back (`deliver`).
/// Nothing here reads a clock, a file descriptor, a signal or the environment, so one process
/// can run many sessions side by side, and the same bytes at the same times make the same
/// output, byte for byte.
///
/// Scenes step on a fixed timestep only while the top one animates, or the one directly under an
/// overlay that keeps it stepping (`Overlay.keepsSceneBelowStepping`: a network match under its
/// help panel), each at its own rate; an idle screen asks for no wake at all. Input is handled
/// at once, after the steps that were due before it, and only by the top scene.
public struct ArcadeSession: Sendable {
  private var stack: SceneStack
  private var wire: TerminalWire
  private var settings: DisplaySettings
  /// The terminal's size in cells (the canvas is never larger than `Canvas.maximumSize`).
  public private(set) var size: Size
  /// What frames are drawn with: the terminal's facts and the settings.
  public private(set) var capabilities: Capabilities
  /// The frame last written to the terminal (nil before the first, or after the screen was
  /// lost to a resize or a resume).
  public private(set) var screen: Canvas?
  /// Set once the session has ended.
  public private(set) var outcome: SessionOutcome?

  private var stepper = FixedStepper(stepsPerSecond: 60)
  /// Whether the top scene was animating when the last call ended: the time since then is
  /// stepped through at the start of the next.
  private var animating = false
  /// The identity of the scene on top when the last call ended (the one `stepper` times).
  private var steppedTopID = 0
  /// The clock of the scene stepped under an overlay that keeps it stepping; a scene takes its
  /// clock along between the top and that place, so its steps keep their rhythm.
  private var belowStepper = FixedStepper(stepsPerSecond: 60)
  /// The identity of the scene stepped under the top one when the last call ended, if any.
  private var steppedBelowID: Int?
  /// Whether that scene was animating when the last call ended.
  private var belowAnimating = false
  /// The time of the last call.
  private var lastTime: Double
  private var pacer: FramePacer
  private var releases = KeyReleaseSync()
  /// When the terminal's replies to the start-up queries are given up on.
  private var repliesDeadline: Double
  /// The canvas the next frame is drawn into; it and `screen` trade storage each frame, so
  /// drawing a frame allocates no cells.
  private var frame = Canvas(size: Size(width: 0, height: 0))
  private var needsRender = true
  /// The scene that last asked the network for something: its events go to it, and the
  /// network is closed when it leaves the stack.
  public private(set) var networkOwner: Int?
  /// What the call in progress asks of the host: one value reused from call to call (`clear`).
  private var output = SessionOutput()
  /// A note the host shows in a blank corner of every frame ("2 watching"), or nil.
  public private(set) var cornerNote: String?
  /// Whether frames are held back: the host's connection takes no more now (a client that
  /// stopped reading). The game goes on; only drawing waits.
  public private(set) var framesHeld = false
  /// Plain mode's reader of frames (`DisplaySettings.plain`).
  private var narrator = PlainNarrator()
  /// The player's hold-to-repeat delay at work (`DisplaySettings.repeatDelay`).
  private var repeats = KeyRepeatFilter()

  /// How long the session waits for the terminal to say what it supports (the kitty keyboard
  /// protocol) before it goes on without.
  public static let replyWait = 0.25

  /// A session showing `root` on a terminal spoken to through `wire`, `size` cells large.
  ///
  /// While the top scene animates, frames are drawn at most `framesPerSecond` times a second;
  /// after input the next frame is drawn at once.
  public init(
    root: any Scene, wire: TerminalWire, size: Size, settings: DisplaySettings, framesPerSecond: Double = 30,
    at time: Double
  ) {
    stack = SceneStack(root: root)
    self.wire = wire
    self.size = size
    self.settings = settings
    capabilities = wire.capabilities(for: settings)
    pacer = FramePacer(framesPerSecond: framesPerSecond)
    lastTime = time
    repliesDeadline = time + Self.replyWait
  }

  /// How many scenes are on the stack.
  public var depth: Int { stack.depth }

  /// Whether the terminal is reporting key releases now (a crash must then pop its flags).
  public var reportsKeyReleases: Bool { wire.kittyPushed }

  /// Whether the terminal's replies to the start-up queries are still to come.
  public var awaitingReplies: Bool { wire.awaitingReplies }

  /// When the host must call `advance(to:)` at the latest (nil: only when input comes).
  public var nextWake: Double? {
    guard outcome == nil else { return nil }
    var wake: Double?
    var untilStep: Double? = animating ? stepper.timeUntilNextStep : nil
    if belowAnimating { untilStep = min(untilStep ?? belowStepper.timeUntilNextStep, belowStepper.timeUntilNextStep) }
    if let untilStep { wake = lastTime + max(untilStep, pacer.nextFrameTime - lastTime) }
    if let deadline = wire.deadline { wake = min(wake ?? deadline, deadline) }
    if releases.answerOwed && wire.awaitingReplies { wake = min(wake ?? repliesDeadline, repliesDeadline) }
    if let line = narrator.wake, settings.plain { wake = min(wake ?? line, line) }
    return wake
  }

  // MARK: - Driving

  /// Puts the terminal in the arcade's modes, asks what it supports and draws the first frame.
  public mutating func start(at time: Double) -> SessionOutput {
    begin(at: time)
    output.bytes += wire.start(plain: settings.plain)
    repliesDeadline = time + Self.replyWait
    return finish(at: time)
  }

  /// Handles what the terminal sent at `time`: keys, mouse reports, replies.
  public mutating func receive(_ bytes: some Collection<UInt8>, at time: Double) -> SessionOutput {
    begin(at: time)
    handle(wire.receive(bytes, at: time, reply: &output.bytes))
    return finish(at: time)
  }

  /// Handles events a host decoded itself (a test's script), in order, then draws once.
  public mutating func receive(events: [InputEvent], at time: Double) -> SessionOutput {
    begin(at: time)
    for event in events where outcome == nil {
      if case .resize(let newSize) = event { loseScreen(resizedTo: newSize) }
      input(event)
    }
    return finish(at: time)
  }

  /// The terminal is now `newSize`: everything is drawn again, and a moving game pauses.
  public mutating func resize(to newSize: Size, at time: Double) -> SessionOutput {
    begin(at: time)
    loseScreen(resizedTo: newSize)
    input(.resize(newSize))
    return finish(at: time)
  }

  /// Lets time pass to `time`: due steps run, a lone Esc whose deadline passed is decided.
  public mutating func advance(to time: Double) -> SessionOutput {
    begin(at: time)
    handle(wire.expire(at: time))
    return finish(at: time)
  }

  /// The bytes that give the terminal back to the shell for a while (Ctrl-Z): its modes off,
  /// the main screen back. `resume(at:)` undoes them.
  public mutating func suspend() -> [UInt8] {
    wire.finish()
  }

  /// The process continued after a suspend, its terminal now `newSize`: the modes go back on
  /// (before anything is drawn, so nothing lands on the shell's screen), the screen is drawn
  /// again and a moving game pauses.
  public mutating func resume(size newSize: Size, at time: Double) -> SessionOutput {
    begin(at: time)
    output.bytes += wire.start(plain: settings.plain)
    releases = KeyReleaseSync()
    loseScreen(resizedTo: newSize)
    input(.resumed)
    return finish(at: time)
  }

  /// Hands the answer to an effect back to the scene that asked (`requester`); what it shows
  /// is drawn at once, as the input that asked for it would be.
  public mutating func deliver(_ reply: EffectReply, to requester: Int, at time: Double) -> SessionOutput {
    begin(at: time)
    pacer.noteInput()
    switch reply {
    case .result(let result): answer(requester, with: result)
    case .commands(let commands): perform(commands, from: requester)
    }
    return finish(at: time)
  }

  /// Hands what the network did to the scene using it.
  public mutating func deliverNetwork(_ events: [NetworkEvent], at time: Double) -> SessionOutput {
    begin(at: time)
    if let owner = networkOwner, stack.ids.contains(owner) {
      for event in events where outcome == nil { answer(owner, with: .network(event)) }
    }
    return finish(at: time)
  }

  /// The game being played on this terminal as a replay so far (the topmost scene that is a
  /// game, under any overlay), for spectators; nil when none is.
  public var liveReplay: Replay? {
    stack.scenes.reversed().lazy.compactMap(\.liveReplay).first
  }

  /// Shows `note` in a blank right-hand corner of every frame from now on (nil: none), drawn at
  /// once (`Canvas.labelInFreeCorner`: never over what the screen shows there).
  public mutating func setCornerNote(_ note: String?, at time: Double) -> SessionOutput {
    begin(at: time)
    if note != cornerNote {
      cornerNote = note
      needsRender = true
      pacer.noteInput()
    }
    return finish(at: time)
  }

  /// Holds frames back while the terminal's connection cannot take them: the frames drawn in
  /// the meantime are never written (a stalled client gets no backlog of stale ones).
  public mutating func holdFrames() {
    framesHeld = true
  }

  /// The connection takes bytes again: the newest frame is drawn at once, against the screen
  /// the terminal last got, so only what changed since is sent.
  public mutating func releaseFrames(at time: Double) -> SessionOutput {
    framesHeld = false
    needsRender = true
    pacer.noteInput()
    begin(at: time)
    return finish(at: time)
  }

  /// Ends the session (a hangup, a signal, the host shutting down): what a scene holds that the
  /// player would lose is handed out as closing effects, the scene using the network says
  /// goodbye, and the bytes that restore the terminal come last. Nothing after this.
  public mutating func close(_ reason: SessionOutcome) -> SessionOutput {
    output.clear()
    end(reason)
    return output
  }

  // MARK: - Each call

  /// Starts a call at `time`: the steps due since the last call run first (the scene stepped
  /// under an overlay before the top one).
  private mutating func begin(at time: Double) {
    output.clear()
    guard outcome == nil else { return }
    if belowAnimating, let below = steppedBelowID {
      runSteps(belowStepper.advance(by: time - lastTime), below: below)
    } else {
      belowStepper.reset()
    }
    if animating, stack.topID == steppedTopID {
      runSteps(stepper.advance(by: time - lastTime))
    } else {
      stepper.reset()
    }
    lastTime = max(lastTime, time)
  }

  /// Ends a call: key releases and the network follow the stack, a frame is drawn if one is
  /// due, and the stepper is set for the scene now on top.
  private mutating func finish(at time: Double) -> SessionOutput {
    guard outcome == nil else { return output }
    syncKeyReleases(at: time)
    releaseNetworkIfOwnerLeft()
    guard outcome == nil else { return output }
    let sizeMessage = self.sizeMessage
    let top = stack.top
    let belowIndex = stack.steppedBelowIndex
    followSteppedScenes(top: stack.topID, below: belowIndex.map { stack.ids[$0] })
    animating = top.isAnimating && sizeMessage == nil
    belowAnimating = sizeMessage == nil && (belowIndex.map { stack.scenes[$0].isAnimating } ?? false)
    if !framesHeld, pacer.frameDue(at: time, animating: animating || belowAnimating) {
      pacer.noteFrame(at: time, drawn: renderIfNeeded())
    }
    if settings.plain, !framesHeld { narrator.flush(at: time, into: &output.bytes) }
    if animating { Self.keep(&stepper, at: top.stepsPerSecond) }
    if belowAnimating, let belowIndex { Self.keep(&belowStepper, at: stack.scenes[belowIndex].stepsPerSecond) }
    return output
  }

  /// Sets `stepper` for a scene stepping `stepsPerSecond` times a second, keeping it as it is
  /// when its rate is already that.
  private static func keep(_ stepper: inout FixedStepper, at stepsPerSecond: Double) {
    guard stepper.stepDuration != 1 / max(stepsPerSecond, 1e-3) else { return }
    // A slow scene (a countdown once a second) may account for one whole step per wake.
    stepper = FixedStepper(stepsPerSecond: stepsPerSecond, maximumElapsed: max(0.25, 1 / stepsPerSecond))
  }

  /// Hands the clocks to the scenes stepped now: a scene that went under an overlay that keeps
  /// it stepping takes the top's clock along, and takes it back when the overlay closes.
  private mutating func followSteppedScenes(top topID: Int, below belowID: Int?) {
    let topClock = stepper
    let belowClock = belowStepper
    if belowID != steppedBelowID {
      belowStepper = belowID != nil && belowID == steppedTopID ? topClock : FixedStepper(stepsPerSecond: 60)
    }
    if topID != steppedTopID, topID == steppedBelowID { stepper = belowClock }
    steppedTopID = topID
    steppedBelowID = belowID
  }

  // MARK: - Input

  /// Handles what the wire made of the terminal's bytes.
  private mutating func handle(_ events: [WireEvent]) {
    for event in events where outcome == nil {
      switch event {
      case .key(let key): input(.key(key))
      case .keyRelease(let key): input(.keyRelease(key))
      case .paste(let text): input(.paste(text))
      case .mouse(let report):
        input(.mouse(MouseEvent(report.kind, x: report.column, y: report.row, screen: size)))
      case .interrupt: end(.terminated(signal: SessionOutcome.interruptSignal))
      case .quit: end(.terminated(signal: SessionOutcome.quitSignal))
      case .suspend: ask(.suspend, for: stack.topID)
      case .capabilitiesChanged:
        capabilities = wire.capabilities(for: settings)
        screen = nil
        needsRender = true
      case .repliesComplete: break  // key releases follow in `finish`
      }
    }
  }

  /// What says the terminal is too small or too large for the screen (nil: it fits); never in
  /// plain mode, where nothing is drawn to the terminal (`drawnSize`).
  private var sizeMessage: TerminalSizeMessage? {
    settings.plain ? nil : TerminalSizeMessage.check(size: size, minimum: stack.minimumSize)
  }

  /// The size frames are drawn at: the terminal's, within the canvas limit; in plain mode at
  /// least what the screen needs and `plainSize`, as its text is read, not shown.
  private var drawnSize: Size {
    guard settings.plain else { return size.clamped(to: Canvas.maximumSize) }
    let least = stack.minimumSize
    let width = max(size.width, least.width, Self.plainSize.width)
    return Size(width: width, height: max(size.height, least.height, Self.plainSize.height))
      .clamped(to: Canvas.maximumSize)
  }

  /// The least size a frame is drawn at in plain mode: wide enough that no menu line or panel
  /// is cut short for its width, tall enough that a list shows whole pages.
  static let plainSize = Size(width: 160, height: 50)

  /// The screen as the terminal shows it is unknown (a resize, a resume): draw it all again.
  private mutating func loseScreen(resizedTo newSize: Size) {
    size = newSize
    screen = nil
    wire.invalidate()
    needsRender = true
  }

  /// Gives an event to the top scene, and pauses a moving game the player was away from.
  private mutating func input(_ event: InputEvent) {
    guard admitsRepeat(event) else { return }
    needsRender = true
    pacer.noteInput()
    var event = event
    if case .resize(let newSize) = event {
      // Scenes lay out for what can be drawn: never beyond the canvas limit.
      event = .resize(newSize.clamped(to: Canvas.maximumSize))
    } else if sizeMessage != nil {
      return  // the scene is paused behind the "too small" or "too large" message
    } else if settings.plain, case .key(.character("=")) = event, narrator.sayState(into: &output.bytes) {
      return  // plain mode's key for the state of the game narrated
    }
    let requester = stack.topID
    let moving = stack.top.isAnimating && stack.top.pausesWhenInterrupted
    perform(stack.handle(event), from: requester)
    // A game that moves pauses when the terminal was resized or suspended: the player was
    // away from it, or its screen was broken for a moment.
    if outcome == nil, moving, stack.topID == requester, let pause = PauseOverlayScene.forInterruption(event) {
      perform([.push(pause)], from: requester)
    }
  }

  /// Whether `event` is no repeat the player's delay holds back. A scene that holds a control
  /// while its key is down (Paddles' paddles, Lander's engine: `wantsKeyReleases`) takes every
  /// repeat: there the hold is the control.
  private mutating func admitsRepeat(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      guard let delay = settings.repeatDelay, !stack.top.wantsKeyReleases else { return true }
      return repeats.admits(key, at: lastTime, delay: delay)
    case .keyRelease(let key):
      repeats.released(key)
      return true
    default:
      return true
    }
  }

  /// Asks the terminal for key releases while the top scene wants them, and tells the scene
  /// once the terminal has said whether it can.
  private mutating func syncKeyReleases(at time: Double) {
    // Telling a scene may change the stack, and the new top may want otherwise: settle it.
    for _ in 0..<4 {
      let known = !wire.awaitingReplies || time >= repliesDeadline
      guard let change = releases.update(wanted: stack.top.wantsKeyReleases, known: known) else { return }
      switch change {
      case .stop:
        _ = wire.reportKeyReleases(false, into: &output.bytes)
      case .start:
        let active = wire.reportKeyReleases(true, into: &output.bytes)
        needsRender = true
        let requester = stack.topID
        perform(stack.handle(.keyReleasesReported(active)), from: requester)
      }
      if outcome != nil { return }
    }
  }

  /// Runs up to `count` steps of the top scene; stops early when the stack changes under it.
  private mutating func runSteps(_ count: Int) {
    let depth = stack.depth
    for _ in 0..<count {
      guard outcome == nil, stack.depth == depth, stack.top.isAnimating else { break }
      needsRender = true
      let requester = stack.topID
      perform(stack.step(), from: requester)
    }
  }

  /// Runs up to `count` steps of the scene `below` while it is the one stepped under the top
  /// overlay; its commands are its own. Stops early when the stack changes.
  private mutating func runSteps(_ count: Int, below id: Int) {
    let depth = stack.depth
    for _ in 0..<count {
      guard outcome == nil, stack.depth == depth, let index = stack.steppedBelowIndex, stack.ids[index] == id,
        stack.scenes[index].isAnimating
      else { break }
      needsRender = true
      perform(stack.step(sceneID: id) ?? [], from: id)
    }
  }

  // MARK: - Commands and effects

  /// Applies commands in order, as asked by the scene with identity `requester`.
  ///
  /// A stack command of the scene stepped under an overlay is its own: the overlay closes first
  /// (the match's result replaces its help panel; its leaving takes the panel along). A scene
  /// using the network that leaves the stack says its goodbye first.
  private mutating func perform(_ commands: [Command], from requester: Int) {
    for command in commands {
      guard outcome == nil else { return }
      switch command {
      case .push:
        closeOverlays(above: requester)
      case .replace, .pop:
        closeOverlays(above: requester)
        letNetworkOwnerSayGoodbye()
      case .quit, .perform:
        break
      }
      switch stack.apply(command) {
      case .applied: needsRender = true
      case .quit: end(.quit)
      case .effect(let effect): carryOut(effect, for: requester)
      }
    }
  }

  /// Closes the overlays over `requester` while it is the scene they keep stepping.
  private mutating func closeOverlays(above requester: Int) {
    while outcome == nil, let index = stack.steppedBelowIndex, stack.ids[index] == requester {
      _ = stack.apply(.pop)
      needsRender = true
    }
  }

  /// When the scene on top is the network's user and is about to leave the stack, it hears
  /// `.closing` and its goodbye goes out (the network itself is closed once it has left).
  private mutating func letNetworkOwnerSayGoodbye() {
    guard let owner = networkOwner, owner == stack.topID,
      let commands = stack.handle(.effect(.network(.closing)), sceneID: owner)
    else { return }
    for case .perform(.network(let request)) in commands where request != .close {
      ask(.scene(.network(request)), for: owner)
    }
  }

  /// Carries out what the session can itself (sound, settings) and hands the rest to the host.
  private mutating func carryOut(_ effect: Effect, for requester: Int) {
    switch effect {
    case .sound:
      // With reduced motion a screen flash would flash: the bell rings instead.
      let sound: SoundMode = settings.reducedMotion && settings.sound == .flash ? .bell : settings.sound
      if sound != .off {
        output.bytes += wire.sound(sound)
        output.cues.append(sound)
      }
    case .applySettings(let newSettings):
      let oldSettings = settings
      settings = newSettings
      if newSettings.plain != oldSettings.plain {
        // Into plain lines or out of them, as a suspend and a resume would: the modes of the
        // one given back, the other's entered, and the new way reads or draws the screen whole.
        output.bytes += wire.finish()
        output.bytes += wire.start(plain: newSettings.plain)
        releases = KeyReleaseSync()
        repliesDeadline = lastTime + Self.replyWait
        narrator = PlainNarrator()
      }
      capabilities = wire.capabilities(for: newSettings)
      screen = nil
      wire.invalidate()
      needsRender = true
      broadcast(.settingsChanged(newSettings))
      ask(.saveSettings(old: oldSettings, new: newSettings), for: requester)
    case .network:
      networkOwner = requester
      ask(.scene(effect), for: requester)
    case .copyToClipboard(let text):
      output.bytes += wire.clipboard(text)
    case .submitScore, .writeFile, .open, .request:
      ask(.scene(effect), for: requester)
    }
  }

  /// Hands work to the host on behalf of `requester`.
  private mutating func ask(_ effect: HostEffect, for requester: Int, closing: Bool = false) {
    output.effects.append(SessionEffect(requester: requester, effect: effect, closing: closing, settings: settings))
  }

  /// Sends an effect's result to the scene that asked for it and carries out its answer.
  private mutating func answer(_ requester: Int, with result: EffectResult) {
    needsRender = true
    guard let commands = stack.handle(.effect(result), sceneID: requester) else { return }
    perform(commands, from: requester)
  }

  /// Sends an event to every scene on the stack.
  private mutating func broadcast(_ event: InputEvent) {
    let requester = stack.topID
    perform(stack.notifyAll(event), from: requester)
  }

  /// Closes the network once the scene using it has left the stack (the player left).
  private mutating func releaseNetworkIfOwnerLeft() {
    guard let owner = networkOwner, !stack.ids.contains(owner) else { return }
    ask(.scene(.network(.close)), for: owner)
    networkOwner = nil
  }

  // MARK: - The end

  /// Ends the session once: every scene hears `.closing` and the scores they hand over are
  /// given to the host to keep; the network's user says goodbye (the host closes the link,
  /// which is its own); the terminal's modes are put back.
  private mutating func end(_ reason: SessionOutcome) {
    guard outcome == nil else { return }
    outcome = reason
    output.outcome = reason
    let requester = stack.topID
    for case .perform(let effect) in stack.gatherAll(.closing) {
      if case .submitScore = effect { ask(.scene(effect), for: requester, closing: true) }
    }
    if let owner = networkOwner {
      if let commands = stack.handle(.effect(.network(.closing)), sceneID: owner) {
        for case .perform(.network(let request)) in commands {
          ask(.scene(.network(request)), for: owner, closing: true)
        }
      }
      networkOwner = nil
    }
    output.bytes += wire.finish()
  }

  // MARK: - Drawing

  /// Draws the stack (or the "too small" or "too large" message) and writes it if anything
  /// changed. Returns whether a frame was drawn: false when it changed nothing on the screen.
  private mutating func renderIfNeeded() -> Bool {
    guard needsRender else { return false }
    needsRender = false
    frame.reset(size: drawnSize, capabilities: capabilities)
    if let message = sizeMessage {
      message.render(have: size, into: &frame)
    } else {
      // Text drawn around the scenes is no scene's (a narrated game's below all is layer 0).
      frame.textLayer = -1
      stack.render(into: &frame)
      // In a corner the screen leaves blank, as a daily practice label: never over a score.
      if let cornerNote { frame.labelInFreeCorner(" \(cornerNote) ", style: .highlighted) }
    }
    // The encoder's comparison is the only one: a frame that changed no cell wrote no byte.
    let before = output.bytes.count
    if settings.plain {
      narrator.read(
        frame, page: stack.topID, top: stack.depth - 1, overlay: stack.top.overlay != nil,
        animates: animating || belowAnimating,
        narrated: stack.narrated, at: lastTime, into: &output.bytes)
    } else {
      wire.present(frame, into: &output.bytes)
    }
    // The canvases trade places, swapped rather than copied (a copy retains each of a canvas's
    // buffers); the static layer goes on with the drawing, into the canvas drawn next.
    if screen == nil {
      screen = frame
    } else {
      swap(&frame, &screen!)
      frame.takeBackdrop(from: &screen!)
    }
    guard output.bytes.count != before else { return false }
    output.presented = true
    return true
  }
}
