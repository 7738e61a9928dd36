import ArcadeKit
import Drawing
import TestSupport
import Testing

@testable import PaddlesGame

/// The "Ready?" and "Game over" panels: they leave both paddles in sight, and only the keys
/// they name (Space or Enter, or a click) go on, so a paddle key still held does nothing.
@Suite struct PanelAndRestartTests {
  static func scene(players: Int) -> SceneDriver<PaddlesScene> {
    SceneDriver(PaddlesScene(options: PaddlesOptions(players: players, winScore: 1, seed: 5)))
  }

  /// A game played (nobody touching a key) until someone wins the single point.
  static func over(players: Int) -> SceneDriver<PaddlesScene> {
    var driver = scene(players: players)
    driver.press(.character(" "))
    for _ in 0..<20_000 where driver.scene.game.phase == .playing { driver.step() }
    return driver
  }

  /// Sizes from the minimum up to 200×60, with the narrow-and-tall and wide-and-short corners.
  static let sizes: [Size] = {
    var sizes = [Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 200, height: 60)]
    for width in stride(from: 40, through: 200, by: 9) {
      for height in stride(from: 12, through: 60, by: 5) { sizes.append(Size(width: width, height: height)) }
    }
    sizes += [Size(width: 200, height: 12), Size(width: 40, height: 60), Size(width: 41, height: 13)]
    return sizes
  }()

  // MARK: - Paddles in sight

  @Test(arguments: [1, 2])
  func bothPaddlesStayFullyVisibleUnderTheReadyAndGameOverPanels(players: Int) {
    for driver in [Self.scene(players: players), Self.over(players: players)] {
      #expect(driver.scene.game.phase != .playing)
      for size in Self.sizes {
        let screen = driver.render(size)
        var paddlesOnly = Canvas(size: size)
        PaddlesPainter(picture: driver.scene.picture(glyphs: .unicode), layout: PaddlesLayout(screen: size))
          .drawPaddles(into: &paddlesOnly)
        var paddleCells = 0
        for y in 0..<size.height {
          for x in 0..<size.width where paddlesOnly[x, y] != .blank {
            paddleCells += 1
            #expect(
              screen[x, y] == paddlesOnly[x, y],
              "\(players) player(s), \(driver.scene.game.phase), \(size.width)×\(size.height): paddle cell (\(x), \(y)) covered"
            )
          }
        }
        #expect(paddleCells > 0)
        let title = driver.scene.game.phase == .ready ? "Ready?" : "wins!"
        #expect(TextSnapshot.contains(screen, title), "\(size.width)×\(size.height)")
      }
    }
  }

  @Test func twoPlayerReadyPanelAt40x12() {
    let canvas = Self.scene(players: 2).render(Size(width: 40, height: 12))
    let expected = """
      Player 1 [W/S]: 0      Player 2 [↑/↓]: 0
            ▄▄▄▄▄┌ Classic ──────┐▄▄▄▄▄▄
                 │    Ready?     │
                 │ Player 1: W/S │
                 │ Player 2: ↑/↓ │
                ▄│  First to 1   │ ▄
                █│     wins      │ █
                ▀│ Space/click:  │ ▀
                 │     serve     │
                 │  Esc: leave   │
                 └───────────────┘
            ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func onePlayerGameOverPanelAt80x24() {
    let canvas = Self.over(players: 1).render(Size(width: 80, height: 24))
    let expected = """
      Player 1 [W/S ↑/↓]: 0     P pause • ? help • Esc leave      Computer (normal): 1
              ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
                                              ┊
                                        █▀█   ┊   ▄█
                                        █ █   ┊    █
                                        ▀▀▀   ┊   ▀▀▀
                                              ┊
                                              ┊
                                 ┌ Game over ────────────┐
                                 │    Player 2 wins!     │
                       ▄▄        │   The computer won    │         ▄▄
                       ██        │         0 — 1         │         ██
                       ██        │                       │         ██
                       ██        │ Space/click: new game │         ██
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

  // MARK: - Only Space or Enter go on

  static let paddleKeys: [Key] = [
    .character("w"), .character("s"), .character("W"), .character("S"), .up, .down, .left, .right,
    .character("x"), .tab,
  ]

  @Test(arguments: [1, 2])
  func afterAGameOverPaddleKeysDoNothingAndSpaceStartsANewGame(players: Int) {
    var driver = Self.over(players: players)
    #expect(driver.scene.game.phase == .over)
    let scores = driver.scene.game.match.scores
    for key in Self.paddleKeys {
      driver.press(key)
      #expect(driver.scene.game.phase == .over, "\(key) left the game-over screen")
    }
    #expect(driver.scene.game.match.scores == scores)
    #expect(driver.commands.allSatisfy { if case .push = $0 { false } else if case .pop = $0 { false } else { true } })
    driver.press(.character(" "))
    #expect(driver.scene.game.phase == .ready)
    #expect(driver.scene.game.match.scores == [0, 0])
  }

  @Test func afterAGameOverEnterOrAClickStartsANewGameAndEscLeaves() {
    var enter = Self.over(players: 2)
    enter.press(.enter)
    #expect(enter.scene.game.phase == .ready)

    var click = Self.over(players: 2)
    let screen = Size(width: 80, height: 24)
    click.send(.mouse(MouseEvent(.press, x: 40, y: 12, screen: screen)))
    #expect(click.scene.game.phase == .ready)

    var escape = Self.over(players: 2)
    escape.clearCommands()
    escape.press(.escape)
    guard case .pop = escape.commands.last else {
      Issue.record("Esc after a game over should leave, got \(escape.commands)")
      return
    }
  }

  @Test(arguments: [1, 2])
  func atReadyPaddleKeysDoNotServeAndSpaceDoes(players: Int) {
    var driver = Self.scene(players: players)
    for key in Self.paddleKeys {
      driver.press(key)
      #expect(driver.scene.game.phase == .ready, "\(key) served")
    }
    driver.press(.character(" "))
    #expect(driver.scene.game.phase == .playing)

    var enter = Self.scene(players: players)
    enter.press(.enter)
    #expect(enter.scene.game.phase == .playing)
  }

  @Test func panelsNameTheKeysThatGoOn() {
    let size = Size(width: 80, height: 24)
    let ready = Self.scene(players: 2).render(size)
    #expect(TextSnapshot.contains(ready, "Space/click: serve") && TextSnapshot.contains(ready, "Esc: leave"))
    let over = Self.over(players: 1).render(size)
    #expect(TextSnapshot.contains(over, "Space/click: new game") && TextSnapshot.contains(over, "Esc: leave"))
    #expect(!TextSnapshot.contains(over, "any key"))
  }

  // MARK: - The puck over the centre line

  @Test func thePuckOnTheCentreLineIsNeverDim() {
    var driver = Self.scene(players: 2)
    driver.press(.character(" "))  // served: the puck waits on the centre line
    for size in [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 123, height: 37)] {
      let canvas = driver.render(size)
      let centre = PaddlesLayout(screen: size).viewport.cell(x: SidewaysArena.width / 2, y: 0).column
      var puckCells = 0
      var onTheLine = 0
      for y in 0..<size.height {
        for x in 0..<size.width where (0x2801...0x28FF).contains(canvas[x, y].scalar.value) {
          puckCells += 1
          if x == centre { onTheLine += 1 }
          #expect(
            !canvas[x, y].style.attributes.contains(.dim), "\(size.width)×\(size.height): puck cell (\(x), \(y)) is dim"
          )
          #expect(canvas[x, y].style.foreground == .brightYellow)
        }
      }
      #expect(puckCells > 0 && onTheLine > 0, "\(size.width)×\(size.height): the puck is not on the centre line")
    }
  }
}
