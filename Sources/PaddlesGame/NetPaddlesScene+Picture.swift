import ArcadeKit
import NetPlay

// MARK: - The picture

/// Drawing a network match: the field, the status line and the panel for where the match is,
/// in the words of `NetPaddlesTexts`.
extension NetPaddlesScene {
  public func render(into canvas: inout Canvas) {
    let picture = picture(glyphs: canvas.glyphs)
    let layout = PaddlesLayout(screen: canvas.size)
    PaddlesPainter(picture: picture, layout: layout).draw(into: &canvas)
  }

  /// What the screen shows now.
  func picture(glyphs g: Glyphs) -> PaddlesPicture {
    let shown = match ?? PaddlesMatch(arena: .classic, seed: 0)
    let you = NetPaddlesTexts.you(glyphs: g)
    let names = localSide == .one ? (you, NetPaddlesTexts.opponent) : (NetPaddlesTexts.opponent, you)
    let left: TextLine = match == nil ? "" : NetPaddlesTexts.points(names.0, shown.scores[0])
    let right: TextLine = match == nil ? "" : NetPaddlesTexts.points(names.1, shown.scores[1])
    var centre = NetPaddlesTexts.keysHint(glyphs: g)
    if let trip = session.roundTrip, session.isUnderway {
      centre = NetPaddlesTexts.roundTrip(
        milliseconds: Int((trip * 1000).rounded()),
        delayMilliseconds: session.timeline.map { $0.inputDelay * 1000 / 60 },
        glyphs: g)
    }
    var covers = true
    switch session.stage {
    case .playing: covers = false
    case .ended(let ending): covers = ending != .finished
    default: break
    }
    return PaddlesPicture(
      match: shown, showsPuck: match != nil && phase != .over && session.isUnderway,
      leftStatus: left, rightStatus: right, centreStatus: centre, panel: panel(glyphs: g),
      cues: cues, panelCoversField: covers)
  }

  /// The panel between the paddles for where the match is.
  private func panel(glyphs g: Glyphs) -> (title: String, lines: [String])? {
    let serve = keys.firstLabel(for: .serve)
    let leave = controls.global.firstLabel(for: .back)
    switch session.stage {
    case .opening:
      return (NetPaddlesTexts.hostingTitle, NetPaddlesTexts.openingPort(glyphs: g))
    case .hosting:
      let port = session.listening?.port ?? 0
      let addresses = session.listening?.addresses ?? []
      let commands = addresses.map { NetPaddlesTexts.joinCommand(address: $0, port: port) }
      return (
        NetPaddlesTexts.hostingTitle,
        NetPaddlesTexts.waitingForOpponent(joinCommands: commands, leave: leave, glyphs: g)
      )
    case .connecting:
      if case .joiner(let host, let port) = session.role {
        return (
          NetPaddlesTexts.joiningTitle, NetPaddlesTexts.connecting(host: host, port: port, leave: leave, glyphs: g)
        )
      }
      return nil
    case .greeting:
      return (NetPaddlesTexts.matchTitle, NetPaddlesTexts.greeting(peer: session.peer, glyphs: g))
    case .waiting(let since):
      let left = max(0, Int((NetSession.giveUpAfter - (clock - since)).rounded(.up)))
      return (NetPaddlesTexts.matchTitle, NetPaddlesTexts.waitingForReturn(secondsLeft: left, leave: leave, glyphs: g))
    case .playing:
      guard let match else { return nil }
      switch phase {
      case .ready:
        return (
          match.arena.name, NetPaddlesTexts.ready(side: localSide, winScore: match.winScore, serve: serve, leave: leave)
        )
      case .playing, .over:
        return nil
      }
    case .ended(let ending):
      if ending == .finished, let match {
        let lines = NetPaddlesTexts.gameOver(
          won: match.winner == localSide, scores: match.scores, serve: serve, leave: leave, glyphs: g)
        return (NetPaddlesTexts.gameOverTitle, lines)
      }
      return (NetPaddlesTexts.endedTitle, NetPaddlesTexts.ended(ending, serve: serve, leave: leave))
    }
  }
}
