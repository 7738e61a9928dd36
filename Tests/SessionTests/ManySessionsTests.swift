import ArcadeKit
import Drawing
import Session
import TerminalCurses
import TerminalWire
import TestSupport
import Testing

/// Many sessions in one process: each with its own wire, size and script, driven side by side,
/// never seeing each other, and each the same byte for byte when run again.
@Suite struct ManySessionsTests {
  /// The terminal types the sessions cycle through, read through terminfo once each.
  static let terms = ["xterm-256color", "screen-256color", "xterm-kitty", "linux", "vt100"]
  /// The sizes sessions start at: some below the menu's minimum (40×12), where keys are ignored.
  static let startSizes = [
    Size(width: 80, height: 24), Size(width: 20, height: 8), Size(width: 100, height: 30), Size(width: 39, height: 11),
    Size(width: 60, height: 20), Size(width: 132, height: 40), Size(width: 45, height: 14),
  ]
  /// The sizes they are resized to: large enough for every game, so Esc can always leave it.
  static let endSizes = [
    Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 90, height: 28),
    Size(width: 120, height: 36), Size(width: 84, height: 26),
  ]
  static let sessionCount = 200

  /// What a session's terminal does at a time.
  enum Action {
    case send([UInt8])
    case resize(Size)
  }

  /// One session's script: its terminal, its sizes, its bytes at its times.
  struct Script {
    var profile: TerminalProfile
    var startSize: Size
    var endSize: Size
    /// The game it opens (its index in the menu).
    var game: Int
    var steps: [(time: Double, action: Action)]
  }

  /// The script of session `index`: menu navigation with arrows (the TERM's own key strings)
  /// and vi keys, a resize, a game opened with Enter and played for two seconds, then Esc (its
  /// deadline waited out), Y to confirm leaving a game in progress, and Q to quit the menu —
  /// three times, in case a game needed more than one Esc to leave.
  static func script(index: Int, profiles: [TerminalProfile]) -> Script {
    let profile = profiles[index % profiles.count]
    func key(_ capability: TerminalProfile.Capability) -> [UInt8] { Array((profile[capability] ?? "").utf8) }
    let game = index % 4
    let endSize = endSizes[(index + index / profiles.count) % endSizes.count]
    let start = Double(index % 7) * 0.013  // the sessions' clocks are their own
    var steps: [(time: Double, action: Action)] = []
    var time = start
    func at(_ offset: Double, _ action: Action) {
      time = start + offset
      steps.append((time, action))
    }
    let navigation: [[UInt8]] = [
      key(.kcud1), Array("j".utf8), key(.kcuu1), Array("k".utf8), Array("s".utf8), Array("w".utf8),
    ]
    for (number, bytes) in navigation.enumerated() { at(0.3 + Double(number) * 0.05, .send(bytes)) }
    at(0.7, .resize(endSize))
    for number in 0..<game { at(0.8 + Double(number) * 0.05, .send(Array("j".utf8))) }
    at(1.0, .send(Array("\r".utf8)))
    let play: [[UInt8]] = [Array(" ".utf8), key(.kcuf1), key(.kcub1), Array("\r".utf8), key(.kcuu1), Array(" ".utf8)]
    for (number, bytes) in play.enumerated() { at(1.3 + Double(number) * 0.29, .send(bytes)) }
    for round in 0..<3 {
      let leave = 3.2 + Double(round) * 0.5
      at(leave, .send([0x1B]))
      at(leave + 0.2, .send(Array("y".utf8)))
      at(leave + 0.3, .send(Array("q".utf8)))
    }
    return Script(
      profile: profile, startSize: startSizes[(index / profiles.count) % startSizes.count], endSize: endSize,
      game: game,
      steps: steps)
  }

  /// What one session did.
  struct Run {
    var written: [UInt8]
    var lastBytes: [UInt8]
    var outcome: SessionOutcome?
    /// The last frame before the session ended, as the terminal showed it and as it was rendered.
    var lastShown: [String]
    var lastRendered: [String]
    /// What the terminal shows after the end.
    var finalShown: [String]
    var gamesOpened: [String]
    var problems: [String]
    /// Steps after which the terminal showed other than the session's canvas.
    var mismatches: Int
  }

  /// Runs every script side by side, one step of each in turn.
  static func runAll(_ scripts: [Script]) -> [Run] {
    var sessions = scripts.map { ObservedSession(profile: $0.profile, size: $0.startSize, at: $0.steps[0].time - 0.3) }
    var next = Array(repeating: 0, count: scripts.count)
    var lastShown = Array(repeating: [String](), count: scripts.count)
    var lastRendered = lastShown
    var mismatches = Array(repeating: 0, count: scripts.count)
    for index in sessions.indices { sessions[index].start(at: scripts[index].steps[0].time - 0.3) }
    var running = true
    while running {
      running = false
      for index in sessions.indices where next[index] < scripts[index].steps.count && sessions[index].outcome == nil {
        running = true
        let (time, action) = scripts[index].steps[next[index]]
        next[index] += 1
        sessions[index].run(until: time)
        lastShown[index] = sessions[index].lines
        lastRendered[index] = sessions[index].rendered
        switch action {
        case .send(let bytes): sessions[index].send(bytes, at: time)
        case .resize(let size): sessions[index].resize(to: size, at: time)
        }
        if case .send([0x1B]) = action {
          // Only once its deadline passes is a lone ESC the Esc key.
          sessions[index].run(until: time + TerminalInputDecoder.sequenceDelay + 0.01)
        }
        if sessions[index].outcome == nil && sessions[index].lines != sessions[index].rendered {
          mismatches[index] += 1
        }
      }
    }
    return sessions.indices.map { index in
      let session = sessions[index]
      return Run(
        written: session.written, lastBytes: session.lastBytes, outcome: session.outcome,
        lastShown: lastShown[index], lastRendered: lastRendered[index], finalShown: session.lines,
        gamesOpened: ObservableSessionTests.gamesOpened(session.asked), problems: session.terminal.problems,
        mismatches: mismatches[index])
    }
  }

  @Test func twoHundredSessionsSideBySideEachDrawWhatItRenderedAndRunTheSameTwice() throws {
    let profiles = try Self.terms.map { try TerminalProfile.terminfo(term: $0) }
    let scripts = (0..<Self.sessionCount).map { Self.script(index: $0, profiles: profiles) }
    let first = Self.runAll(scripts)
    let ids = ObservedSession.games.map(\.id)
    for (index, run) in first.enumerated() {
      let script = scripts[index]
      #expect(run.outcome == .quit, "session \(index) (\(script.profile.name))")
      #expect(run.problems.isEmpty, "session \(index): \(run.problems.prefix(3))")
      #expect(run.mismatches == 0, "session \(index)")
      #expect(run.lastShown == run.lastRendered, "session \(index)")
      #expect(run.gamesOpened == [ids[script.game]], "session \(index)")
      let restore = TerminalModes(profile: script.profile).restoring(
        kittyPushed: false, bottomRow: script.endSize.height - 1)
      #expect(run.lastBytes.suffix(restore.count).elementsEqual(restore), "session \(index)")
      // Without an alternate screen the last frame stays for the shell to scroll away.
      let alternate = script.profile[.smcup] != nil
      #expect(run.finalShown == (alternate ? Array(repeating: "", count: script.endSize.height) : run.lastShown))
    }
    let second = Self.runAll(scripts)
    for index in first.indices {
      #expect(first[index].written == second[index].written, "session \(index) differs between runs")
    }
    for (index, expected) in Self.lastScreens.enumerated() {
      #expect(
        TextSnapshot.difference(lines: first[index].lastShown, expected) == nil,
        "session \(index) (\(scripts[index].profile.name))")
    }
  }

  /// The last frame of the first session of each TERM: the menu again, at its end size.
  static let lastScreens: [String] = [
    """


                                      A R C A D E
                       four small physics games for your terminal





    ▶ Balls     Set off one explosion; the chain reaction must clear enough balls.
      Paddles   Two-player Pong: beat a friend or the computer to 3 points
      Maze      Tilt the board to roll a ball to the goal; draw your own mazes
      Holes     Tilt the table to roll the ball past turning black holes to the fl…
      Watch     the best replays, or the computer playing
      Settings  colour, background, ASCII, sounds
      Help      keys for everything
      Quit






               ↑↓/jk/ws choose   Enter start   E edit   ? help   Esc quit
    """,
    """


                                                A R C A D E
                                 four small physics games for your terminal




              Balls     Set off one explosion; the chain reaction must clear enough balls.

            ▶ Paddles   Two-player Pong: beat a friend or the computer to 3 points

              Maze      Tilt the board to roll a ball to the goal; draw your own mazes

              Holes     Tilt the table to roll the ball past turning black holes to the flag

              Watch     the best replays, or the computer playing

              Settings  colour, background, ASCII, sounds

              Help      keys for everything

              Quit






                         ↑↓/jk/ws choose   Enter start   E edit   ? help   Esc quit
    """,
    """


                                           A R C A D E
                            four small physics games for your terminal



         Balls     Set off one explosion; the chain reaction must clear enough balls.

         Paddles   Two-player Pong: beat a friend or the computer to 3 points

       ▶ Maze      Tilt the board to roll a ball to the goal; draw your own mazes

         Holes     Tilt the table to roll the ball past turning black holes to the flag

         Watch     the best replays, or the computer playing

         Settings  colour, background, ASCII, sounds

         Help      keys for everything

         Quit





                    ↑↓/jk/ws choose   Enter start   E edit   ? help   Esc quit
    """,
    """


                                                          A R C A D E
                                           four small physics games for your terminal







                        Balls     Set off one explosion; the chain reaction must clear enough balls.

                        Paddles   Two-player Pong: beat a friend or the computer to 3 points

                        Maze      Tilt the board to roll a ball to the goal; draw your own mazes

                      ▶ Holes     Tilt the table to roll the ball past turning black holes to the flag

                        Watch     the best replays, or the computer playing

                        Settings  colour, background, ASCII, sounds

                        Help      keys for everything

                        Quit









                                   ↑↓/jk/ws choose   Enter start   E edit   ? help   Esc quit
    """,
    """


                                        A R C A D E
                         four small physics games for your terminal


    ▶ Balls     Set off one explosion; the chain reaction must clear enough balls.

      Paddles   Two-player Pong: beat a friend or the computer to 3 points

      Maze      Tilt the board to roll a ball to the goal; draw your own mazes

      Holes     Tilt the table to roll the ball past turning black holes to the flag

      Watch     the best replays, or the computer playing

      Settings  colour, background, ASCII, sounds

      Help      keys for everything

      Quit




                 ↑↓/jk/ws choose   Enter start   E edit   ? help   Esc quit
    """,
  ]
}
