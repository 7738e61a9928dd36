import Levels
import TestSupport
import Testing

@testable import MazeGame

@Suite("Generated mazes")
struct MazeLevelGeneratedTests {
  /// 3,000 seeds, not 10,000: the reachability and par searches keep a debug run under ten seconds.
  @Test func seedsMakeMazesThatReadBackEqualTheSameEachTime() {
    var sizes = Set<Int>()
    let sweep = GeneratedLevelChecks.sweep(MazeLevel.self, seeds: GeneratedLevelChecks.seeds(3_000)) { maze in
      sizes.insert(maze.width)
      guard (11...39).contains(maze.width), (11...19).contains(maze.height) else {
        return "size \(maze.width)x\(maze.height)"
      }
      // Start and goal far apart: at least as many moves as between opposite corners.
      guard let moves = maze.shortestPath, moves >= maze.width + maze.height - 6 else {
        return "the shortest path is \(maze.shortestPath.map(String.init) ?? "missing")"
      }
      guard let par = maze.par, par == maze.generatedPar.map(Double.init) else {
        return "par \(String(describing: maze.par))"
      }
      return nil
    }
    #expect(sweep.problems.isEmpty, "\(sweep.problems.joined(separator: "\n"))")
    #expect(sizes.count >= 12, "widths: \(sizes.sorted())")
    #expect(sweep.distinctLevels == 3_000)
  }

  /// The par is a fair target: the computer (`MazePar`) finishes within it, so gold can be won.
  @Test func theComputerFinishesGeneratedMazesWithinPar() throws {
    for seed in GeneratedLevelChecks.seeds(24) {
      let maze = MazeLevel.generated(seed: seed, name: "Daily")
      let steps = try #require(MazePar.computerSteps(maze), "seed \(seed)")
      let par = try #require(maze.par)
      #expect(MazeMedal.earned(milliseconds: MazePhysics.milliseconds(steps: steps), par: par) == .gold, "seed \(seed)")
    }
  }

  @Test func seed2026IsPinned() {
    #expect(
      MazeLevel.generated(seed: 2026, name: "Daily").canonicalText == """
        game: maze
        name: Daily
        par: 35
        map:
        ###################
        #...#...#.........#
        #.###.#.#.#######.#
        #.#...#...#.....#.#
        #.#.#######.###.#.#
        #.........#.#.#.#.#
        #.#######.#^#.#.#.#
        #.#...#.....#...#.#
        #.#.#.#######.###.#
        #...#.......#.#G#.#
        #.#########.#D#.#.#
        #.#.......#.#...#.#
        ###.#######.#####.#
        #S................#
        ###################

        """)
  }
}
