import ArcadeKit
import Drawing
import GameKit
import Physics

// MARK: - Holes + Picture

extension Holes {
  public func picture(ghost: Place?) -> HolesPicture {
    picture(ghost: ghost, in: .defaults)
  }

  /// What the screen shows now: the board, the lines, the ghost and the panel of the phase.
  public func picture(ghost: Place?, in context: PlayContext<HolesAction>) -> HolesPicture {
    let count = tables.tables.count
    // Lines of their own type, not strings: they are made every frame, and a string this long
    // would be an allocation each time.
    var status: TextLine =
      "HOLES  Score: \(score)  Balls: \(ballsLeft)  Table \(tableIndex + 1)/\(count): \(board.table.name)"
    if tableIndex + 1 < count {
      status.append("  (next in \(Self.flagsPerTable - flagsOnTable))" as TextLine)
    }
    var ghostPosition: Vector2?
    if showsGhost, phase == .playing, let ghost, ghost.tableIndex == tableIndex {
      ghostPosition = ghost.position
    }
    return HolesPicture(
      board: board, status: status, message: message, ghost: ghostPosition, keysHint: keysHint(context),
      hold: phase == .playing && board.holdLeft > 0 && !board.countsDown
        ? holdLines(autoplay: context.autoplay) : nil,
      countdown: phase == .playing ? board.countdown : nil,
      gameOver: phase == .gameOver ? gameOverLines(autoplay: context.autoplay) : nil)
  }

  /// The keys the tilt line names: the player's, or the few a demo answers.
  private func keysHint(_ context: PlayContext<HolesAction>) -> TextLine {
    let global = context.global
    if context.autoplay {
      return
        "   The computer plays  \(global.firstLabel(for: .pause)) pause  \(global.firstLabel(for: .help)) keys  \(global.firstLabel(for: .back)) back"
    }
    return
      "   \(context.keys.directionLine(ranks: 1)) tilt  \(context.keys.firstLabel(for: .level)) level  \(global.firstLabel(for: .pause)) pause  \(global.firstLabel(for: .help)) keys  \(global.firstLabel(for: .back)) back"
  }

  /// The second's hold after a lost ball or a flag under rules 1 and 2: what comes next (the
  /// message says what happened).
  private func holdLines(autoplay: Bool) -> [String] {
    if autoplay { return ["Next ball on the start"] }
    if board.tilt == .level { return ["Next ball on the start, table level", "It rolls when you tilt"] }
    return ["Next ball on the start, table tilted", "It rolls when the second is up"]
  }

  /// The game's end: the score and the table reached.
  private func gameOverLines(autoplay: Bool) -> [String] {
    [
      "Final score: \(score)",
      "Reached table \(tableIndex + 1) of \(tables.tables.count): \(board.table.name)",
      "",
      autoplay ? "The computer plays again in a moment" : "R: play again    q: back",
    ]
  }
}
