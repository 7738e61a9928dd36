import ArcadeKit
import Drawing
import GameKit
import Launcher
import Session
import TerminalWire
import TestSupport
import Testing

/// A session driven with bytes and times alone: its screens read back through the ANSI model
/// as literal text, its effects asserted as values.
@Suite struct ObservableSessionTests {
  /// Nil when `observed`'s terminal shows `expected` and what the session rendered, else why not.
  static func difference(_ observed: ObservedSession, _ expected: String) -> String? {
    if !observed.terminal.problems.isEmpty { return "The terminal could not read: \(observed.terminal.problems)" }
    if observed.lines != observed.rendered { return "The bytes drew other than the session rendered" }
    return TextSnapshot.difference(lines: observed.lines, expected)
  }

  /// The ids of the games whose screens were asked to open.
  static func gamesOpened(_ effects: [SessionEffect]) -> [String] {
    effects.compactMap {
      guard case .scene(.open(let request)) = $0.effect else { return nil }
      return (request as? OpenGame)?.start.id
    }
  }

  @Test func theMenuAt80By24() {
    var observed = ObservedSession(size: Size(width: 80, height: 24))
    observed.start(at: 0)
    #expect(
      Self.difference(
        observed,
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
        """) == nil)
    #expect(observed.terminal.alternateScreen)
    #expect(!observed.terminal.cursorVisible)
    #expect(observed.terminal.mouseModes == [1002, 1006])
    #expect(observed.terminal.bracketedPaste)
    #expect(observed.asked.isEmpty)
    #expect(observed.session.nextWake == nil)
  }

  @Test func theMenuAfterAResizeTo60By20() {
    var observed = ObservedSession(size: Size(width: 80, height: 24))
    observed.start(at: 0)
    observed.resize(to: Size(width: 60, height: 20), at: 1)
    #expect(
      Self.difference(
        observed,
        """


                                A R C A D E
                 four small physics games for your terminal



        ▶ Balls     Set off one explosion; the chain reaction must…
          Paddles   Two-player Pong: beat a friend or the computer…
          Maze      Tilt the board to roll a ball to the goal; dra…
          Holes     Tilt the table to roll the ball past turning b…
          Watch     the best replays, or the computer playing
          Settings  colour, background, ASCII, sounds
          Help      keys for everything
          Quit




         ↑↓/jk/ws choose   Enter start   E edit   ? help   Esc quit
        """) == nil)
  }

  @Test func enterOnAGameAsksTheHostToOpenItAndShowsIt() throws {
    var observed = ObservedSession(size: Size(width: 80, height: 24))
    observed.start(at: 0)
    observed.send("j", at: 0.5)
    observed.send("\u{1B}[B", at: 0.6)
    #expect(observed.asked.isEmpty)
    observed.send("\r", at: 1)
    #expect(Self.gamesOpened(observed.asked) == ["maze"])
    let open = try #require(observed.asked.first)
    #expect(open.requester == 0)
    #expect(!open.closing)
    // The maze list draws on its first step, at most a frame interval later.
    #expect(observed.session.nextWake != nil)
    observed.run(until: 1.1)
    #expect(
      Self.difference(
        observed,
        """
                                            M A Z E
                   Tilt the board, roll the ball to the goal. Choose a maze:

              #  Maze                   Size      Par  Best  Medal  Ghost
          ▶   1  First steps           12×12   7.00 s
              2  Corridors             12×12  16.00 s
              3  Winding way           17×11  25.00 s
              4  Crossroads            23×13  31.00 s
              5  The long haul         31×15  50.00 s
              6  Labyrinth             39×19  60.00 s
              7  One way round         15×11   8.00 s
              8  Clockwork             23×11  14.00 s
              +  Edit a new maze










        Enter play • E edit (built-in: a copy) • N new maze • ? keys • Esc back
        """) == nil)
    #expect(observed.session.depth == 2)
  }

  @Test func aTerminalTooSmallSaysSoAndTheMenuIgnoresKeys() {
    var observed = ObservedSession(size: Size(width: 20, height: 8))
    observed.start(at: 0)
    #expect(
      Self.difference(
        observed,
        """

        Terminal too small:
          need 40×12, have
                20×8

         Enlarge the window
            to continue.
        """) == nil)
    observed.send("\r", at: 0.5)
    observed.send("q", at: 0.6)
    #expect(observed.asked.isEmpty)
    #expect(observed.outcome == nil)
  }

  /// A lone ESC may be the start of a key's sequence: it is the Esc key only once
  /// `TerminalInputDecoder.sequenceDelay` has passed with nothing after it.
  @Test func aLoneEscIsDecidedOnlyAtItsDeadline() {
    var observed = ObservedSession(size: Size(width: 80, height: 24))
    observed.start(at: 0)
    let menu = observed.lines
    observed.send("\u{1B}", at: 1)
    let deadline = 1 + TerminalInputDecoder.sequenceDelay
    #expect(observed.session.nextWake == deadline)
    observed.advance(to: deadline - 0.001)
    #expect(observed.outcome == nil)
    #expect(observed.lines == menu)
    observed.advance(to: deadline)
    #expect(observed.outcome == .quit)
    // The terminal is given back: the main screen, the cursor, no mouse, no paste markers.
    let terminal = observed.terminal
    #expect(
      !terminal.alternateScreen && terminal.cursorVisible && terminal.mouseModes.isEmpty && !terminal.bracketedPaste)
    #expect(
      observed.lastBytes.suffix(TerminalModes(profile: .xterm256color).restoring(kittyPushed: false).count)
        .elementsEqual(TerminalModes(profile: .xterm256color).restoring(kittyPushed: false)))
  }

  /// Esc followed at once by more bytes is a key's sequence (here the down arrow), not Esc.
  @Test func anEscFollowedInTimeIsAKeysSequence() {
    var observed = ObservedSession(size: Size(width: 80, height: 24))
    observed.start(at: 0)
    observed.send("\u{1B}", at: 1)
    observed.send("[B", at: 1 + TerminalInputDecoder.sequenceDelay / 2)
    observed.advance(to: 2)
    #expect(observed.outcome == nil)
    #expect(observed.lines.contains { $0.hasPrefix("▶ Paddles") })
  }
}
