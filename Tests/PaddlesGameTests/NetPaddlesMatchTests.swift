import ArcadeKit
import NetPlay
import Replays
import Testing

@testable import PaddlesGame

/// Network Paddles over the in-memory network: both sides play the same match.
@Suite struct NetPaddlesMatchTests {
  /// Conditions from a perfect link to a 200 ms round trip with jitter and 10% loss.
  static let conditions: [NetConditions] = [
    NetConditions(),
    NetConditions(delay: 0.03, jitter: 0.01),
    NetConditions(delay: 0.075, jitter: 0.02, loss: 0.05),
    NetConditions(delay: 0.1, jitter: 0.02, loss: 0.1),
  ]

  @Test(arguments: conditions)
  func bothSidesPlayTheSameMatchToTheSameWinner(conditions: NetConditions) throws {
    var pair = try NetMatchPair(conditions: conditions)
    pair.run(seconds: 3) { $0.host.session.isUnderway && $0.joiner.session.isUnderway }
    #expect(pair.host.session.isUnderway && pair.joiner.session.isUnderway)
    pair.press(.character(" "), side: 1)  // the joiner serves
    // The host holds its paddle up for a while, the joiner taps down: both must see it.
    for _ in 0..<20 {
      pair.press(.up, side: 0)
      pair.run(seconds: 0.03)
      pair.press(.character("s"), side: 1)
      pair.run(seconds: 0.03)
    }
    pair.run(seconds: 120) { $0.host.phase == .over && $0.joiner.phase == .over }
    let hostMatch = try #require(pair.host.match)
    let joinerMatch = try #require(pair.joiner.match)
    #expect(pair.host.phase == .over && pair.joiner.phase == .over)
    #expect(hostMatch.winner != nil && hostMatch.winner == joinerMatch.winner)
    #expect(hostMatch.scores == joinerMatch.scores)
    #expect(hostMatch.puck.center == joinerMatch.puck.center)
    #expect(pair.host.steps == pair.joiner.steps)
    #expect(hostMatch.stateHash(phase: pair.host.phase) == joinerMatch.stateHash(phase: pair.joiner.phase))
    // Each side keeps its own result: the margin, won on one side and lost on the other.
    let hostResult = try #require(pair.submitted[0].first)
    let joinerResult = try #require(pair.submitted[1].first)
    #expect(hostResult.score == -joinerResult.score && hostResult.score != 0)
    #expect(hostResult.board == PaddlesBoards.networkBoard(winScore: hostMatch.winScore, arena: hostMatch.arena))
  }

  /// Each side's result carries its replay: its keys and what the network brought (so the
  /// other player's inputs too). Through the text format and played headless, each ends
  /// with its own side's score, on a rough network as on a perfect one.
  @Test(arguments: [NetConditions(), NetConditions(delay: 0.075, jitter: 0.02, loss: 0.1)])
  func eachSidesReplayPlaysTheMatchAgainToItsScore(conditions: NetConditions) throws {
    var pair = try NetMatchPair(conditions: conditions, winScore: 2)
    pair.run(seconds: 3) { $0.host.session.isUnderway && $0.joiner.session.isUnderway }
    pair.press(.character(" "), side: 0)
    for _ in 0..<10 {
      pair.press(.character("s"), side: 0)
      pair.press(.up, side: 1)
      pair.run(seconds: 0.05)
    }
    pair.run(seconds: 120) { $0.host.phase == .over && $0.joiner.phase == .over }
    for side in 0..<2 {
      let submission = try #require(pair.submitted[side].first)
      let recorded = try #require(submission.replay)
      #expect(recorded.header.option("network") == (side == 0 ? "host" : "joiner"))
      let text = ReplayText.encode(recorded)
      #expect(!text.contains("127.0.0.1"), "a replay keeps no address")
      let replay = try ReplayText.decode(text: text, source: "match.replay")
      var player = AnyReplayPlayer(replay: replay, scene: AnyScene(try PaddlesScene.replaying(replay.header)))
      #expect(player.playToEnd() == .finished)
      #expect(player.finalScore == submission.score)
      #expect((player.scene.base as? PaddlesScene)?.match?.scores == pair.host.match?.scores)
    }
  }

  /// At "Ready?" both sides stop at the same step and sleep; a serve on either wakes both,
  /// and the match goes on alike.
  @Test func bothSidesSleepAtReadyUntilEitherServes() throws {
    var pair = try NetMatchPair(conditions: NetConditions(delay: 0.03))
    pair.run(seconds: 3)
    let delay = try #require(pair.host.session.timeline?.inputDelay)
    #expect(!pair.host.isAnimating && !pair.joiner.isAnimating)
    #expect(pair.host.steps == delay && pair.joiner.steps == delay)
    pair.run(seconds: 10)
    #expect(pair.host.steps == delay && pair.joiner.steps == delay, "nothing moved while both slept")
    pair.press(.character(" "), side: 1)
    pair.run(seconds: 2)
    #expect(pair.host.phase == .playing && pair.joiner.phase == .playing)
    #expect(pair.host.steps > 100 && pair.joiner.steps > 100)
    pair.run(seconds: 120) { $0.host.phase == .over && $0.joiner.phase == .over }
    #expect(pair.host.match?.scores == pair.joiner.match?.scores)
    #expect(pair.host.steps == pair.joiner.steps)
  }

  @Test func theRoundTripAndTheDelayShowOnTheStatusLine() throws {
    var pair = try NetMatchPair(conditions: NetConditions(delay: 0.03))
    pair.run(seconds: 4)
    let trip = pair.host.session.roundTrip ?? 0
    #expect(abs(trip - 0.06) < 0.025)
    #expect(pair.host.session.timeline?.inputDelay == 3)
    let status = pair.host.picture(glyphs: .ascii).centreStatus.description
    #expect(status.hasPrefix("RTT ") && status.contains("delay 50 ms"))
  }

  @Test func aDroppedConnectionWaitsThenResumesTheSameMatch() throws {
    var pair = try NetMatchPair(conditions: NetConditions(delay: 0.01))
    pair.run(seconds: 2)
    pair.press(.enter, side: 0)
    pair.run(seconds: 1)
    pair.network.drop()
    pair.network.silence(for: 1.5)  // the cable is out for a moment: reconnecting takes that long
    pair.run(seconds: 0.2)
    guard case .waiting = pair.host.session.stage else {
      Issue.record("the host should wait, not \(pair.host.session.stage)")
      return
    }
    let panel = pair.host.picture(glyphs: .ascii).panel
    #expect(panel?.lines.first == "Waiting for opponent... (Esc to leave)")
    pair.run(seconds: 4) { $0.host.session.stage == .playing && $0.joiner.session.stage == .playing }
    #expect(pair.host.session.stage == .playing && pair.joiner.session.stage == .playing)
    pair.run(seconds: 120) { $0.host.phase == .over && $0.joiner.phase == .over }
    let hostMatch = try #require(pair.host.match)
    let joinerMatch = try #require(pair.joiner.match)
    #expect(hostMatch.winner != nil && hostMatch.scores == joinerMatch.scores && pair.host.steps == pair.joiner.steps)
    #expect(hostMatch.stateHash(phase: pair.host.phase) == joinerMatch.stateHash(phase: pair.joiner.phase))
    #expect(pair.host.session.stage == .ended(.finished) && pair.joiner.session.stage == .ended(.finished))
  }

  @Test func anOpponentWhoNeverComesBackEndsTheMatchAfterFifteenSeconds() throws {
    var pair = try NetMatchPair()
    pair.run(seconds: 2)
    pair.press(.character(" "), side: 0)  // in play: at "Ready?" both sides sleep
    pair.run(seconds: 1)
    pair.network.silence(for: 60)
    pair.run(seconds: 14)
    #expect(!pair.host.session.hasEnded)
    pair.run(seconds: 2.5)
    #expect(pair.host.session.stage == .ended(.opponentGone))
    #expect(pair.host.picture(glyphs: .ascii).panel?.title == "Match ended")
    // Any of Enter or Esc then leaves the screen.
    pair.press(.enter, side: 0)
    #expect(pair.popped[0])
  }

  /// Esc asks every game's question ("Leave Paddles?", the shared `ConfirmScene`), under which
  /// the match plays on; its yes leaves, and the opponent is told at once.
  @Test func leavingAsksTheSharedQuestionAndTellsTheOpponentAtOnce() throws {
    var pair = try NetMatchPair(conditions: NetConditions(delay: 0.02))
    pair.run(seconds: 2)
    pair.press(.character(" "), side: 0)  // in play: at "Ready?" both sides sleep
    pair.run(seconds: 0.5)
    pair.press(.escape, side: 1)
    let question = try #require(pair.overlays[1].last as? ConfirmScene)
    #expect(question.question == "Leave Paddles? Your opponent is told.")
    #expect(question.keepsSceneBelowStepping)
    let stepsAsked = pair.joiner.steps
    pair.run(seconds: 0.5)
    #expect(pair.joiner.session.isUnderway)  // play goes on under the question
    #expect(pair.joiner.steps >= stepsAsked + 25, "the joiner's match kept stepping under the question")
    pair.press(.character("y"), side: 1)
    #expect(pair.overlays[1].isEmpty && pair.popped[1])
    #expect(pair.joiner.session.stage == .ended(.left))
    pair.run(seconds: 0.2)
    #expect(pair.host.session.stage == .ended(.opponentLeft))
  }

  /// No (or Esc) closes the question and the match goes on as if nothing was asked.
  @Test func noToTheLeaveQuestionPlaysOn() throws {
    var pair = try NetMatchPair(conditions: NetConditions(delay: 0.02))
    pair.run(seconds: 2)
    pair.press(.escape, side: 0)
    #expect(pair.overlays[0].last is ConfirmScene)
    pair.press(.character("n"), side: 0)
    #expect(pair.overlays[0].isEmpty && !pair.popped[0])
    #expect(pair.host.session.isUnderway)
  }

  /// While one side reads the keys (the shared help panel), both matches keep stepping: the
  /// other player plays on, and this side sees it; the panel closes on a key and the two sides
  /// finish the same match.
  @Test func theMatchKeepsSteppingOnBothSidesUnderTheHelpPanel() throws {
    var pair = try NetMatchPair(conditions: NetConditions(delay: 0.03))
    pair.run(seconds: 3) { $0.host.session.isUnderway && $0.joiner.session.isUnderway }
    pair.press(.character(" "), side: 1)
    pair.run(seconds: 0.6)
    pair.press(.character("?"), side: 0)
    let help = try #require(pair.overlays[0].last as? HelpOverlayScene)
    #expect(help.keepsSceneBelowStepping)
    #expect(help.keys.contains { $0.action == "your paddle up" })
    #expect(!help.keys.contains { $0.action == GlobalAction.pause.summary }, "a network match has no pause")
    let hostSteps = pair.host.steps
    let joinerSteps = pair.joiner.steps
    let middle = SidewaysArena.height / 2
    for _ in 0..<10 {
      pair.press(.down, side: 1)  // the joiner plays on
      pair.run(seconds: 0.05)
    }
    pair.run(seconds: 1)
    #expect(pair.host.steps >= hostSteps + 60 && pair.joiner.steps >= joinerSteps + 60)
    #expect(pair.overlays[0].count == 1, "the panel is still up")
    let joinerPaddle = try #require(pair.joiner.match?.paddleY[1])
    #expect(joinerPaddle > middle)
    #expect(pair.host.match?.paddleY[1] == joinerPaddle, "the host's match moved the joiner's paddle too")
    pair.press(.character("x"), side: 0)
    #expect(pair.overlays[0].isEmpty)
    pair.run(seconds: 120) { $0.host.phase == .over && $0.joiner.phase == .over }
    let hostMatch = try #require(pair.host.match)
    let joinerMatch = try #require(pair.joiner.match)
    #expect(hostMatch.winner != nil && hostMatch.scores == joinerMatch.scores && pair.host.steps == pair.joiner.steps)
  }

  @Test func theHostingScreenSleepsUntilSomeoneJoins() throws {
    var host = try PaddlesScene.host(options: PaddlesOptions(players: 2, seed: 1), port: 0)
    #expect(host.isAnimating)  // once, to open the port
    let commands = host.step()
    guard case .perform(.network(.listen(port: 0))) = commands.first else {
      Issue.record("expected a listen request, got \(commands)")
      return
    }
    _ = host.handle(.effect(.network(.listening(port: 4321, addresses: ["192.168.1.5"]))))
    #expect(!host.isAnimating)
    let lines = host.picture(glyphs: .ascii).panel?.lines ?? []
    #expect(lines.contains("arcade join 192.168.1.5:4321"))
  }

  @Test func aJoinerThatCannotConnectSaysWhy() {
    var joiner = PaddlesScene.join(host: "127.0.0.1", port: 9, keyBindings: KeyBindings())
    _ = joiner.step()
    _ = joiner.handle(.effect(.network(.failed(message: "Could not connect to 127.0.0.1:9: Connection refused."))))
    #expect(joiner.session.stage == .ended(.couldNotConnect("Could not connect to 127.0.0.1:9: Connection refused.")))
    #expect(!joiner.isAnimating)
  }

  @Test func inputsRoundTripAndHostileOnesAreRefused() {
    for input in [
      PaddleInput.still, PaddleInput(move: -6), PaddleInput(move: 1.25, serve: true), PaddleInput(move: 0, place: 100),
    ] {
      #expect(PaddleInput(bytes: input.bytes) == input)
    }
    #expect(PaddleInput(bytes: [4, 0, 0, 0, 0, 0, 0, 0, 0]) == nil)
    #expect(PaddleInput(bytes: PaddleInput(move: 7).bytes) == nil)
    #expect(PaddleInput(bytes: PaddleInput(move: .nan).bytes) == nil)
    #expect(PaddleInput(bytes: PaddleInput(move: 0, place: -1).bytes) == nil)
    #expect(PaddleInput(bytes: [0]) == nil)
  }
}
