import BallsGame
import HolesGame
import Levels
import MazeGame
import PaddlesGame
import Testing

// MARK: - Drafts

@Test func draftWithUnreachableGoalLoads() throws {
  let level = try allFormats.parse(
    text: maze(["#####", "#S#G#", "#####"], extra: "draft: true\n"), path: "d.level")
  guard let maze = level.model(as: MazeLevel.self) else {
    Issue.record("expected a maze")
    return
  }
  #expect(maze.isDraft)
  #expect(maze.shortestPath == nil)
}

@Test func draftWithoutStartOrGoalLoads() throws {
  let level = try allFormats.parse(text: maze(["#...#"], extra: "draft: true\n"), path: "d.level")
  #expect(level.isDraft)
}

@Test func draftStillRefusesASecondStart() throws {
  let error = try #require(levelError(maze(["#SS#"], extra: "draft: true\n")))
  #expect(error.message.contains("second start"))
}

@Test func unreachableGoalIsStillAnErrorWhenNotADraft() throws {
  let error = try #require(levelError(maze(["#S#G#"], extra: "draft: false\n")))
  #expect(error.message.contains("cannot be reached"))
}

@Test func unsolvableDraftRoundTripsThroughTheWriter() throws {
  let draft = MazeLevel(
    name: "Work in progress", isDraft: true, width: 3, height: 1, cells: [.start, .wall, .goal])
  try draft.validate()
  let text = LevelWriter.write(draft.document())
  #expect(try allFormats.parse(text: text, path: "d.level") == Level(draft))
}
