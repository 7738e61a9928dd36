import ArcadeKit
import Drawing
import GameKit

// MARK: - The picture of a network match

extension Paddles {
  /// A network match's frame: "You" and "Opponent" with their points, the round trip in the
  /// middle, and the kit's panel for where the connection is, or this game's "Ready?" or end.
  /// A joiner draws the waiting arena, with no points and no puck, until the host's comes.
  func picture(over network: NetworkView, in context: PlayContext<PaddlesAction>) -> PaddlesPicture {
    let g = context.glyphs
    let side = settings.networkSide ?? .one
    let you = PaddlesNetworkTexts.you(glyphs: g)
    let names = side == .one ? (you, PaddlesNetworkTexts.opponent) : (PaddlesNetworkTexts.opponent, you)
    let left: TextLine = network.hasMatch ? PaddlesNetworkTexts.points(names.0, match.scores[0]) : ""
    let right: TextLine = network.hasMatch ? PaddlesNetworkTexts.points(names.1, match.scores[1]) : ""
    return PaddlesPicture(
      match: match, showsPuck: network.hasMatch && phase != .over && network.isUnderway,
      leftStatus: left, rightStatus: right, centreStatus: network.status,
      panel: network.panel ?? panel(over: network, side: side, in: context), cues: cues,
      panelCoversField: network.panelCoversField)
  }

  /// "Ready?" or the end of a network match, once it is the host's.
  private func panel(over network: NetworkView, side: PlayerSlot, in context: PlayContext<PaddlesAction>)
    -> (title: String, lines: [String])?
  {
    guard network.hasMatch else { return nil }
    let serve = context.keys.firstLabel(for: .serve)
    let leave = context.global.firstLabel(for: .back)
    switch phase {
    case .ready:
      return (
        match.arena.name,
        PaddlesNetworkTexts.ready(side: side, winScore: match.winScore, serve: serve, leave: leave)
      )
    case .over:
      let lines = PaddlesNetworkTexts.gameOver(
        won: match.winner == side, scores: match.scores, serve: serve, leave: leave, glyphs: context.glyphs)
      return (PaddlesNetworkTexts.gameOverTitle, lines)
    case .playing:
      return nil
    }
  }
}
