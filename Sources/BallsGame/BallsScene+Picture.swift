import ArcadeKit

// MARK: - BallsScene + Picture

extension BallsScene {
  /// What the screen shows now, with the terminal's `glyphs`: the field, the aim, the status
  /// line and the level's or the run's panel.
  func picture(glyphs: Glyphs) -> BallsPicture {
    let entry = currentLevel
    // Lines of their own type, not strings: they are made every frame (`TextLine`).
    var tally: TextLine = "Score \(run.score)"
    var hintedTally: TextLine?
    if let world {
      // The original's counter: removed/target, at the bottom right.
      tally = "\(tally)   \(world.removed)/\(entry.level.target)"
      // While the chain plays: its speed, or the key that speeds it up where the name leaves room.
      if isFastForwarding {
        tally = "\(glyphs.adapted("×"))\(BallsScene.fastForwardUpdates)   \(tally)"
      } else if world.hasFired && !autoplay {
        hintedTally = "\(keys.firstLabel(for: .fastForward)) faster   \(tally)"
      }
    }
    let aiming = phase == .playing && world.map { !$0.hasFired } == true
    return BallsPicture(
      world: world, aim: aiming ? crossHair.position : nil, levelLabel: "Level \(entry.number)",
      levelName: " \(glyphs.emDash) \(entry.level.name)", tally: tally, hintedTally: hintedTally,
      panel: panel)
  }

  /// The panel of the phase: the level's rule and target while waiting, the run's end after it.
  private var panel: (title: String, lines: [String])? {
    switch phase {
    case .waiting: startPanel
    case .runOver: runEndPanel
    case .playing, .recording, .leaving: nil
    }
  }

  /// The start of a level: how the last one went, then the rule and the target.
  private var startPanel: (title: String, lines: [String]) {
    let entry = currentLevel
    var lines: [String] = []
    if let result = lastResult {
      if result.passed {
        lines.append(
          "Level \(result.number) passed: \(result.removed) removed, \(result.target) needed.")
      } else {
        lines.append("Oops. Try again!")
        lines.append("\(result.removed) removed, \(result.target) needed.")
      }
      lines.append("")
    }
    // The rule and the target, on every start panel.
    lines.append("Level \(entry.number): remove \(entry.level.target) of \(entry.level.balls) balls")
    lines.append("with ONE explosion: every ball")
    lines.append("it touches explodes in turn.")
    lines.append(
      autoplay
        ? "The computer starts level \(entry.number) in a moment."
        : "Press \(keys.firstLabel(for: .fire)) to start level \(entry.number)")
    return (entry.level.name, lines)
  }

  /// The run's end, shown before its score is handed over: why it ended and the score.
  private var runEndPanel: (title: String, lines: [String])? {
    guard let end = runEnd else { return nil }
    var lines: [String] = []
    let title: String
    switch end.reason {
    case .clearedTheGame:
      title = "Game cleared"
      lines.append("You cleared the game!")
      if let result = lastResult {
        lines.append("Level \(result.number), the last, passed: \(result.removed) removed.")
      }
    case .failed:
      title = "Run over"
      if let result = lastResult {
        lines.append("Level \(result.number) failed: \(result.removed) removed, \(result.target) needed.")
      }
    }
    lines.append("")
    let levels = end.run.levelsPassed == 1 ? "1 level" : "\(end.run.levelsPassed) levels"
    lines.append("Score: \(end.run.score) (\(levels) passed)")
    lines.append("")
    lines.append(
      autoplay
        ? "The computer goes on in a moment."
        : "Press \(keys.firstLabel(for: .fire)) to go on")
    return (title, lines)
  }
}
