import ArcadeKit
import Drawing
import GameKit

// MARK: - Paddles + Picture

extension Paddles {
  public func picture(ghost: NoGhost?) -> PaddlesPicture {
    picture(ghost: ghost, in: .defaults)
  }

  /// The status line and the "Ready?" or "Game over" panel, with the player's keys, as
  /// `context` plays the game (the computer plays both sides from its first step).
  public func picture(ghost: NoGhost?, in context: PlayContext<PaddlesAction>) -> PaddlesPicture {
    if let network = context.network { return picture(over: network, in: context) }
    let g = context.glyphs
    // Lines of their own type, not strings: they are made every frame (`TextLine`).
    let leftKeys = keysLabel(.one, in: context)
    let rightKeys = keysLabel(.two, in: context)
    let (one, two) = (labelLine(.one, in: context), labelLine(.two, in: context))
    let (leftScore, rightScore) = (match.scores[0], match.scores[1])
    let left: TextLine = leftKeys.isEmpty ? "\(one): \(leftScore)" : "\(one) [\(leftKeys)]: \(leftScore)"
    let right: TextLine = rightKeys.isEmpty ? "\(two): \(rightScore)" : "\(two) [\(rightKeys)]: \(rightScore)"
    // While the puck waits for its receiver (rules 4), the middle says how it goes.
    let centre: TextLine =
      waitsForReceiver
      ? "\(context.keys.firstLabel(for: .serve)) serves \(g.bullet) or in \((match.serveDelay + 59) / 60) s"
      : "P pause \(g.bullet) ? help \(g.bullet) Esc leave"
    return PaddlesPicture(
      match: match, showsPuck: phase != .over, leftStatus: left, rightStatus: right,
      shortStatus: ("\(one): \(leftScore)", "\(two): \(rightScore)"), centreStatus: centre,
      panel: panel(in: context), cues: cues)
  }

  /// "Ready?" or "Game over" in short lines (each player's keys on a line of its own); the
  /// lines say exactly which keys go on, as only those do. The computer's demo is under way
  /// from its first step, with no "Ready?".
  private func panel(in context: PlayContext<PaddlesAction>) -> (title: String, lines: [String])? {
    // Before any string is made: this runs every frame.
    if phase == .playing || (context.autoplay && phase == .ready) { return nil }
    let keys = context.keys
    let left = "\(keys.firstLabel(for: .leftUp))/\(keys.firstLabel(for: .leftDown))"
    let right = "\(keys.firstLabel(for: .rightUp))/\(keys.firstLabel(for: .rightDown))"
    let serve = keys.firstLabel(for: .serve)
    let leave = context.global.firstLabel(for: .back)
    switch phase {
    case .ready:
      let players =
        settings.againstComputer ? ["You: \(left) \(right)"] : ["Player 1: \(left)", "Player 2: \(right)"]
      return (
        match.arena.name,
        ["Ready?", ""] + players + ["First to \(match.winScore) wins", "", "\(serve)/click: serve", "\(leave): leave"]
      )
    case .over:
      let winner = match.winner ?? .one
      var lines = ["Player \(winner.number) wins!"]
      if settings.againstComputer, !context.autoplay {
        lines.append(winner == .one ? "You beat the computer" : "The computer won")
      }
      lines += [
        "\(match.scores[0]) \(context.glyphs.emDash) \(match.scores[1])", "",
        context.autoplay ? "A new game in a moment" : "\(serve)/click: new game", "\(leave): leave",
      ]
      return ("Game over", lines)
    case .playing:
      return nil
    }
  }

  /// The label of a player on screen.
  func label(_ side: PlayerSlot, in context: PlayContext<PaddlesAction> = .defaults) -> String {
    labelLine(side, in: context).description
  }

  /// `label(_:in:)` as a `TextLine` (the status line's, every frame).
  func labelLine(_ side: PlayerSlot, in context: PlayContext<PaddlesAction>) -> TextLine {
    if side == .two, settings.againstComputer || context.autoplay {
      return "Computer (\(settings.difficulty.rawValue))"
    }
    if side == .one, context.autoplay { return "Computer (\(settings.difficulty.rawValue))" }
    return "Player \(side.number)"
  }

  /// The keys of a player, as shown on the status line.
  func keysLabel(_ side: PlayerSlot, in context: PlayContext<PaddlesAction>) -> TextLine {
    if context.autoplay { return "" }
    let arrows: TextLine = "\(context.glyphs.arrowUp)/\(context.glyphs.arrowDown)"
    let againstComputer = settings.againstComputer
    if side == .one { return againstComputer ? "W/S \(arrows)" : "W/S" }
    return againstComputer ? "" : arrows
  }
}
