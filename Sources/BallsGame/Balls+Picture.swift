import ArcadeKit
import Drawing
import GameKit

// MARK: - Balls + Picture

extension Balls {
  public func picture(ghost: NoGhost?) -> BallsPicture {
    picture(ghost: ghost, in: .defaults)
  }

  /// What the screen shows now, as `context` plays it: the field, the aim, the status line and
  /// the level's or the run's panel.
  public func picture(ghost: NoGhost?, in context: PlayContext<BallsAction>) -> BallsPicture {
    // Lines of their own type, not strings: they are made every frame (`TextLine`).
    var tally: TextLine = "Score \(run.score)"
    var hintedTally: TextLine?
    if let world {
      // The original's counter: removed/target, at the bottom right.
      tally = "\(tally)   \(world.removed)/\(currentLevel.target)"
      // While the chain plays: its speed (drawn by the painter), or the key that speeds it up
      // where the name leaves room.
      if !isFastForwarding, world.hasFired, !context.autoplay {
        hintedTally = "\(context.keys.firstLabel(for: .fastForward)) faster   \(tally)"
      } else if isLooking == true, !context.autoplay {
        hintedTally = "watch, then \(context.keys.firstLabel(for: .fire))   \(tally)"
      }
    }
    return BallsPicture(
      world: world, aim: isLooking != nil ? crossHair.position : nil, looking: isLooking == true,
      levelLabel: "Level \(levelNumber)", levelName: currentLevel.name, tally: tally,
      fastForward: isFastForwarding ? Self.fastForwardUpdates : nil, hintedTally: hintedTally,
      panel: panel(in: context), stars: shownStars)
  }

  /// The stars of the level just passed, while its panel shows.
  private var shownStars: Int? {
    guard phase == .waiting || runEnd?.reason == .clearedTheGame, let lastResult, lastResult.passed else {
      return nil
    }
    return lastResult.stars
  }

  /// The panel of the phase: the level's rule and target while waiting, the run's end after it.
  private func panel(in context: PlayContext<BallsAction>) -> (title: String, lines: [String])? {
    switch phase {
    case .waiting: startPanel(in: context)
    case .runOver: runEndPanel(in: context)
    case .playing, .recording, .left: nil
    }
  }

  /// The start of a level: how the last one went, then the rule and the target.
  private func startPanel(in context: PlayContext<BallsAction>) -> (title: String, lines: [String]) {
    let number = levelNumber
    let level = currentLevel
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
    lines.append("Level \(number): remove \(level.target) of \(level.balls) balls")
    lines.append("with ONE explosion: every ball")
    lines.append("it touches explodes in turn.")
    lines.append(
      context.autoplay
        ? "The computer starts level \(number) in a moment."
        : "Press \(context.keys.firstLabel(for: .fire)) to start level \(number)")
    return (level.name, lines)
  }

  /// The run's end, shown before its score is handed over: why it ended and the score.
  private func runEndPanel(in context: PlayContext<BallsAction>) -> (title: String, lines: [String])? {
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
    if end.run.possibleStars > 0 { lines.append("Stars: \(end.run.stars) of \(end.run.possibleStars)") }
    lines.append("")
    lines.append(
      context.autoplay
        ? "The computer goes on in a moment."
        : "Press \(context.keys.firstLabel(for: .fire)) to go on")
    return (title, lines)
  }
}
