import ArcadeKit
import Drawing
import GameKit
import Physics

// MARK: - Maze + Picture

extension Maze {
  public func picture(ghost: Vector2?) -> MazePicture {
    picture(ghost: ghost, in: .defaults)
  }

  /// What the screen shows now, as `context` plays it: the board, the ghost, the lines and, at
  /// the goal, its panel.
  public func picture(ghost: Vector2?, in context: PlayContext<MazeAction>) -> MazePicture {
    let glyphs = context.glyphs
    var ghostBall: CircleBody?
    if let ghost {
      var shadow = board.ball
      shadow.position = ghost
      ghostBall = shadow
    }
    // Lines of their own type, not strings: they are made every frame (`TextLine`).
    let labelText: TextLine = label.isEmpty ? "" : "\(label) "
    var title: TextLine = context.isPlayTest ? "Play-test: \(maze.name)" : "\(labelText)\(maze.name)"
    if isPractice { title = "PRACTICE \(title)" }
    var clock: TextLine =
      "Time \(Self.seconds(steps: clockSteps))  Par \(Self.parText(maze.par, dash: glyphs.emDash))"
    if let ghostSteps = context.ghostSteps {
      clock.append("  Ghost \(Self.seconds(steps: ghostSteps))" as TextLine)
      if let lead = context.ghostLeadSteps { clock.append(" \(Self.lead(steps: lead, glyphs: glyphs))" as TextLine) }
    }
    var panel: (title: String, lines: [String])?
    if case .finished(let steps) = phase { panel = finishedPanel(steps: steps, in: context) }
    return MazePicture(
      maze: board.maze, ball: board.ball, ghostBall: ghostBall, title: title, clock: clock, doors: doors,
      tilt: tilt, hints: hints(in: context), panel: panel)
  }

  /// The bottom line: the keys that do something now, and the start and goal's legend.
  private func hints(in context: PlayContext<MazeAction>) -> TextLine {
    let g = context.glyphs
    let keys = context.keys
    let legend: TextLine = "\(g.lightShade) start \(g.mediumShade) goal"
    let global = context.global
    let level = keys.firstLabel(for: .level)
    let restart = keys.firstLabel(for: .restart)
    let help = global.firstLabel(for: .help)
    let back = global.firstLabel(for: .back)
    let practice = keys.firstLabel(for: .practice)
    // The computer's maze runs from its first step; before it, it is about to.
    let phase = context.autoplay && phase == .ready ? .running : phase
    if justFell {
      return
        "Into a hole: back to the start \(g.bullet) tilt with \(keys.directionLine()) \(g.bullet) \(restart) restart \(g.bullet) \(help) keys"
    }
    switch phase {
    case .ready where clicksEdit, .running where clicksEdit:
      return
        "Not ranked \(g.bullet) click: block on/off \(g.bullet) \(practice): clicks tilt \(g.bullet) \(restart): ranked run \(g.bullet) \(help) keys"
    case .ready where isPractice, .running where isPractice:
      return
        "Not ranked \(g.bullet) \(practice): click to edit \(g.bullet) \(restart): ranked run \(g.bullet) \(global.firstLabel(for: .pause)) pause \(g.bullet) \(help) keys"
    case .ready:
      return "Tilt with \(keys.directionLine()) or click to start \(g.bullet) \(help) keys \(g.bullet) \(legend)"
    case .running where context.isPlayTest:
      return
        "\(level) level \(g.bullet) \(restart) restart \(g.bullet) \(keys.firstLabel(for: .editor))/\(back) editor \(g.bullet) \(legend)"
    case .running where context.autoplay:
      return
        "The computer plays \(g.bullet) \(global.firstLabel(for: .pause)) pause \(g.bullet) \(help) keys \(g.bullet) \(back) back \(g.bullet) \(legend)"
    case .running:
      // Pause (P) is left to the help: the line keeps the legend at 80 columns.
      return
        "\(level) level \(g.bullet) \(restart) restart \(g.bullet) \(practice) practice \(g.bullet) \(help) keys \(g.bullet) \(back) back \(g.bullet) \(legend)"
    case .finished:
      return "Goal!"
    }
  }

  /// The steps the clock shows: the run's time once it is finished, else the steps so far.
  var clockSteps: Int {
    if case .finished(let final) = phase { return final }
    return steps
  }

  /// The goal's panel: the time and par, the medal (or that practice is not ranked), what next.
  private func finishedPanel(steps: Int, in context: PlayContext<MazeAction>) -> (title: String, lines: [String]) {
    let glyphs = context.glyphs
    var lines = ["Time \(Self.seconds(steps: steps))   Par \(Self.parText(maze.par, dash: glyphs.emDash))"]
    if falls > 0 { lines.append(falls == 1 ? "1 fall into a hole" : "\(falls) falls into holes") }
    if isPractice {
      lines.append("Practice run: not ranked")
    } else if let medal = medalLine(steps: steps) {
      lines.append(medal)
    }
    lines.append("")
    if context.isPlayTest {
      lines.append("Tab/Esc: back to the editor   R: again")
    } else if context.autoplay {
      lines.append("The computer rolls on to the next maze")
    } else if context.levelIndex + 1 < context.levelCount {
      lines.append("Enter: next level   R: again   Esc: back")
    } else {
      lines.append(context.levelCount > 1 ? "That was the last maze!" : "Well rolled!")
      lines.append("Enter/Esc: back   R: again")
    }
    return ("Goal \(glyphs.emDash) \(maze.name)", lines)
  }

  /// The medal a finished run earned and the next one up: "Silver medal (gold: 9.00 s)".
  private func medalLine(steps: Int) -> String? {
    guard let par = maze.par else { return nil }
    let earned = MazeMedal.earned(milliseconds: MazePhysics.milliseconds(steps: steps), par: par)
    let better = MazeMedal.allCases.filter { medal in earned.map { medal > $0 } ?? true }.min()
    let next =
      better.map { " (\($0.name.lowercased()): \(TimeText.seconds(milliseconds: $0.limitMilliseconds(par: par))))" }
      ?? ""
    return (earned.map { "\($0.name) medal" + (better == nil ? "!" : "") } ?? "No medal") + next
  }
}
