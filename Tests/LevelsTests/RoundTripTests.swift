import BallsGame
import HolesGame
import Levels
import MazeGame
import PaddlesGame
import PropertyBased
import Testing

// MARK: - Generated levels

/// Builds a valid level of any game from a few generated numbers (our own mapping, so the
/// generator stays simple and every combination is valid).
func generatedLevel(_ game: Int, _ a: Int, _ b: Int, _ c: Int) -> Level {
  let name = ["A", "Level \(a)", "Très long nom \(b)", "x-y_z"][c % 4]
  switch game % 4 {
  case 0:
    let balls = 1 + a % 10_000
    return Level(
      BallsLevel(name: name, balls: balls, target: 1 + b % balls, explosionRadius: 1 + c % 160))
  case 1:
    let obstacles = (0..<(a % 4)).map { index in
      PaddlesArena.Obstacle(
        x: Double(index * 64), y: 120 + Double(b % 40) / 4, width: 32.5, height: 16)
    }
    return Level(
      PaddlesArena(
        name: name, winScore: 1 + a % 99, puckSize: 4 + Double(b % 113) / 4,
        paddleWidth: 16 + Double(c % 145),
        puckSpeed: 0.5 + Double(a % 39) / 4, obstacles: obstacles))
  case 2:
    let width = 2 + a % 60
    let height = 1 + b % 30
    var cells = [MazeLevel.Cell](repeating: .floor, count: width * height)
    // Scatter walls in a pattern that keeps the first row open, so the path always exists.
    for index in width..<cells.count where (index * 7 + c) % 5 == 0 { cells[index] = .wall }
    cells[0] = .start
    cells[width - 1] = .goal
    return Level(
      MazeLevel(
        name: name, par: c % 3 == 0 ? nil : Double(1 + c % 3600) / 2 + 1, isDraft: a % 2 == 0,
        width: width, height: height, cells: cells))
  default:
    let holes = (0...(a % 8)).map { index in
      HolesTable.Hole(
        x: Double(index) / 8, y: Double((index * 3) % 8) / 8, radius: 5 + Double(b % 20))
    }
    return Level(
      HolesTable(
        name: name, width: 100 + Double(a % 1900), height: 100 + Double(b % 1900), holes: holes,
        rotation: Double(c % 200 - 100) / 1000 * 0.0999, balls: 1 + c % 99,
        ballRadius: 2 + Double(c % 49) / 7,
        start: c % 2 == 0 ? nil : HolesTable.Point(x: 1, y: 1),
        flag: HolesTable.Point(x: 0.0625, y: 0.015625)))
  }
}

@Test func generatedLevelsAreValidAndRoundTrip() async {
  await propertyCheck(
    count: 400, input: Gen.int(in: 0...3), Gen.int(in: 0...100_000), Gen.int(in: 0...100_000),
    Gen.int(in: 0...100_000)
  ) { game, a, b, c in
    let level = generatedLevel(game, a, b, c)
    do {
      let parsed = try allFormats.parse(text: level.canonicalText, path: "generated.level")
      #expect(parsed == level)
      #expect(parsed.canonicalText == level.canonicalText)
    } catch {
      Issue.record("generated level did not read back: \(error)\n\(level.canonicalText)")
    }
  }
}

// MARK: - Writer

@Test func writerOmitsDefaultsAndComments() throws {
  let text =
    "# hi\ngame: holes   # game\nname: T\nrotation: 0.0003183098861837907\nballs: 3\nhole: 0.5 0.5 25.0\n"
  let level = try allFormats.parse(text: text, path: "t")
  #expect(level.canonicalText == "game: holes\nname: T\nhole: 0.5 0.5 25\n")
}

@Test func identityIgnoresCommentsAndSpacingButNotContent() throws {
  let plain = try allFormats.parse(text: "game: balls\nname: A\nballs: 4\ntarget: 1\n", path: "t")
  let decorated = try allFormats.parse(
    text: "# c\ntarget: 1   # t\n  balls: 4\nname: A\ngame: balls\n", path: "t")
  let changed = try allFormats.parse(text: "game: balls\nname: A\nballs: 4\ntarget: 2\n", path: "t")
  #expect(plain.identity == decorated.identity)
  #expect(plain.identity != changed.identity)
  #expect(plain.identity.description.hasPrefix("balls-"))
  #expect(plain.identity.description.count == "balls-".count + 16)
}

@Test func fnv1aMatchesPublishedVectors() {
  // Test vectors from the FNV reference: "" and "a".
  #expect(LevelIdentity.fnv1a64("".utf8) == 0xcbf2_9ce4_8422_2325)
  #expect(LevelIdentity.fnv1a64("a".utf8) == 0xaf63_dc4c_8601_ec8c)
  #expect(LevelIdentity.fnv1a64("foobar".utf8) == 0x8594_4171_f739_67e8)
}

@Test func mazeEditedInCodeIsValidatedBeforeSaving() throws {
  var level = MazeLevel(name: "Edit", width: 3, height: 1, cells: [.start, .floor, .goal])
  #expect(level.shortestPath == 2)
  try level.validate()
  level[MazeLevel.Position(column: 1, row: 0)] = .wall
  #expect(level.shortestPath == nil)
  #expect(throws: LevelError.self) { try level.validate() }
}

@Test func movesToGoalCountsFromEveryOpenCellAndAgreesWithTheShortestPath() {
  // S . #
  // # . .
  // G . #   (the goal is reached round the wall: S → right, down, down, left)
  let level = MazeLevel(
    name: "Moves", width: 3, height: 3,
    cells: [.start, .floor, .wall, .wall, .floor, .floor, .goal, .floor, .wall])
  #expect(level.movesToGoal == [4, 3, nil, nil, 2, 3, 0, 1, nil])
  #expect(level.movesToGoal[0] == level.shortestPath)
  let noGoal = MazeLevel(name: "No goal", width: 2, height: 1, cells: [.start, .floor])
  #expect(noGoal.movesToGoal == [nil, nil])
}

@Test func nameThatCannotBeWrittenIsCaughtByValidate() {
  let level = BallsLevel(name: "a # b", balls: 4, target: 1)
  #expect(throws: LevelError.self) { try level.validate() }
}

@Test func wildMazeSizeIsReportedNotAllocated() {
  let level = MazeLevel(name: "Huge", width: Int.max, height: Int.max, cells: [.start, .goal])
  #expect(level.width == 201 && level.height == 101)
  #expect(throws: LevelError.self) { try level.validate() }
}
