import EndToEndSupport
import Foundation
import Testing

/// `arcade --plain` on a real pseudo-terminal, as a screen reader gets it: the menu, a maze
/// played to its goal and its score saved, checked line by line; no byte moves the cursor and
/// no box is drawn. With `ARCADE_PLAIN_TRANSCRIPT` set, the lines are also written to that file
/// (docs/ACCESSIBILITY.md has them spoken by espeak-ng).
@Suite("Plain mode, end to end") struct PlainModeEndToEndTests {
  /// The plain modes and the start-up questions: pastes marked, nothing else changed.
  static let modes = "\u{1B}[?2004h\u{1B}]11;?\u{1B}\\\u{1B}[?u\u{1B}[>c\u{1B}[?2026$p\u{1B}[c"

  /// The lines written so far after the modes, times and dates made `#.##` and `DATE` (how fast
  /// the ball rolls to its goal depends on when the keys arrive).
  static func lines(_ session: PseudoTerminalSession) -> [String] {
    let text = session.output
    #expect(text.hasPrefix(modes))
    return text.dropFirst(modes.count).components(separatedBy: "\r\n").dropLast().map { line in
      line.replacing(/\d+\.\d\d/, with: "#.##").replacing(/\d{4}-\d\d-\d\d/, with: "DATE")
    }
  }

  @Test func theMenuAMazeAndItsScoreAreReadLineByLine() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-plain-\(getpid())")
    try? FileManager.default.removeItem(at: home)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let session = try PseudoTerminalSession(
      arguments: [Arcade.path, "--plain", "--scores", home.appendingPathComponent("scores.json").path],
      environment: [
        "ARCADE_LEVELS=\(TmuxPane.packageLevels)", "SWIFT_BACKTRACE=enable=no", "USER=ann",
        "XDG_CONFIG_HOME=\(home.path)", "XDG_DATA_HOME=\(home.path)",
      ])
    try session.waitForOutput(containing: "Esc quit\r\n")
    session.send("\u{1B}[?62;22c")  // the device attributes: the questions are answered
    session.send("j")
    try session.waitForOutput(
      containing: "Paddles  Two-player Pong: beat a friend or the computer to 3 points  (selected)")
    session.send("j")
    try session.waitForOutput(
      containing: "Maze  Tilt the board to roll a ball to the goal; draw your own mazes  (selected)")
    session.send("\r")
    // The card of a game's first start (a fresh home), then the mazes.
    try session.waitForOutput(containing: "Any key: play  Esc: back\r\n")
    session.send(" ")
    try session.waitForOutput(containing: "? keys • Esc back\r\n")
    session.send("\r")
    try session.waitForOutput(containing: "tilt to start the clock")
    session.send("=")
    try session.waitForOutput { $0.components(separatedBy: "tilt to start the clock").count == 3 }
    session.send("llll")
    usleep(1_500_000)
    session.send("jjjj")
    try session.waitForOutput(containing: "Enter: save  Esc: skip\r\n", timeout: 10)
    session.send("\r")
    try session.waitForOutput(containing: "Press any key\r\n")
    session.send(" ")
    try session.waitForOutput { $0.hasSuffix("on the goal\r\n") }
    session.send("\u{1B}")
    try session.waitForOutput(containing: "Gold  ghost  (selected)\r\n")

    let said = Self.lines(session)
    if let path = ProcessInfo.processInfo.environment["ARCADE_PLAIN_TRANSCRIPT"] {
      let lines = session.output.dropFirst(Self.modes.count).components(separatedBy: "\r\n")
      try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
    let afterMenu = said.drop {
      $0 != "Maze  Tilt the board to roll a ball to the goal; draw your own mazes  (selected)"
    }
    #expect(
      Array(afterMenu.prefix(11)) == [
        "Maze  Tilt the board to roll a ball to the goal; draw your own mazes  (selected)",
        "How to play Maze",
        "Tilt the board to roll the ball from the start to the",
        "goal; the board stays tilted until you change it. The",
        "clock starts with your first tilt: beat the par time,",
        "then your own best. Arrows let the ball through one way,",
        "holes send it back to the start, doors open and shut.",
        "In the game, ? shows these rules and the keys.",
        "Any key: play  Esc: back",
        // The menu again, when the card closes: said already, but for its selection.
        "Maze  Tilt the board to roll a ball to the goal; draw your own mazes  (selected)",
        "",
      ])
    let state =
      "maze 1 of 8 First steps, tilt to start the clock, time #.## seconds, par #.## seconds, board level,"
      + " ways open down and right, goal 9 cells right and 9 cells down"
    let atTheGoal =
      "goal in #.## seconds, gold medal, maze 1 of 8 First steps, time #.## seconds, par #.## seconds,"
      + " tilted 3 right and 3 down, ways open up and left, on the goal"
    #expect(Array(said.prefix(16)) == Self.menu)
    #expect(
      Array(afterMenu.drop { $0 != "M A Z E" }) == [
        "M A Z E",
        "Tilt the board, roll the ball to the goal. Choose a maze:",
        "#  Maze  Size  Par  Best  Medal  Ghost",
        "▶  1  First steps  12×12  #.## s  (selected)",
        "2  Corridors  12×12  #.## s",
        "3  Winding way  17×11  #.## s",
        "4  Crossroads  23×13  #.## s",
        "5  The long haul  31×15  #.## s",
        "6  Labyrinth  39×19  #.## s",
        "7  One way round  15×11  #.## s",
        "8  Clockwork  23×11  #.## s",
        "+  Edit a new maze",
        "Enter play • E edit (built-in: a copy) • N new maze • ? keys • Esc back",
        "",
        state,
        state,  // asked for with =
        // The goal's panel; the facts that changed with it are not said again.
        "Goal — First steps",
        "Time #.## s  Par #.## s",
        "Gold medal!",
        "Enter: next level  R: again  Esc: back",
        // The score's page, over the game.
        "",
        "New high score",
        "Maze — First steps",
        "Score: #.## s",
        "Your name:",
        "[ ann_  ]  (selected)",
        "Enter: save  Esc: skip",
        "Maze — First steps",
        "You ranked 1st!",
        "#  Name  Time  Level  Detail  Date",
        "1  ann  #.## s  1  par #.## s, gold  DATE  (selected)",
        "Press any key",
        // Back to the game: its first line and its state.
        "",
        "Goal — First steps",
        atTheGoal,
        // Back to the mazes: their first line and the selection, then the new best.
        "",
        "M A Z E",
        "▶  1  First steps  12×12  #.## s  (selected)",
        "▶  1  First steps  12×12  #.## s  #.## s  Gold  ghost  (selected)",
      ])
    let written = session.output.dropFirst(Self.modes.count)
    #expect(!written.contains("\u{1B}"), "no cursor movement, colour or mode after the start")
    #expect(!written.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) }, "no box drawing")
  }

  /// The menu, as the first lines say it.
  static let menu = [
    "A R C A D E",
    "six small physics games for your terminal",
    "Balls  Set off one explosion; the chain reaction must clear enough balls.  (selected)",
    "Paddles  Two-player Pong: beat a friend or the computer to 3 points",
    "Maze  Tilt the board to roll a ball to the goal; draw your own mazes",
    "Holes  Tilt the table to roll the ball past turning black holes to the flag",
    "Lander  Fly the ship down softly onto a landing pad",
    "Portals  Fling planets into the portal of their colour",
    "Daily  today's level of every game, one ranked try each",
    "Watch  the best replays, or the computer playing",
    "High scores  the best runs of every game",
    "Settings  colour, background, ASCII, sounds",
    "Help  keys for everything",
    "Quit",
    "↑↓/jk/ws choose  Enter start  E edit  ? help  Esc quit",
    "Paddles  Two-player Pong: beat a friend or the computer to 3 points  (selected)",
  ]
}
