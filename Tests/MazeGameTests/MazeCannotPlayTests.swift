import ArcadeKit
import Levels
import TestSupport
import Testing

@testable import MazeGame

/// A maze that cannot be played says why, on every way into one: the level list, the next
/// level of a run, and the editor's play-test.
@Suite("Maze that cannot be played")
struct MazeCannotPlayTests {
  static let noGoal = mazeFromRows(["#####", "#S..#", "#...#", "#####"], name: "Goalless")

  /// The notice the last command pushes, if it pushed one.
  static func notice(_ commands: [Command]) -> NoticeScene? {
    guard case .push(let scene)? = commands.last else { return nil }
    return scene as? NoticeScene
  }

  @Test func levelListShowsWhyAMazeCannotStart() throws {
    let loaded = LoadedLevel(
      level: Level(Self.noGoal), number: 1, slug: "goalless", path: "/levels/maze/01-goalless.level", origin: .user)
    var driver = SceneDriver(
      MazeLevelListScene(levels: [loaded], problems: [], userLevels: nil, nextNumber: 2, seed: 3))
    driver.press(.enter)
    let notice = try #require(Self.notice(driver.commands))
    #expect(notice.title == "Cannot play this maze")
    #expect(notice.lines == [MazeSetupError.noGoal(name: "Goalless").description])
  }

  @Test func aNextLevelThatCannotStartIsShownAndTheRunStays() throws {
    var driver = SceneDriver(try MazeScene(mazes: [MazeSceneTests.corridor, Self.noGoal], numbered: true, seed: 3))
    driver.press(.right, .right, .right)
    driver.step(100)
    #expect(driver.scene.game.phase == .finished(steps: 62))
    driver.clearCommands()
    driver.press(.enter)
    let notice = try #require(Self.notice(driver.commands))
    #expect(notice.lines.first?.contains("has no goal") == true)
    #expect(driver.scene.levelIndex == 0)
  }

  @Test func playTestGoesThroughTheOneStartThatShowsErrors() throws {
    // The editor asks for a start and a goal before it plays, so its maze always starts; the
    // command it uses is the one that turns a failure into a notice.
    let failed = try #require(Self.notice([MazeScene.play([], playTest: true, seed: 1)]))
    #expect(failed.lines == [MazeSetupError.noLevels(problems: []).description])
    var driver = SceneDriver(MazeEditorScene(maze: MazeSceneTests.corridor, target: .file("/tmp/c.level")))
    driver.press(.tab)
    guard case .push(let scene)? = driver.commands.last else {
      Issue.record("Tab pushed nothing")
      return
    }
    #expect((scene as? MazeScene)?.isPlayTest == true)
  }
}
