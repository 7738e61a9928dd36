import ArcadeKit
import Drawing
import Foundation
import GameKit
import Physics
import Replays
import TerminalWire
import Testing

@testable import PortalsGame

/// The fling, by mouse and by keyboard: a drag from a planet flings it with the drag × 3 a
/// second (at most 200), from `MouseEvent`s or from the terminal's own bytes (SGR and X10);
/// Tab and Shift-Tab pick a planet and aim it at its portal, the arrows turn the aim a
/// sixteenth, Space flings at 120; the 16 aims; a recorded drag replays to the same game.
@Suite struct PortalsControlsTests {
  static let screen = Size(width: 80, height: 24)
  static let layout = PortalsLayout(screen: screen)

  /// On an 80 × 24 screen the galaxy gets 78 × 21 cells, 156 × 84 braille dots; the 320 × 200
  /// world fits the height, 84 / 200 = 0.42 dots a unit. A column is 2 dots, a row 4.
  static let unitsPerColumn = 2 / 0.42
  static let unitsPerRow = 4 / 0.42

  /// The fling a drag of `columns` and `rows` cells gives: 3 a second per world unit, at most 200.
  static func fling(columns: Int, rows: Int) -> Vector2 {
    let raw = Vector2(x: Double(columns) * unitsPerColumn * 3, y: Double(rows) * unitsPerRow * 3)
    return raw.length > 200 ? raw * (200 / raw.length) : raw
  }

  static let level = PortalsLevel(
    name: "Two", portals: [.init(.red, x: 20, y: 100), .init(.cyan, x: 300, y: 100)], drain: 3)
  static let fourPortals = PortalsLevel(
    name: "Four",
    portals: [
      .init(.red, x: 160, y: 18), .init(.cyan, x: 302, y: 100), .init(.yellow, x: 160, y: 182),
      .init(.magenta, x: 18, y: 100),
    ], drain: 3, spawn: 1.5)

  /// Two planets at rest: 10 in the middle, 11 up and to the left.
  static func game() -> Portals {
    var game = Portals(levels: [level], startIndex: 0, seed: 1)
    game.setPlanets([
      Planet(id: 10, color: .cyan, position: Vector2(x: 160, y: 100), velocity: .zero),
      Planet(id: 11, color: .red, position: Vector2(x: 100, y: 60), velocity: .zero),
    ])
    return game
  }

  static func cell(of id: Int, in game: Portals) -> (column: Int, row: Int) {
    let planet = game.planets.first { $0.id == id }!
    return layout.viewport.cell(x: planet.position.x, y: planet.position.y)
  }

  static func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) -> MouseEvent {
    MouseEvent(kind, x: column, y: row, screen: screen)
  }

  static func velocity(of id: Int, in game: Portals) -> Vector2 {
    game.planets.first { $0.id == id }!.velocity
  }

  static func close(_ a: Vector2, _ b: Vector2, within tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  // MARK: - Mouse

  @Test func theMiddlePlanetIsInTheCellTheArithmeticSays() {
    // x: 10 dots of margin ((156 − 134.4) / 2, rounded down) + 160 × 0.42 = 77.2 dots: column 1 + 38.
    let game = Self.game()
    #expect(Self.cell(of: 10, in: game) == (39, 12))
  }

  /// Press on a planet, drag, let go: its velocity is the drag in world units × 3.
  @Test func aDragFromAPlanetFlingsItWithTheDragTimesThree() {
    var game = Self.game()
    let (column, row) = Self.cell(of: 10, in: game)
    game.mouse(Self.mouse(.press, column, row))
    #expect(game.drag?.planet == 10 && game.picked == 10)
    game.mouse(Self.mouse(.drag, column + 2, row))
    game.mouse(Self.mouse(.drag, column + 5, row + 1))
    #expect(Self.close(game.drag!.velocity, Self.fling(columns: 5, rows: 1)), "the aim line's speed")
    #expect(Self.velocity(of: 10, in: game) == .zero, "nothing is flung before the release")
    game.mouse(Self.mouse(.release, column + 5, row + 1))
    #expect(Self.close(Self.velocity(of: 10, in: game), Self.fling(columns: 5, rows: 1)))
    #expect(abs(Self.velocity(of: 10, in: game).x - 5 * 2 / 0.42 * 3) < 1e-9)
    #expect(Self.velocity(of: 11, in: game) == .zero)
    #expect(game.drag == nil)
  }

  /// However far the drag, the fling is at most 200 a second, in the drag's direction.
  @Test func aLongDragIsCappedAt200() {
    var game = Self.game()
    let (column, row) = Self.cell(of: 10, in: game)
    game.mouse(Self.mouse(.press, column, row))
    game.mouse(Self.mouse(.drag, column + 35, row + 8))
    game.mouse(Self.mouse(.release, column + 35, row + 8))
    let velocity = Self.velocity(of: 10, in: game)
    #expect(abs(velocity.length - 200) < 1e-9)
    #expect(Self.close(velocity, Self.fling(columns: 35, rows: 8)))
    #expect(abs(velocity.y / velocity.x - (8 * 4.0) / (35 * 2.0)) < 1e-12, "in the drag's direction")
  }

  /// Terminals that report no motion: a release at another cell still flings.
  @Test func aReleaseWithoutMotionReportsStillFlings() {
    var game = Self.game()
    let (column, row) = Self.cell(of: 10, in: game)
    game.mouse(Self.mouse(.press, column, row))
    game.mouse(Self.mouse(.release, column - 4, row + 3))
    #expect(Self.close(Self.velocity(of: 10, in: game), Self.fling(columns: -4, rows: 3)))
  }

  /// A click (press and release on one cell) picks the planet and flings nothing.
  @Test func aClickOnAPlanetOnlyPicksIt() {
    var game = Self.game()
    let (column, row) = Self.cell(of: 11, in: game)
    game.mouse(Self.mouse(.press, column, row))
    game.mouse(Self.mouse(.release, column, row))
    #expect(game.picked == 11)
    #expect(game.planets.allSatisfy { $0.velocity == .zero })
  }

  /// A drag that starts on empty space moves nothing, even when it ends on a planet.
  @Test func aDragFromEmptySpaceDoesNothing() {
    var game = Self.game()
    let (column, row) = Self.cell(of: 10, in: game)
    game.mouse(Self.mouse(.press, 60, 5))
    #expect(game.drag == nil && game.phase == .playing)
    game.mouse(Self.mouse(.drag, 50, 8))
    game.mouse(Self.mouse(.drag, column, row))
    game.mouse(Self.mouse(.release, column, row))
    #expect(game.planets == Self.game().planets)
  }

  // MARK: - From the terminal's bytes

  /// An SGR report: `ESC [ < button ; column ; row M` (press, motion) or `m` (release), 1-based.
  static func sgr(_ button: Int, _ column: Int, _ row: Int, released: Bool = false) -> [UInt8] {
    Array("\u{1B}[<\(button);\(column + 1);\(row + 1)\(released ? "m" : "M")".utf8)
  }

  /// An X10 report: `ESC [ M` and three bytes, each 32 more than the button and the 1-based cell
  /// (button 3: a release).
  static func x10(_ button: Int, _ column: Int, _ row: Int) -> [UInt8] {
    [0x1B, 0x5B, 0x4D, UInt8(32 + button), UInt8(33 + column), UInt8(33 + row)]
  }

  /// The mouse events the arcade's decoder makes of `bytes`, on the 80 × 24 screen (as the
  /// session does).
  static func decode(_ bytes: [UInt8]) -> [MouseEvent] {
    var decoder = TerminalInputDecoder()
    return decoder.feed(bytes, at: 0).compactMap { event in
      guard case .mouse(let report) = event else { return nil }
      return MouseEvent(report.kind, x: report.column, y: report.row, screen: screen)
    }
  }

  enum Format: String, CaseIterable, Sendable {
    case sgr, x10
  }

  /// A drag as the terminal sends it: press, two motions, release.
  static func dragBytes(_ format: Format, from start: (Int, Int), via middle: (Int, Int), to end: (Int, Int))
    -> [UInt8]
  {
    switch format {
    case .sgr:
      sgr(0, start.0, start.1) + sgr(32, middle.0, middle.1) + sgr(32, end.0, end.1)
        + sgr(0, end.0, end.1, released: true)
    case .x10:
      x10(0, start.0, start.1) + x10(32, middle.0, middle.1) + x10(32, end.0, end.1) + x10(3, end.0, end.1)
    }
  }

  @Test(arguments: Format.allCases)
  func aDragFromTheTerminalsBytesFlingsTheSame(format: Format) {
    var game = Self.game()
    let (column, row) = Self.cell(of: 10, in: game)
    let events = Self.decode(
      Self.dragBytes(format, from: (column, row), via: (column + 3, row), to: (column + 6, row - 2)))
    #expect(
      events == [
        Self.mouse(.press, column, row), Self.mouse(.drag, column + 3, row), Self.mouse(.drag, column + 6, row - 2),
        Self.mouse(.release, column + 6, row - 2),
      ])
    for event in events { game.mouse(event) }
    #expect(Self.close(Self.velocity(of: 10, in: game), Self.fling(columns: 6, rows: -2)))
  }

  @Test(arguments: Format.allCases)
  func aPressAndReleaseFromTheTerminalsBytesWithoutMotionStillFlings(format: Format) {
    var game = Self.game()
    let (column, row) = Self.cell(of: 10, in: game)
    let bytes =
      switch format {
      case .sgr: Self.sgr(0, column, row) + Self.sgr(0, column + 7, row + 2, released: true)
      case .x10: Self.x10(0, column, row) + Self.x10(3, column + 7, row + 2)
      }
    let events = Self.decode(bytes)
    #expect(events == [Self.mouse(.press, column, row), Self.mouse(.release, column + 7, row + 2)])
    for event in events { game.mouse(event) }
    #expect(Self.close(Self.velocity(of: 10, in: game), Self.fling(columns: 7, rows: 2)))
  }

  // MARK: - Keyboard

  /// The aim (0 up, clockwise in sixteenths) nearest the way from `from` to `to`, by trigonometry.
  static func aimIndex(from: Vector2, to: Vector2) -> Int {
    let way = to - from
    var degrees = atan2(way.x, -way.y) * 180 / .pi
    if degrees < 0 { degrees += 360 }
    return Int((degrees / 22.5).rounded()) % 16
  }

  /// The unit vector of aim `index`, by trigonometry (y down).
  static func direction(_ index: Int) -> Vector2 {
    let radians = Double(index) * 22.5 * .pi / 180
    return Vector2(x: sin(radians), y: -cos(radians))
  }

  /// Three planets at rest on the four-portal level: red, cyan, yellow.
  static func keyboardGame() -> Portals {
    var game = Portals(levels: [fourPortals], startIndex: 0, seed: 1)
    game.setPlanets([
      Planet(id: 11, color: .red, position: Vector2(x: 100, y: 100), velocity: .zero),
      Planet(id: 12, color: .cyan, position: Vector2(x: 200, y: 60), velocity: .zero),
      Planet(id: 13, color: .yellow, position: Vector2(x: 250, y: 150), velocity: .zero),
    ])
    return game
  }

  /// Tab (`.next`) picks the planets in turn, each aimed at its own portal; Shift-Tab
  /// (`.previous`) goes back.
  @Test func nextAndPreviousPickThePlanetsInTurnAimedAtTheirPortals() {
    var game = Self.keyboardGame()
    let portal: [PortalColor: Vector2] = Dictionary(
      uniqueKeysWithValues: Self.fourPortals.portals.map { ($0.color, $0.center) })
    var picks: [Int] = []
    var aims: [Int] = []
    for action in [PortalsAction.next, .next, .next, .next, .previous, .previous] {
      game.perform(action)
      picks.append(game.picked ?? 0)
      aims.append(game.aim.index)
      let planet = game.planets.first { $0.id == game.picked }!
      #expect(game.aim.index == Self.aimIndex(from: planet.position, to: portal[planet.color]!))
    }
    #expect(picks == [11, 12, 13, 11, 13, 12])
    // Red (100, 100) → (160, 18): 36° → 2; cyan (200, 60) → (302, 100): 111° → 5;
    // yellow (250, 150) → (160, 182): 250° → 11.
    #expect(aims == [2, 5, 11, 2, 11, 5])
  }

  /// The arrows turn the aim a sixteenth toward them, the short way; the opposite arrow turns
  /// it clockwise; an arrow it already points to leaves it.
  @Test func theArrowsTurnTheAimASixteenthTheShortWay() {
    var game = Self.keyboardGame()
    game.perform(.next)
    #expect(game.aim.index == 2)
    var aims: [Int] = []
    for action in [PortalsAction.aimLeft, .aimLeft, .aimLeft, .aimRight, .aimDown, .aimUp, .aimUp] {
      game.perform(action)
      aims.append(game.aim.index)
    }
    #expect(aims == [1, 0, 15, 0, 1, 0, 0])
    game.perform(.next)
    #expect(game.aim.index == 5)
    game.perform(.aimUp)
    #expect(game.aim.index == 4)
    game.perform(.aimLeft)
    #expect(game.aim.index == 5, "right is opposite left: clockwise")
    #expect(game.planets.allSatisfy { $0.velocity == .zero })
  }

  /// Space flings the picked planet at 120 a second in the aim's direction.
  @Test func flingSendsThePickedPlanetAt120AlongTheAim() {
    var game = Self.keyboardGame()
    game.perform(.next)
    game.perform(.next)
    game.perform(.aimDown)  // 5 → 6
    game.perform(.fling)
    #expect(game.picked == 12)
    let velocity = Self.velocity(of: 12, in: game)
    #expect(Self.close(velocity, Self.direction(6) * 120))
    #expect(Self.velocity(of: 11, in: game) == .zero && Self.velocity(of: 13, in: game) == .zero)
  }

  /// Through the play scene, the player's default keys: Tab, Shift-Tab, the arrows and Space.
  @Test func theDefaultKeysPickAimAndFling() throws {
    var scene = PlayScene<Portals>(levels: [Self.fourPortals], seed: 3)
    _ = scene.handle(.key(.tab))
    #expect(scene.game.phase == .playing)
    for _ in 0..<240 { _ = scene.step() }
    let planets = scene.game.planets
    try #require(planets.count >= 3)
    let start = try #require(planets.firstIndex { $0.id == scene.game.picked })
    let portal: [PortalColor: Vector2] = Dictionary(
      uniqueKeysWithValues: Self.fourPortals.portals.map { ($0.color, $0.center) })
    for (key, offset) in [(Key.tab, 1), (.tab, 2), (.backTab, 1), (.backTab, 0), (.backTab, -1)] {
      _ = scene.handle(.key(key))
      let expected = planets[((start + offset) % planets.count + planets.count) % planets.count]
      #expect(scene.game.picked == expected.id, "\(key)")
      #expect(scene.game.aim.index == Self.aimIndex(from: expected.position, to: portal[expected.color]!))
    }
    let picked = try #require(scene.game.picked)
    let aim = scene.game.aim.index
    _ = scene.handle(.key(.right))
    let turned = aim == 4 ? 4 : (4 - aim + 16) % 16 <= 8 ? (aim + 1) % 16 : (aim + 15) % 16
    #expect(scene.game.aim.index == turned)
    _ = scene.handle(.key(.character(" ")))
    #expect(Self.close(Self.velocity(of: picked, in: scene.game), Self.direction(turned) * 120))
  }

  // MARK: - The 16 aims

  @Test func theSixteenAimsAreUnitVectorsAt22AndAHalfDegreesClockwiseFromUp() {
    #expect(PortalsAim.count == 16)
    for index in 0..<16 {
      let aim = PortalsAim(index: index)
      #expect(abs(aim.vector.length - 1) < 1e-15, "\(index)")
      #expect(Self.close(aim.vector, Self.direction(index), within: 1e-15), "\(index)")
      #expect(PortalsAim.nearest(to: aim.vector) == aim)
      #expect(PortalsAim.nearest(to: aim.vector * 37) == aim)
      // Up to just under half a sixteenth (11.25°) either side still rounds to it.
      #expect(PortalsAim.nearest(to: Self.direction(index).rotated(by: 0.19)) == aim)
      #expect(PortalsAim.nearest(to: Self.direction(index).rotated(by: -0.19)) == aim)
    }
    #expect(PortalsAim(index: 0).vector == Vector2(x: 0, y: -1))
    #expect(PortalsAim(index: 4).vector == Vector2(x: 1, y: 0))
    #expect(PortalsAim(index: 8).vector == Vector2(x: 0, y: 1))
    #expect(PortalsAim(index: 12).vector == Vector2(x: -1, y: 0))
    #expect(PortalsAim(index: -1).index == 15 && PortalsAim(index: 16).index == 0)
    #expect(PortalsAim.nearest(to: .zero).index == 0)
  }

  /// Turning toward each of the four arrows from each of the 16 aims: one step the short way,
  /// clockwise from the opposite aim, none when it points there already.
  @Test func turningFromEveryAim() {
    let arrows: [(Direction, Double)] = [(.up, 0), (.right, 90), (.down, 180), (.left, 270)]
    for index in 0..<16 {
      for (arrow, degrees) in arrows {
        // The signed turn from the aim to the arrow, in (−180, 180]: positive is clockwise.
        var turn = degrees - Double(index) * 22.5
        while turn > 180 { turn -= 360 }
        while turn <= -180 { turn += 360 }
        let expected = turn == 0 ? index : turn > 0 ? index + 1 : index - 1
        #expect(PortalsAim(index: index).turned(toward: arrow) == PortalsAim(index: expected), "\(index) \(arrow)")
      }
    }
  }

  // MARK: - Replays

  /// Drags recorded by the play scene replay, from the replay's text, to the same planets,
  /// power and score.
  @Test func recordedDragsReplayToTheSameGame() throws {
    let level = try PortalsPilotTests.shipped()[0]
    var scene = PlayScene<Portals>(levels: [level], seed: 5)
    let viewport = Self.layout.viewport
    var flung = 0
    for round in 0..<4 {
      let portals = Dictionary(uniqueKeysWithValues: level.portals.map { ($0.color, $0.center) })
      guard let planet = scene.game.planets.first else { break }
      let from = viewport.cell(x: planet.position.x, y: planet.position.y)
      let way = (portals[planet.color]! - planet.position).normalized * 70
      let to = viewport.cell(x: planet.position.x + way.x, y: planet.position.y + way.y)
      _ = scene.handle(.mouse(Self.mouse(.press, from.column, from.row)))
      for _ in 0..<3 { _ = scene.step() }
      _ = scene.handle(.mouse(Self.mouse(.drag, (from.column + to.column) / 2, (from.row + to.row) / 2)))
      _ = scene.step()
      _ = scene.handle(.mouse(Self.mouse(.drag, to.column, to.row)))
      _ = scene.handle(.mouse(Self.mouse(.release, to.column, to.row)))
      if let moved = scene.game.planets.first(where: { $0.id == planet.id }) {
        #expect(
          Self.close(moved.velocity, Self.fling(columns: to.column - from.column, rows: to.row - from.row)),
          "round \(round)")
        flung += 1
      }
      for _ in 0..<150 { _ = scene.step() }
    }
    #expect(flung >= 3)
    #expect(scene.game.phase == .playing)
    let recorded = try #require(scene.recording.replay(header: scene.replayHeader, score: scene.game.score))
    #expect(recorded.events.filter { if case .mouse = $0.event { true } else { false } }.count == flung * 4)
    let replay = try ReplayText.decode(text: ReplayText.encode(recorded), source: "drags.replay")
    var player = ReplayPlayer(replay: replay, scene: try PlayScene<Portals>(replaying: replay.header))
    #expect(player.playToEnd() == .finished)
    let replayed = player.scene.game
    #expect(replayed.stepsPlayed == scene.game.stepsPlayed)
    #expect(replayed.planets == scene.game.planets)
    #expect(replayed.power == scene.game.power)
    #expect(replayed.score == scene.game.score)
  }
}
