import ArcadeKit
import Drawing
import GameKit
import Physics
import TestSupport
import Testing

@testable import GameKit
@testable import PortalsGame

/// Whole 80×24 screens of Portals' first shipped level, in full and in ASCII: the start, a drag
/// in progress, a delivery's flash, the explosion and the game over.
@Suite struct PortalsScreenTests {
  enum Moment {
    case start, dragging, delivery, exploding, gameOver, saved
  }

  static let screen = Size(width: 80, height: 24)

  /// The scene at `moment`, played on the first shipped level from seed 1 (and the second,
  /// after it, for `saved`).
  static func scene(at moment: Moment) throws -> PlayScene<Portals> {
    let shipped = try PortalsPilotTests.shipped()
    var scene = PlayScene<Portals>(levels: moment == .saved ? Array(shipped[0...1]) : [shipped[0]], seed: 1)
    switch moment {
    case .saved:
      // The computer saves the galaxy; a moment of the panel.
      _ = scene.handle(.key(.tab))
      var game = scene.game
      for _ in 0..<(180 * 60) where game.phase == .playing {
        game.computerStep()
        _ = game.step()
      }
      scene.game = game
      for _ in 0..<10 { _ = scene.step() }
    case .start:
      break
    case .dragging:
      _ = scene.handle(.key(.tab))
      for _ in 0..<30 { _ = scene.step() }
      let planet = try #require(scene.game.planets.first)
      let layout = PortalsLayout(screen: screen)
      let cell = layout.viewport.cell(x: planet.position.x, y: planet.position.y)
      _ = scene.handle(.mouse(MouseEvent(.press, x: cell.column, y: cell.row, screen: screen)))
      _ = scene.handle(.mouse(MouseEvent(.drag, x: cell.column - 6, y: cell.row + 2, screen: screen)))
      _ = scene.handle(.mouse(MouseEvent(.drag, x: cell.column - 12, y: cell.row + 3, screen: screen)))
    case .delivery:
      _ = scene.handle(.key(.tab))
      var game = scene.game
      let portal = game.level.portals[0]
      game.setPlanets([
        Planet(
          id: 1, color: portal.color, position: portal.center + Vector2(x: 18, y: 0), velocity: Vector2(x: -120, y: 0)),
        Planet(id: 2, color: .cyan, position: Vector2(x: 160, y: 60), velocity: .zero),
      ])
      scene.game = game
      for _ in 0..<12 { _ = scene.step() }
    case .exploding, .gameOver:
      // Ten seconds of the computer's play, then the cyan portal runs dry.
      _ = scene.handle(.key(.tab))
      var game = scene.game
      for _ in 0..<600 {
        game.computerStep()
        _ = game.step()
      }
      game.setPower(0.01, of: 1)
      scene.game = game
      for _ in 0..<(moment == .exploding ? 40 : 200) { _ = scene.step() }
    }
    return scene
  }

  static func canvas(_ moment: Moment, _ capabilities: Capabilities) throws -> Canvas {
    let scene = try scene(at: moment)
    var canvas = Canvas(size: screen, capabilities: capabilities)
    scene.render(into: &canvas)
    return canvas
  }

  /// Level 1's planets home: "Galaxy saved!" over the galaxy, the next level named.
  @Test func theGalaxySavedScreen() throws {
    let canvas = try Self.canvas(.saved, .full)
    let expected = """
      SCORE 35  LEFT 0  TIME 0:56  PACE ×1.1  CHAIN +1
           ┌────────────────────────────────────────────────────────────────────┐
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                    ┌ Galaxy saved! ───────────┐                    │
           │                    │ Level 1: 30 planets home │                    │
           │ ⢀⣴⣿⣿⣶⣄             │         Score 35         │            ⡠⠊⠉⠉⠑⢆  │
           │ ⢸⣿⣿▲⣿⣿100          │                          │          97⡇  ● ⢸  │
           │ ⠈⠻⣿⣿⠿⠋             │  Next: level 2, Corners  │            ⠑⢄⣀⣀⡠⠎  │
           │                    └──────────────────────────┘                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           └────────────────────────────────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func theStartScreen() throws {
    let expected = """
      SCORE 0  LEFT 30  TIME 0:00  PACE ×1.0
           ┌────────────────────────────────────────────────────────────────────┐
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                            ⢠▲⣆     │
           │                                                            ⠘⠛⠃     │
           │                                                                    │
           │            ┌ Level 1: First light ───────────────────┐             │
           │            │   Drag a planet into its own portal,    │             │
           │            │ or Tab pick · arrows aim · Space fling; │             │
           │ ⢠⠞⠉⠉⠙⢢     │   keep every portal from running dry    │     ⡠⠊⠉⠉⠑⢆  │
           │ ⡇  ▲  100  │    and deliver 30 to save the galaxy    │  100⡇  ● ⢸  │
           │ ⠘⢦⣀⣀⣠⠜     │                                         │     ⠑⢄⣀⣀⡠⠎  │
           │            │         Space or a click: start         │             │
           │            └─────────────────────────────────────────┘             │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           └────────────────────────────────────────────────────────────────────┘
      """
    let problem = TextSnapshot.difference(try Self.canvas(.start, .full), expected)
    #expect(problem == nil, "\(problem ?? "")")
  }

  @Test func aDragInProgressShowsItsAimLineAndSpeed() throws {
    let expected = """
      SCORE 0  LEFT 30  TIME 0:00  PACE ×1.0
           ┌────────────────────────────────────────────────────────────────────┐
           │                                                                    │
           │                                                                    │
           │                                                            ⢠⣤⣄     │
           │                                                          ⡀⠄⠚▲⠋     │
           │                                                      ⡀⠄⠂⠁          │
           │                                                  ⡀⠄⠂⠁              │
           │                                                 ⠈192               │
           │                                                                    │
           │                                                                    │
           │ ⢠⠞⠉⠉⠙⢢                                                     ⡠⠊⠉⠉⠑⢆  │
           │ ⡇  ▲  99                                                 99⡇  ● ⢸  │
           │ ⠘⢦⣀⣀⣠⠜                                                     ⠑⢄⣀⣀⡠⠎  │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           └────────────────────────────────────────────────────────────────────┘
      """
    let problem = TextSnapshot.difference(try Self.canvas(.dragging, .full), expected)
    #expect(problem == nil, "\(problem ?? "")")
  }

  @Test func aDeliveryFlashesItsPortal() throws {
    let expected = """
      SCORE 1  LEFT 29  TIME 0:00  PACE ×1.0
           ┌────────────────────────────────────────────────────────────────────┐
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                ⢀⣀⡀                                 │
           │                                ⠸●⠟⠄⡀                               │
           │                                     ⠁⠁⠂⠄⡀                          │
           │                                          ⠁120                      │
           │ ⢀⣴⣿⣿⣶⣄                                                     ⡠⠊⠉⠉⠑⢆  │
           │ ⢸⣿⣿▲⣿⣿100                                               100⡇  ● ⢸  │
           │ ⠈⠻⣿⣿⠿⠋                                                     ⠑⢄⣀⣀⡠⠎  │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           └────────────────────────────────────────────────────────────────────┘
      """
    let problem = TextSnapshot.difference(try Self.canvas(.delivery, .full), expected)
    #expect(problem == nil, "\(problem ?? "")")
  }

  @Test func theGalaxyExplodes() throws {
    let expected = """
      SCORE 6  LEFT 25  TIME 0:10  PACE ×1.0
           ┌────────────────────────────────────────────────────────────────────┐
           │                                  ⡰⠃            ⣠⠔⠉                 │
           │                                ⢀⡜           ⢀⡤⠊                    │
           │                               ⢀⡞           ⡰⠋                      │
           │                               ⡜          ⢠⠞              ⣀⣀⠤⠤⠤⠤⠤⠤⣀⣀│
           │                              ⡜          ⢠⠃           ⢀⡠⠒⠋⠁         │
           │                             ⢰⠁         ⢠⠃          ⢀⠖⠁             │
           │                             ⡎         ⢠⠇          ⡴⠁               │
           │                            ⢰⠃         ⡜          ⡜⠁                │
           │                            ⢸          ⡇         ⢰⠁                 │
           │ ⢠⠞⠉⠉⠙⢢                     ⡎         ⢸          ⡇          ⡠⠊⠉⠉⠑⢆  │
           │ ⡇  ▲  86                   ⡇         ⢸          ⡇        0!⡇  ● ⢸  │
           │ ⠘⢦⣀⣀⣠⠜                     ⢇         ⢸          ⡇          ⠑⢄⣀⣀⡠⠎  │
           │                            ⢸          ⡇         ⠸⡀                 │
           │                            ⠸⡄         ⢣          ⢣⡀                │
           │                             ⢇         ⠘⡆          ⠳⡀               │
           │                             ⠸⡀         ⠘⡄          ⠈⠦⡀             │
           │                              ⢣          ⠘⡄           ⠈⠑⠤⣄⡀         │
           │                               ⢣          ⠘⢦              ⠉⠉⠒⠒⠒⠒⠒⠒⠉⠉│
           │                               ⠈⢧           ⠱⣄                      │
           │                                ⠈⢣           ⠈⠓⢄                    │
           │                                  ⠱⡄            ⠙⠢⣀                 │
           └────────────────────────────────────────────────────────────────────┘
      """
    let problem = TextSnapshot.difference(try Self.canvas(.exploding, .full), expected)
    #expect(problem == nil, "\(problem ?? "")")
  }

  @Test func theGameOverScreen() throws {
    let expected = """
      SCORE 6  LEFT 25  TIME 0:10  PACE ×1.0
           ┌────────────────────────────────────────────────────────────────────┐
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                 ┌ Game over ─────────────────────┐                 │
           │                 │            Score 6             │                 │
           │ ⢠⠞⠉⠉⠙⢢          │       5 planets in 0:10        │         ⡠⠊⠉⠉⠑⢆  │
           │ ⡇  ▲  86        │ Enter: play again · Esc: leave │       0!⡇  ● ⢸  │
           │ ⠘⢦⣀⣀⣠⠜          └────────────────────────────────┘         ⠑⢄⣀⣀⡠⠎  │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           │                                                                    │
           └────────────────────────────────────────────────────────────────────┘
      """
    let problem = TextSnapshot.difference(try Self.canvas(.gameOver, .full), expected)
    #expect(problem == nil, "\(problem ?? "")")
  }

  @Test func theStartInASCII() throws {
    let expected = """
      SCORE 0  LEFT 30  TIME 0:00  PACE x1.0
           +--------------------------------------------------------------------+
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                            :A:     |
           |                                                            :::     |
           |                                                                    |
           |            + Level 1: First light -------------------+             |
           |            |   Drag a planet into its own portal,    |             |
           |            | or Tab pick . arrows aim . Space fling; |             |
           | ::::::     |   keep every portal from running dry    |     ::::::  |
           | :  A  100  |    and deliver 30 to save the galaxy    |  100:  O :  |
           | ::::::     |                                         |     ::::::  |
           |            |         Space or a click: start         |             |
           |            +-----------------------------------------+             |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           +--------------------------------------------------------------------+
      """
    let problem = TextSnapshot.difference(try Self.canvas(.start, .minimal), expected)
    #expect(problem == nil, "\(problem ?? "")")
  }

  @Test func aDragInASCII() throws {
    let expected = """
      SCORE 0  LEFT 30  TIME 0:00  PACE x1.0
           +--------------------------------------------------------------------+
           |                                                                    |
           |                                                                    |
           |                                                            :::     |
           |                                                          :::A:     |
           |                                                      ::::          |
           |                                                  ::::              |
           |                                                 :192               |
           |                                                                    |
           |                                                                    |
           | ::::::                                                     ::::::  |
           | :  A  99                                                 99:  O :  |
           | ::::::                                                     ::::::  |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           +--------------------------------------------------------------------+
      """
    let problem = TextSnapshot.difference(try Self.canvas(.dragging, .minimal), expected)
    #expect(problem == nil, "\(problem ?? "")")
  }

  @Test func aDeliveryInASCII() throws {
    let expected = """
      SCORE 1  LEFT 29  TIME 0:00  PACE x1.0
           +--------------------------------------------------------------------+
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                :::                                 |
           |                                :O:::                               |
           |                                     :::::                          |
           |                                          :120                      |
           | ::::::                                                     ::::::  |
           | :::A::100                                               100:  O :  |
           | ::::::                                                     ::::::  |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           |                                                                    |
           +--------------------------------------------------------------------+
      """
    let problem = TextSnapshot.difference(try Self.canvas(.delivery, .minimal), expected)
    #expect(problem == nil, "\(problem ?? "")")
  }
}
