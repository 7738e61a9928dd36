import ArcadeKit
import GameKit
import Levels

// MARK: - Paddles over the network

/// A Paddles match against someone at another terminal (`arcade host paddles`, `arcade join`),
/// played by the kit's `PlayScene` in lockstep: each arcade plays the same match (the host's
/// seed and arena) from the same inputs. The host plays the left paddle, the joiner the right;
/// each moves its own with W/S or the arrows, or a drag (`PaddleInputCapture`, as on one
/// terminal), and either player's Space or click serves. A step's input is a `PaddleInput`.
extension Paddles: NetworkPlayableGame {
  /// 2, as every arcade since then plays (no key acts before its step in a lockstep match, so
  /// rules 3 changed nothing there), so matches with an arcade of rules 2 still meet.
  public static var networkRulesVersion: Int { PaddlesRules.measured.rawValue }
  public static var stillInput: [UInt8] { PaddleInput.still.bytes }
  /// The classic arena, drawn behind the joiner's panels until the host's arena comes.
  public static var waitingLevel: PaddlesArena { SidewaysArena.classic.source }

  /// The winning score, where the host chose one (else both play to the arena's own).
  public static func setupOptions(_ options: PaddlesSettings) -> [ReplayOption] {
    options.winScore.map { [ReplayOption("win-score", "\($0)")] } ?? []
  }

  /// Two players, to the winning score sent (else the arena's), this side's paddle moved here.
  public static func networkOptions(_ setupOptions: [ReplayOption], level: PaddlesArena, side: NetworkSide) throws
    -> PaddlesSettings
  {
    var winScore = SidewaysArena(level).winScore
    if let text = setupOptions.first(where: { $0.name == "win-score" })?.value {
      guard let score = Int(text), (1...99).contains(score) else { throw PaddlesSetupError.winScore(Int(text) ?? 0) }
      winScore = score
    }
    return PaddlesSettings(players: 2, winScore: winScore, networkSide: side.slot)
  }

  public static func networkKeyHelp(_ keys: KeyMap<PaddlesAction>) -> [KeyHelp] {
    PaddlesNetworkTexts.keys(keys)
  }

  // MARK: - Inputs and steps

  public mutating func takeNetworkInput() -> [UInt8] {
    let side = settings.networkSide ?? .one
    let input = PaddleInput(move: capture.motion(of: side), place: pendingPlace, serve: pendingServe)
    pendingPlace = nil
    pendingServe = false
    return input.bytes
  }

  public var hasNetworkInputWaiting: Bool { pendingServe }

  /// "Ready?" waits for either side's serve; in play both paddles take their side's input and
  /// the match steps; a win ends the match.
  public mutating func step(host: [UInt8], joiner: [UInt8]) -> [GameCue]? {
    guard let one = PaddleInput(bytes: host), let two = PaddleInput(bytes: joiner) else { return nil }
    switch phase {
    case .ready:
      if one.serve || two.serve { phase = .playing }
      return []
    case .playing:
      match.apply(one, for: .one)
      match.apply(two, for: .two)
      let events = match.step()
      cues.step(after: events, puckY: match.puck.center.y)
      if events.contains(where: { if case .win = $0 { true } else { false } }) {
        phase = .over
        cues.clear()
      }
      return PaddlesCues.sounds(events) ? [.sound] : []
    case .over:
      return []
    }
  }

  public var stateHash: UInt64 { match.stateHash(phase: phase) }

  /// A drag on this side's half moves its paddle (sent with the next input); a click before
  /// play serves.
  mutating func dragOverNetwork(_ mouse: MouseEvent, side: PlayerSlot) {
    let layout = PaddlesLayout(screen: mouse.screen)
    switch mouse.kind {
    case .press:
      if phase != .playing {
        pendingServe = true
        return
      }
      guard layout.half(column: mouse.x, row: mouse.y) == side else { return }
      capture.grab(side)
      pendingPlace = layout.viewport.world(column: mouse.x, row: mouse.y).y
    case .drag, .release:
      guard capture.dragging != nil else { return }
      pendingPlace = match.arena.clampPaddle(layout.viewport.world(column: mouse.x, row: mouse.y).y)
      if mouse.kind == .release { capture.letGo() }
    case .scrollUp, .scrollDown:
      break
    }
  }

  /// The result kept on this side's board (`paddles/network-first-to-3`): the margin, won or
  /// lost, and the side (every result of a network match is kept, a loss too).
  var networkResult: GameResult? {
    guard let side = settings.networkSide, let winner = match.winner else { return nil }
    let mine = match.scores[side.rawValue]
    let theirs = match.scores[1 - side.rawValue]
    let outcome = winner == side ? "won" : "lost"
    return GameResult(
      score: mine - theirs, detail: "\(outcome) \(mine)\u{2013}\(theirs), \(side == .one ? "hosted" : "joined")")
  }
}
