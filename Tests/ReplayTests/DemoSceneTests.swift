import ArcadeKit
import BallsGame
import Drawing
import HolesGame
import Launcher
import MazeGame
import PaddlesGame
import Testing

/// Attract mode: each game in turn, by its best replay or the computer playing; any key leaves.
@Suite struct DemoSceneTests {
  static let levels = GameSetup(seed: 4, builtInLevelsDirectory: ReplayFixtures.levelsDirectory)

  @Test func withNoReplaysTheComputerPlaysEachGameInTurn() {
    var demo = DemoScene.make(registry: ReplayFixtures.registry, setup: Self.levels, best: [])
    #expect(demo.shows.map(\.title) == ReplayFixtures.registry.entries.map(\.title))
    #expect(demo.shows.allSatisfy { $0.note == "the computer plays" })
    #expect(demo.isAnimating)
    var seen: [Int] = [demo.index]
    var canvas = Canvas(size: Size(width: 80, height: 24))
    let games = demo.shows.count
    for _ in 0..<(60 * DemoScene.showSeconds * games + 10) {
      #expect(demo.step().isEmpty, "the demo never submits, opens or leaves by itself")
      if seen.last != demo.index {
        seen.append(demo.index)
        canvas = Canvas(size: Size(width: 80, height: 24))
        demo.render(into: &canvas)
        #expect(canvas.lines().last?.hasPrefix(" WATCH \(demo.shows[demo.index].title)") == true)
      }
    }
    #expect(Array(seen.prefix(games)) == Array(0..<games), "every game had its turn")
  }

  @Test func aBestReplayIsShownInsteadOfTheComputer() throws {
    var play = ScriptedPlay(try MazeScene(mazes: [ReplayFixtures.tinyMaze], seed: 5))
    play.press(.right, .right)
    play.runUntilScore(limit: 5000)
    let replay = try #require(play.submissions.last?.replay)
    let found = StoredReplays.Found(board: replay.header.board, rank: 1, replay: replay, caption: "Ann 1.12 s")
    let demo = DemoScene.make(registry: ReplayFixtures.registry, setup: Self.levels, best: [found])
    let maze = try #require(demo.shows.first { $0.title == "Maze" })
    #expect(maze.note == "best replay: Ann 1.12 s")
    #expect(maze.scene is ReplayScene)
  }

  @Test func anyKeyOrClickGoesBack() {
    var demo = DemoScene.make(registry: ReplayFixtures.registry, setup: Self.levels, best: [])
    #expect(demo.handle(.key(.character("x"))).count == 1)
    guard case .pop? = demo.handle(.mouse(MouseEvent(.press, x: 1, y: 1, screen: Size(width: 80, height: 24)))).first
    else {
      Issue.record("a click goes back")
      return
    }
    #expect(demo.handle(.resize(Size(width: 90, height: 30))).isEmpty)
  }
}
