import ArcadeKit
import Drawing
import NetPlay

// MARK: - Playing a network match

/// Playing a network match (`network` is set): what the network brings (screened at the host's
/// door first), the player's keys, releases and drags, and the lockstep steps: this side's
/// inputs go out a few steps ahead, and each step is played from both sides' inputs once both
/// are in, exactly alike on both sides. Nothing pauses: help and the leave question are every
/// game's panels, under which the match plays on.
extension PlayScene {
  /// Whether the match itself needs steps (callers at the door aside).
  var networkIsAnimating: Bool {
    guard let network else { return false }
    guard network.begun else { return true }
    switch network.session.stage {
    case .playing: return !isResting
    case .connecting, .greeting, .waiting: return true
    case .opening, .hosting, .ended: return false
    }
  }

  /// At the start of play (Paddles' "Ready?") nothing moves until someone acts: both sides stop
  /// at the same step and sleep (no step, no message, 0% CPU) until an input here or the other
  /// side's first.
  private var isResting: Bool {
    guard let network else { return false }
    return !game.isAnimating && !network.rules.hasInputWaiting(game) && network.session.isAtRest
  }

  /// 60 steps a second while the game moves; 10 while it rests (before both sides rest, and
  /// from an input to the step it applies at); one a second while only a countdown and
  /// reconnecting are kept (connecting, waiting): what arrives wakes the scene anyway; 10 while
  /// only callers at the host's door have deadlines. The first step (opening the port,
  /// connecting) comes at once.
  var networkStepsPerSecond: Double {
    guard let network, network.begun else { return NetSession.stepsPerSecond }
    if !networkIsAnimating { return 10 }  // only callers' deadlines to keep
    return switch network.session.stage {
    case .connecting, .waiting: 1
    case .playing where !game.isAnimating: 10
    default: NetSession.stepsPerSecond
    }
  }

  // MARK: - Input

  /// An event in a network match.
  mutating func handleInNetworkMatch(_ event: InputEvent) -> [Command] {
    if case .effect(.network(let networkEvent)) = event {
      // Callers are screened at the door first; only what reaches the match is recorded.
      var (requests, admitted) = network!.session.screen(networkEvent, now: network!.doorClock)
      for event in admitted {
        recording.record(Self.withoutAddresses(.effect(.network(event))))
        let resting = isResting
        requests += network!.session.receive(event, now: network!.clock)
        // The other side acted: its input wakes this side, whose clock starts from here.
        if resting, !isResting { network!.session.restartClock(now: network!.clock) }
      }
      if !network!.hasMatch, let setup = network!.session.setup { adoptMatch(setup) }
      return Self.commands(requests)
    }
    recording.record(Self.withoutAddresses(event))
    switch event {
    case .key(let key):
      return handleKeyInNetworkMatch(key)
    case .keyRelease(let key):
      if let action = keys.action(for: key) { game.release(key, for: action) }
    case .keyReleasesReported(let reported):
      network!.releasesReported = reported
      game.keyReleases(reported: reported)
    case .mouse(let mouse):
      guard network!.session.isUnderway, network!.hasMatch else { return [] }
      actOnGame { $0.mouse(mouse) }
    case .resize, .resumed:
      game.interrupted(pausing: false)  // nothing pauses; held keys will not report their release
    case .effect, .settingsChanged, .closing, .paste:
      break
    }
    return []
  }

  /// A key in a network match: after the end, Enter, Space or back leaves; back leaves a match
  /// not under way at once; help and the leave question open over the match; the rest is the
  /// game's.
  private mutating func handleKeyInNetworkMatch(_ key: Key) -> [Command] {
    let session = network!.session
    if session.hasEnded {
      guard key.isConfirm || controls.action(for: key) == .back else { return [] }
      return leaveNetworkMatch()
    }
    if controls.action(for: key) == .back, !session.isUnderway { return leaveNetworkMatch() }
    if let command = controls.command(for: key, in: self) {
      game.interrupted(pausing: false)  // the panel takes the keys: no release will come for those held
      return [command]
    }
    guard session.isUnderway, let action = keys.action(for: key) else { return [] }
    actOnGame { $0.press(key, for: action) }
    return []
  }

  /// `body` acts on the game; an input it leaves waiting wakes a match at rest, whose clock
  /// starts from here.
  private mutating func actOnGame(_ body: (inout Game) -> Void) {
    let resting = isResting
    body(&game)
    if resting, !isResting { network!.session.restartClock(now: network!.clock) }
  }

  /// Says goodbye to the other side and closes.
  private mutating func leaveNetworkMatch() -> [Command] {
    Self.commands(network!.session.leave(now: network!.clock)) + [.pop]
  }

  /// The joiner's game becomes the match the host's `setup` describes (a setup the game cannot
  /// play was refused by the session already).
  private mutating func adoptMatch(_ setup: NetMatchSetup) {
    guard let match = try? network!.rules.match(setup, network!.side) else { return }
    levels = [match.level]
    seed = setup.seed
    options = match.options
    game = newGame()
    // The terminal's word on key releases came before the match did.
    if let reported = network!.releasesReported { game.keyReleases(reported: reported) }
    network!.hasMatch = true
  }

  /// `event` with the machine's and the peer's addresses left out: a replay is shared, and
  /// the match never depends on them.
  static func withoutAddresses(_ event: InputEvent) -> InputEvent {
    switch event {
    case .effect(.network(.listening(let port, _))): .effect(.network(.listening(port: port, addresses: [])))
    case .effect(.network(.connected)): .effect(.network(.connected(peer: "")))
    default: event
    }
  }

  /// Network requests as commands for the session.
  static func commands(_ requests: [NetworkRequest]) -> [Command] {
    requests.map { .perform(.network($0)) }
  }

  // MARK: - Steps

  /// A step of a network match: the door's deadlines, the session's timers, this side's inputs
  /// sent ahead, and every step both sides' inputs are in for, played.
  mutating func stepNetworkMatch() -> [Command] {
    let perStep = 1 / stepsPerSecond
    if !networkIsAnimating {
      // Only the door keeps time: the match (and its replay) sees no step.
      network!.doorClock += perStep
      return Self.commands(network!.session.dismissLateCallers(now: network!.doorClock))
    }
    recording.countStep()
    guard network!.begun else {
      network!.begun = true
      return Self.commands(network!.session.begin(now: network!.clock))
    }
    network!.clock += perStep
    network!.doorClock += perStep
    let now = network!.clock
    let rules = network!.rules
    var requests = network!.session.dismissLateCallers(now: network!.doorClock) + network!.session.update(now: now)
    // At the start of play neither side sends anything until someone acts: both then rest at
    // the same step.
    let holding = !game.isAnimating && !rules.hasInputWaiting(game) && network!.session.isAtStart
    let wanted = holding ? 0 : network!.session.localInputsWanted(now: now)
    if wanted > 0 {
      var inputs: [[UInt8]] = []
      for _ in 0..<wanted { inputs.append(rules.takeInput(&game)) }
      requests += network!.session.addLocal(inputs)
    }
    var commands: [Command] = []
    while let (host, joiner) = network!.session.nextStep(now: now) {
      let hadResult = game.result != nil
      guard let cues = rules.step(&game, host, joiner) else {
        requests += network!.session.reject("a \(Game.title) input no arcade sends", now: now)
        break
      }
      commands += cues.map { cue in
        switch cue {
        case .sound: .perform(.sound)
        }
      }
      if !hadResult, let result = game.result {
        network!.session.finish(now: now)
        commands.append(.perform(.submitScore(submission(result))))
      }
      network!.steps += 1
      if network!.steps % NetSession.hashInterval == 0 {
        requests += network!.session.recordHash(step: network!.steps, value: rules.stateHash(game), now: now)
      }
    }
    return Self.commands(requests) + commands
  }

  // MARK: - The picture

  /// What the game's picture shows of `network`: its panel for where the connection is and
  /// the middle of the status line.
  func view(of network: NetworkContext<Game>, glyphs g: Glyphs) -> NetworkView {
    let session = network.session
    var status = NetworkTexts.keysHint(glyphs: g)
    if let trip = session.roundTrip, session.isUnderway {
      status = NetworkTexts.roundTrip(
        milliseconds: Int((trip * 1000).rounded()),
        delayMilliseconds: session.timeline.map { $0.inputDelay * 1000 / 60 }, glyphs: g)
    }
    var covers = true
    switch session.stage {
    case .playing: covers = false
    case .ended(let ending): covers = ending != .finished
    default: break
    }
    return NetworkView(
      side: network.side, hasMatch: network.hasMatch, isUnderway: session.isUnderway,
      panel: panel(of: network, glyphs: g), panelCoversField: covers, status: status)
  }

  /// The panel for where the connection is; nil while playing and after a win.
  private func panel(of network: NetworkContext<Game>, glyphs g: Glyphs) -> (title: String, lines: [String])? {
    let session = network.session
    let leave = controls.global.firstLabel(for: .back)
    switch session.stage {
    case .opening:
      return (NetworkTexts.hostingTitle(Game.title), NetworkTexts.openingPort(glyphs: g))
    case .hosting:
      let port = session.listening?.port ?? 0
      let addresses = session.listening?.addresses ?? []
      let commands = addresses.map { NetworkTexts.joinCommand(address: $0, port: port) }
      return (
        NetworkTexts.hostingTitle(Game.title),
        NetworkTexts.waitingForOpponent(joinCommands: commands, leave: leave, glyphs: g)
      )
    case .connecting:
      guard case .joiner(let host, let port) = session.role else { return nil }
      return (
        NetworkTexts.joiningTitle(Game.title), NetworkTexts.connecting(host: host, port: port, leave: leave, glyphs: g)
      )
    case .greeting:
      return (Game.title, NetworkTexts.greeting(peer: session.peer, glyphs: g))
    case .waiting(let since):
      let left = max(0, Int((NetSession.giveUpAfter - (network.clock - since)).rounded(.up)))
      return (Game.title, NetworkTexts.waitingForReturn(secondsLeft: left, leave: leave, glyphs: g))
    case .playing:
      return nil
    case .ended(let ending):
      if ending == .finished, network.hasMatch { return nil }
      return (NetworkTexts.endedTitle, NetworkTexts.ended(ending, confirm: "Space", leave: leave))
    }
  }
}
