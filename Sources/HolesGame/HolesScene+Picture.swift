import ArcadeKit
import Physics

// MARK: - HolesScene + Picture

extension HolesScene {
  /// What the screen shows now: the board, the lines, the ghost and the panel of the phase.
  var picture: HolesPicture {
    let count = tables.tables.count
    var status = "HOLES  Score: \(score)  Balls: \(ballsLeft)"
    status += "  Table \(tableIndex + 1)/\(count): \(board.table.name)"
    if tableIndex + 1 < count {
      status += "  (next in \(HolesScene.flagsPerTable - flagsOnTable))"
    }
    var ghostPosition: Vector2?
    if showsGhost, phase == .playing, let place = ghost?.place(atStep: recording.steps), place.tableIndex == tableIndex {
      ghostPosition = place.position
    }
    return HolesPicture(
      board: board, status: status, message: message, ghost: ghostPosition, keysHint: keysHint,
      hold: phase == .playing && board.holdLeft > 0 ? holdLines : nil,
      gameOver: phase == .gameOver ? gameOverLines : nil)
  }

  /// The keys the tilt line names: the player's, or the few a demo answers.
  private var keysHint: String {
    let global = controls.global
    if autoplay {
      return "   The computer plays  \(global.firstLabel(for: .pause)) pause  \(global.firstLabel(for: .help)) keys  "
        + "\(global.firstLabel(for: .back)) back"
    }
    return "   \(keys.directionLabel(ranks: 1)) tilt  \(keys.firstLabel(for: .level)) level  "
      + "\(global.firstLabel(for: .pause)) pause  \(global.firstLabel(for: .help)) keys  \(global.firstLabel(for: .back)) back"
  }

  /// The second after a lost ball or a flag: what comes next (the message says what happened).
  private var holdLines: [String] {
    if autoplay { return ["Next ball on the start"] }
    if board.tilt == .level { return ["Next ball on the start, table level", "It rolls when you tilt"] }
    return ["Next ball on the start, table tilted", "It rolls when the second is up"]
  }

  /// The game's end: the score and the table reached.
  private var gameOverLines: [String] {
    [
      "Final score: \(score)",
      "Reached table \(tableIndex + 1) of \(tables.tables.count): \(board.table.name)",
      "",
      autoplay ? "The computer plays again in a moment" : "R: play again    q: back",
    ]
  }
}
