import ArcadeKit
import Drawing
import NetPlay
import TestSupport
import Testing

@testable import PaddlesGame

/// The network match's screens as whole frames: hosting, joining, ready, waiting, the keys,
/// leaving, and an end. Update with `ARCADE_RECORD_SNAPSHOTS=1 swift test --filter
/// NetScreenSnapshotTests`, then read the diff.
@Suite struct NetScreenSnapshotTests {
  static let size = Size(width: 80, height: 24)

  /// A host whose port is open on 192.168.1.5:4321.
  static func hosting() throws -> PaddlesScene {
    var host = try PaddlesScene.host(options: PaddlesOptions(players: 2, seed: 3), port: 4321)
    _ = host.step()
    _ = host.handle(.effect(.network(.listening(port: 4321, addresses: ["192.168.1.5", "10.0.0.7"]))))
    return host
  }

  /// A match under way on a perfect in-memory network, at "Ready?".
  static func ready() throws -> NetMatchPair {
    var pair = try NetMatchPair()
    pair.run(seconds: 3) { $0.host.session.isUnderway && $0.joiner.session.isUnderway }
    return pair
  }

  @Test func hostingShowsTheAddressesToGive() throws {
    let canvas = SceneDriver(try Self.hosting()).render(Self.size)
    let expected = """
      You [W/S ↑/↓]: 0               ? keys • Esc leave                    Opponent: 0
              ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
                                              ┊
                                        █▀█   ┊   █▀█
                                        █ █   ┊   █ █
                                        ▀▀▀   ┊   ▀▀▀
                                              ┊
                              ┌ Hosting Paddles ─────────────┐
                              │   Waiting for an opponent…   │
                              │                              │
                       ▄▄     │       They join with:        │     ▄▄
                       ██     │ arcade join 192.168.1.5:4321 │     ██
                       ██     │  arcade join 10.0.0.7:4321   │     ██
                       ██     │                              │     ██
                       ▀▀     │      Esc: stop hosting       │     ▀▀
                              └──────────────────────────────┘
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
              ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func joiningShowsWhereInASmallASCIITerminal() {
    var joiner = PaddlesScene.join(host: "192.168.1.5", port: 4321, keyBindings: KeyBindings())
    _ = joiner.step()
    let canvas = SceneDriver(joiner).render(Size(width: 40, height: 12), capabilities: .minimal)
    let expected = """
                 ? keys * Esc leave
            ============================
                          :
       + Joining Paddles ------------------+
       | Connecting to 192.168.1.5:4321... |
       |                                   |
       |           Esc: give up            |
       +-----------------------------------+
                          :
                          :
                          :
            ============================
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func theJoinerIsReadyOnTheRight() throws {
    let canvas = SceneDriver(try Self.ready().joiner).render(Self.size)
    let expected = """
      Opponent: 0                    ? keys • Esc leave               You [W/S ↑/↓]: 0
              ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
                                              ┊
                                        █▀█   ┊   █▀█
                                        █ █  ⣀⣀   █ █
                                        ▀▀▀  ⠿⠿   ▀▀▀
                                              ┊
                                 ┌ Classic ──────────────┐
                                 │        Ready?         │
                                 │                       │
                       ▄▄        │ You play on the right │         ▄▄
                       ██        │    First to 3 wins    │         ██
                       ██        │                       │         ██
                       ██        │  Space/click: serve   │         ██
                       ▀▀        │      Esc: leave       │         ▀▀
                                 └───────────────────────┘
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
              ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func questionMarkListsTheKeysWhilePlayGoesOn() throws {
    var pair = try Self.ready()
    pair.press(.character("?"), side: 0)
    let canvas = pair.screen(side: 0, size: Self.size)
    let expected = """
      You [W/S ↑/↓]: 0  RTT 0 ms • delay 33 ms • ? keys • Esc leave        Opponent: 0
              ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
                                              ┊
              ┌ Paddles keys ────────────────────────────────────────────────┐
              │ Keep the puck from getting past your paddle. Where it meets  │
              │ the paddle sets its angle: the middle sends it straight, the │
              │ ends send it off to the side, and every hit makes it faster. │
              │ The first to the winning score takes the match. A network    │
              │ match never pauses: the other player's clock goes on, so     │
              │ play goes on under these panels.                             │
              │                                                              │
              │ W ↑          your paddle up                                  │
              │ S ↓          your paddle down                                │
              │ Space Enter  serve at "Ready?" (a click too)                 │
              │ Mouse drag   moves your paddle (on your half)                │
              │ ? F1         help for the current screen                     │
              │ Esc Q        back (asks first while a game runs)             │
              │                                                              │
              │ Press any key to close                                       │
              └──────────────────────────────────────────────────────────────┘
                                              ┊
                                              ┊
                                              ┊
              ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func escapeAsksBeforeLeaving() throws {
    var pair = try Self.ready()
    pair.press(.escape, side: 0)
    let canvas = pair.screen(side: 0, size: Self.size)
    let expected = """
      You [W/S ↑/↓]: 0  RTT 0 ms • delay 33 ms • ? keys • Esc leave        Opponent: 0
              ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
                                              ┊
                                        █▀█   ┊   █▀█
                                        █ █  ⣀⣀   █ █
                                        ▀▀▀  ⠿⠿   ▀▀▀
                                              ┊
                                              ┊
                                              ┊
                         ┌ Confirm ──────────────────────────────┐
                       ▄▄│ Leave Paddles? Your opponent is told. │ ▄▄
                       ██│                                       │ ██
                       ██│     Y / Enter: yes    N / Esc: no     │ ██
                       ██└───────────────────────────────────────┘ ██
                       ▀▀                     ┊                    ▀▀
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
              ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func aSilentOpponentIsWaitedForThenTheMatchEnds() throws {
    var pair = try Self.ready()
    pair.press(.character(" "), side: 1)  // in play: at "Ready?" both sides sleep
    pair.run(seconds: 0.2)
    pair.network.silence(for: 60)
    pair.run(seconds: 3)
    let waiting = SceneDriver(pair.host).render(Self.size)
    let expectedWaiting = """
      You [W/S ↑/↓]: 0  RTT 0 ms • delay 33 ms • ? keys • Esc leave        Opponent: 0
              ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
                                              ┊
                                        █▀█   ┊   █▀█
                                        █ █  ⣀⣀   █ █
                                        ▀▀▀  ⠿⠿   ▀▀▀
                                              ┊
                                              ┊
                                              ┊
                          ┌ Paddles ─────────────────────────────┐
                       ▄▄ │ Waiting for opponent… (Esc to leave) │ ▄▄
                       ██ │                                      │ ██
                       ██ │        The match ends in 12 s        │ ██
                       ██ └──────────────────────────────────────┘ ██
                       ▀▀                     ┊                    ▀▀
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
              ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(waiting, expectedWaiting) == nil, "\(waiting.plainText)")
    pair.run(seconds: 13)
    let ended = SceneDriver(pair.host).render(Self.size)
    let expectedEnd = """
      You [W/S ↑/↓]: 0               ? keys • Esc leave                    Opponent: 0
              ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
                                              ┊
                                        █▀█   ┊   █▀█
                                        █ █   ┊   █ █
                                        ▀▀▀   ┊   ▀▀▀
                                              ┊
                                              ┊
                                              ┊
         ┌ Match ended ──────────────────────────────────────────────────────────┐
         │ Your opponent did not come back within 15 seconds: the match is over. │
         │                                                                       │
         │                            Space/Esc: back                            │
         └───────────────────────────────────────────────────────────────────────┘
                       ▀▀                     ┊                    ▀▀
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
              ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(ended, expectedEnd) == nil, "\(ended.plainText)")
  }
}

/// The Paddles menu's network lines: Host, and Join with the address typed in place.
@Suite struct NetMenuSnapshotTests {
  @Test func joinTakesAnAddressAndExplainsABadOne() {
    var driver = SceneDriver(PaddlesMenuScene(arenas: [.classic], options: PaddlesOptions(seed: 1)))
    driver.press(.down, .down)  // Start, Host, Join
    driver.type("10.0.0.7:99999")
    driver.press(.enter)
    #expect(driver.commands.isEmpty)
    let canvas = driver.render(Size(width: 80, height: 24), capabilities: .minimal)
    let expected = """






               + Paddles --------------------------------------------------+
               |              Players: < 1 player vs computer >            |
               |                   Difficulty: < normal >                  |
               |                     Arena: < Classic >                    |
               |                       First to: < 3 >                     |
               |                            Start                          |
               |              Host a network match (port 4321)             |
               |                > Join at: 10.0.0.7:99999_                 |
               |                                                           |
               | "99999" is not a port: expected a number from 1 to 65535. |
               +-----------------------------------------------------------+
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func joinWithAGoodAddressOpensTheMatch() throws {
    var driver = SceneDriver(PaddlesMenuScene(arenas: [.classic], options: PaddlesOptions(seed: 1)))
    driver.press(.down, .down)
    driver.type("[::1]:4000")
    driver.press(.enter)
    guard case .replace(let scene) = try #require(driver.commands.last), let joiner = scene as? PaddlesScene else {
      Issue.record("Enter on Join should open the match, got \(driver.commands)")
      return
    }
    #expect(joiner.session.role == .joiner(host: "::1", port: 4000))
  }

  /// Over SSH (a setup without network play) Host and Join are not offered, and ↑/↓ go round
  /// the lines that are; the arcade's own menu offers both.
  @Test func withoutNetworkPlayTheMenuOffersNoNetworkMatch() throws {
    var driver = SceneDriver(PaddlesMenuScene(arenas: [.classic], options: PaddlesOptions(seed: 1), networkPlay: false))
    driver.press(.down)  // from Start, round to Players
    let canvas = driver.render(Size(width: 80, height: 24), capabilities: .minimal)
    let expected = """







                      + Paddles ------------------------------------+
                      |     > Players: < 1 player vs computer >     |
                      |            Difficulty: < normal >           |
                      |              Arena: < Classic >             |
                      |                First to: < 3 >              |
                      |                     Start                   |
                      |                                             |
                      | ^v choose  <> change  Enter start  Esc back |
                      +---------------------------------------------+
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
    driver.press(.up, .up, .enter)  // round to Start, which starts a game against the computer
    guard case .replace(let scene) = try #require(driver.commands.last), scene is PaddlesScene else {
      Issue.record("Enter on Start should start the game, got \(driver.commands)")
      return
    }

    // The game's menu as the launcher makes it, from the host's setup.
    let screen = { (setup: GameSetup) throws -> String in
      var canvas = Canvas(size: Size(width: 80, height: 24), capabilities: .minimal)
      try PaddlesGame.makeScene(setup, levels: .live).render(into: &canvas)
      return canvas.plainText
    }
    let overSSH = try screen(GameSetup(seed: 1, networkPlay: false))
    #expect(!overSSH.contains("network match") && !overSSH.contains("Join at"), "\(overSSH)")
    let local = try screen(GameSetup(seed: 1))
    #expect(local.contains("Host a network match") && local.contains("Join at"), "\(local)")
  }

  @Test func hostOpensTheHostingScreen() throws {
    var driver = SceneDriver(PaddlesMenuScene(arenas: [.classic], options: PaddlesOptions(seed: 1)))
    driver.press(.down, .enter)
    guard case .replace(let scene) = try #require(driver.commands.last), let host = scene as? PaddlesScene else {
      Issue.record("Enter on Host should open the hosting screen, got \(driver.commands)")
      return
    }
    #expect(host.session.role.isHost && host.localSide == .one)
  }
}
