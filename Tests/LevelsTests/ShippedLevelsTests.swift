import BallsGame
import HolesGame
import Levels
import MazeGame
import PaddlesGame
import Testing

// MARK: - Shipped levels

private let library = LevelLibrary(
  sources: [.init(directory: shippedLevelsDirectory, origin: .builtIn)], formats: allFormats, fileSystem: .live)

@Test(arguments: allFormats.games)
func everyShippedLevelLoads(game: String) throws {
  let collection = library.load(try #require(allFormats.format(game: game)))
  #expect(collection.failures.isEmpty, "\(collection.failures.map(\.description))")
  #expect(!collection.levels.isEmpty)
}

@Test(arguments: allFormats.games)
func everyShippedLevelRoundTrips(game: String) throws {
  for loaded in library.load(try #require(allFormats.format(game: game))).levels {
    let text = loaded.level.canonicalText
    #expect(try allFormats.parse(text: text, path: loaded.path) == loaded.level, "\(loaded.path)")
    #expect(LevelWriter.write(try LevelParser.parse(text: text, path: loaded.path)) == text)
  }
}

@Test func ballsLevelsAreTheSeedTableThenTheBigBang() {
  let levels = library.load(BallsLevel.format).levels
  let pairs = levels.compactMap { loaded -> [Int]? in
    guard let level = loaded.level.model(as: BallsLevel.self) else { return nil }
    return [level.balls, level.target]
  }
  #expect(
    pairs == [
      [4, 1], [4, 2], [8, 4], [15, 7], [25, 12], [30, 17], [30, 20], [30, 25], [30, 28], [30, 30],
      [2000, 2000],
    ])
  #expect(levels.map(\.number) == Array(1...11))
}

@Test func firstHolesTableIsTheSeedTable() throws {
  let first = try #require(library.load(HolesTable.format).levels.first)
  guard let table = first.level.model(as: HolesTable.self) else {
    Issue.record("expected a holes table")
    return
  }
  let seed = [(0.2, 0.2), (0.8, 0.2), (0.5, 0.5), (0.2, 0.8), (0.8, 0.8)].map {
    HolesTable.Hole(x: $0.0, y: $0.1, radius: 25)
  }
  #expect(table.holes == seed)
  #expect(table.rotation == (1 / Double.pi) / 1000)
  #expect(table.balls == 3)
  #expect(table.start == HolesTable.Point(x: 465.0 / 480, y: 305.0 / 320))
  #expect(table.flag == HolesTable.Point(x: 0, y: 0))
  #expect(library.load(HolesTable.format).levels.count >= 4)
}

@Test func mazesAreSolvableAndGrow() throws {
  let mazes = library.load(MazeLevel.format).levels.compactMap { loaded -> MazeLevel? in
    guard let maze = loaded.level.model(as: MazeLevel.self) else { return nil }
    return maze
  }
  #expect(mazes.count >= 6)
  #expect(mazes.first?.width == 12 && mazes.first?.height == 12)
  let paths = mazes.compactMap(\.shortestPath)
  #expect(paths.count == mazes.count)
  // The six mazes of walls alone grow; the mazes of rules 3's hazards follow them, and grow too.
  let classic = mazes.prefix { !$0.hasHazards }.count
  #expect(classic == 6)
  #expect(mazes.dropFirst(classic).allSatisfy { $0.hasHazards })
  #expect(Array(paths.prefix(classic)) == paths.prefix(classic).sorted())
  #expect(Array(paths.dropFirst(classic)) == paths.dropFirst(classic).sorted())
  #expect(mazes.allSatisfy { $0.width <= 40 && $0.height <= 20 })
}

@Test func paddlesHasAClassicArenaAndOneWithObstacles() throws {
  let arenas = library.load(PaddlesArena.format).levels.compactMap { loaded -> PaddlesArena? in
    guard let arena = loaded.level.model(as: PaddlesArena.self) else { return nil }
    return arena
  }
  #expect(arenas.first == PaddlesArena(name: "Classic"))
  #expect(arenas.count >= 2 && !arenas[1].obstacles.isEmpty)
}

@Test func checkerPassesTheShippedFolder() {
  let report = LevelChecker.check(paths: [shippedLevelsDirectory], formats: allFormats, fileSystem: .live)
  #expect(report.lines == [])
  #expect(report.exitCode == 0)
  #expect(report.checkedFiles >= 23)
}
