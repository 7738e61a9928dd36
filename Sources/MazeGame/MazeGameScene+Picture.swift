import ArcadeKit
import Physics

// MARK: - MazeGameScene + Picture

extension MazeGameScene {
  /// What the screen shows now, with the terminal's `glyphs`: the board, the ghost, the lines
  /// and, at the goal, its panel.
  func picture(glyphs: Glyphs) -> MazePicture {
    var ghostBall: CircleBody?
    if showsGhost, let ghost {
      var shadow = board.ball
      shadow.position = ghost.position(atStep: steps)
      ghostBall = shadow
    }
    // Lines of their own type, not strings: they are made every frame (`TextLine`).
    let label: TextLine = stage.label.isEmpty ? "" : "\(stage.label) "
    var title: TextLine = mode == .playtest ? "Play-test: \(stage.maze.name)" : "\(label)\(stage.maze.name)"
    if isPractice { title = "PRACTICE \(title)" }
    let clockSteps: Int
    if case .finished(let final) = phase { clockSteps = final } else { clockSteps = steps }
    var clock: TextLine =
      "Time \(MazeGameScene.seconds(steps: clockSteps))  Par \(MazeGameScene.parText(stage.maze.par, dash: glyphs.emDash))"
    if showsGhost, let ghost { clock.append("  Ghost \(MazeGameScene.seconds(steps: ghost.steps))" as TextLine) }
    var panel: (title: String, lines: [String])?
    if case .finished(let steps) = phase { panel = finishedPanel(steps: steps, glyphs: glyphs) }
    return MazePicture(
      maze: board.maze, ball: board.ball, ghostBall: ghostBall, title: title, clock: clock, tilt: tilt,
      hints: hints(glyphs: glyphs), panel: panel)
  }

  /// The bottom line: the keys that do something now, and the start and goal's legend.
  private func hints(glyphs g: Glyphs) -> TextLine {
    let legend: TextLine = "\(g.lightShade) start \(g.mediumShade) goal"
    let global = controls.global
    let level = keys.firstLabel(for: .level)
    let restart = keys.firstLabel(for: .restart)
    let help = global.firstLabel(for: .help)
    let back = global.firstLabel(for: .back)
    let practice = keys.firstLabel(for: .practice)
    switch (phase, mode) {
    case (.ready, _) where clicksEdit, (.running, _) where clicksEdit:
      return
        "Not ranked \(g.bullet) click: block on/off \(g.bullet) \(practice): clicks tilt \(g.bullet) \(restart): ranked run \(g.bullet) \(help) keys"
    case (.ready, _) where isPractice, (.running, _) where isPractice:
      return
        "Not ranked \(g.bullet) \(practice): click to edit \(g.bullet) \(restart): ranked run \(g.bullet) \(global.firstLabel(for: .pause)) pause \(g.bullet) \(help) keys"
    case (.ready, _):
      return "Tilt with \(keys.directionLine()) or click to start \(g.bullet) \(help) keys \(g.bullet) \(legend)"
    case (.running, .playtest):
      return
        "\(level) level \(g.bullet) \(restart) restart \(g.bullet) \(keys.firstLabel(for: .editor))/\(back) editor \(g.bullet) \(legend)"
    case (.running, .course) where autoplay:
      return
        "The computer plays \(g.bullet) \(global.firstLabel(for: .pause)) pause \(g.bullet) \(help) keys \(g.bullet) \(back) back \(g.bullet) \(legend)"
    case (.running, .course):
      // Pause (P) is left to the help: the line keeps the legend at 80 columns.
      return
        "\(level) level \(g.bullet) \(restart) restart \(g.bullet) \(practice) practice \(g.bullet) \(help) keys \(g.bullet) \(back) back \(g.bullet) \(legend)"
    case (.finished, _):
      return "Goal!"
    }
  }

  /// The goal's panel: the time and par, the medal (or that practice is not ranked), what next.
  private func finishedPanel(steps: Int, glyphs: Glyphs) -> (title: String, lines: [String]) {
    var lines = [
      "Time \(MazeGameScene.seconds(steps: steps))   Par \(MazeGameScene.parText(stage.maze.par, dash: glyphs.emDash))"
    ]
    if isPractice {
      lines.append("Practice run: not ranked")
    } else if let medal = medalLine(steps: steps) {
      lines.append(medal)
    }
    lines.append("")
    switch mode {
    case .playtest:
      lines.append("Tab/Esc: back to the editor   R: again")
    case .course where autoplay:
      lines.append("The computer rolls on to the next maze")
    case .course where stageIndex + 1 < stages.count:
      lines.append("Enter: next level   R: again   Esc: back")
    case .course:
      lines.append(stages.count > 1 ? "That was the last maze!" : "Well rolled!")
      lines.append("Enter/Esc: back   R: again")
    }
    return ("Goal \(glyphs.emDash) \(stage.maze.name)", lines)
  }

  /// The medal a finished run earned and the next one up: "Silver medal (gold: 9.00 s)".
  private func medalLine(steps: Int) -> String? {
    guard let par = stage.maze.par else { return nil }
    let earned = MazeMedal.earned(milliseconds: MazePhysics.milliseconds(steps: steps), par: par)
    let better = MazeMedal.allCases.filter { medal in earned.map { medal > $0 } ?? true }.min()
    let next =
      better.map { " (\($0.name.lowercased()): \(TimeText.seconds(milliseconds: $0.limitMilliseconds(par: par))))" }
      ?? ""
    return (earned.map { "\($0.name) medal" + (better == nil ? "!" : "") } ?? "No medal") + next
  }
}
