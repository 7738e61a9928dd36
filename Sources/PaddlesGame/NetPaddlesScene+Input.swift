import ArcadeKit
import NetPlay

// MARK: - Input

/// What reaches a network match: the network's events (screened at the host's door first),
/// the player's keys, releases and drags (`PaddleInputCapture`), and the keys every game shares
/// (`PlayControls`: help and leave, whose panels the match plays on under).
extension NetPaddlesScene {
  public mutating func handle(_ event: InputEvent) -> [Command] {
    if case .effect(.network(let networkEvent)) = event {
      // Callers are screened at the door first; only what reaches the match is recorded.
      var (requests, admitted) = session.screen(networkEvent, now: doorClock)
      for event in admitted {
        recording.record(Self.withoutAddresses(.effect(.network(event))))
        let resting = restingAtReady
        requests += session.receive(event, now: clock)
        // The other side served: its input wakes this side, whose clock starts from here.
        if resting, !restingAtReady { session.restartClock(now: clock) }
      }
      if match == nil, let setup = session.setup { match = try? Self.match(from: setup) }
      return commands(requests)
    }
    recording.record(Self.withoutAddresses(event))
    switch event {
    case .effect(.network):
      return []  // handled above
    case .key(let key):
      return handleKey(key)
    case .keyRelease(let key):
      capture.release(key)
      return []
    case .keyReleasesReported(let reported):
      capture.reportReleases(reported)
      capture.stop()
      return []
    case .mouse(let mouse):
      handleMouse(mouse)
      return []
    case .resize, .resumed:
      capture.stop()
      return []
    case .effect, .settingsChanged, .closing, .paste:
      return []
    }
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

  private mutating func handleKey(_ key: Key) -> [Command] {
    if session.hasEnded {
      guard key.isConfirm || controls.action(for: key) == .back else { return [] }
      return commands(session.leave(now: clock)) + [.pop]
    }
    if controls.action(for: key) == .back, !session.isUnderway {
      return commands(session.leave(now: clock)) + [.pop]
    }
    // Help and "Leave Paddles?" are every game's panels; the match plays on under them.
    if let command = controls.command(for: key, in: self) {
      capture.stop()  // the panel takes the keys: no release will come for those held
      return [command]
    }
    guard session.isUnderway else { return [] }
    if keys.action(for: key) == .serve {
      if restingAtReady { session.restartClock(now: clock) }
      pendingServe = true
      return []
    }
    capture.press(key)
    return []
  }

  private mutating func handleMouse(_ mouse: MouseEvent) {
    guard session.isUnderway, let match else { return }
    let layout = PaddlesLayout(screen: mouse.screen)
    switch mouse.kind {
    case .press:
      if phase != .playing {
        if restingAtReady { session.restartClock(now: clock) }
        pendingServe = true
        return
      }
      guard layout.half(column: mouse.x, row: mouse.y) == localSide else { return }
      capture.grab(localSide)
      pendingPlace = layout.viewport.world(column: mouse.x, row: mouse.y).y
    case .drag, .release:
      guard capture.dragging != nil else { return }
      pendingPlace = match.arena.clampPaddle(layout.viewport.world(column: mouse.x, row: mouse.y).y)
      if mouse.kind == .release { capture.letGo() }
    case .scrollUp, .scrollDown:
      break
    }
  }
}
