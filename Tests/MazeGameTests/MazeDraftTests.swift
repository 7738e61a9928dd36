import Levels
import MazeGame
import Testing

// MARK: - Drafts

/// Maze's level format, the one these levels are read with.
private let mazeFormats: LevelFormats = [MazeLevel.format]

/// A minimal maze around a map, with the map starting on line 4.
private func mazeText(_ rows: [String], extra: String = "") -> String {
  "game: maze\nname: Test maze\n\(extra)map:\n" + rows.joined(separator: "\n") + "\n"
}

/// The error reading this maze throws, or nil when it reads.
private func mazeError(_ text: String) -> LevelError? {
  do {
    _ = try mazeFormats.parse(text: text, path: "t.level")
    return nil
  } catch {
    return error
  }
}

@Test func draftWithUnreachableGoalLoads() throws {
  let level = try mazeFormats.parse(
    text: mazeText(["#####", "#S#G#", "#####"], extra: "draft: true\n"), path: "d.level")
  guard let maze = level.model(as: MazeLevel.self) else {
    Issue.record("expected a maze")
    return
  }
  #expect(maze.isDraft)
  #expect(maze.shortestPath == nil)
}

@Test func draftWithoutStartOrGoalLoads() throws {
  let level = try mazeFormats.parse(text: mazeText(["#...#"], extra: "draft: true\n"), path: "d.level")
  #expect(level.isDraft)
}

@Test func draftStillRefusesASecondStart() throws {
  let error = try #require(mazeError(mazeText(["#SS#"], extra: "draft: true\n")))
  #expect(error.message.contains("second start"))
}

@Test func unreachableGoalIsStillAnErrorWhenNotADraft() throws {
  let error = try #require(mazeError(mazeText(["#S#G#"], extra: "draft: false\n")))
  #expect(error.message.contains("cannot be reached"))
}

@Test func unsolvableDraftRoundTripsThroughTheWriter() throws {
  let draft = MazeLevel(
    name: "Work in progress", isDraft: true, width: 3, height: 1, cells: [.start, .wall, .goal])
  try draft.validate()
  let text = LevelWriter.write(draft.document())
  #expect(try mazeFormats.parse(text: text, path: "d.level") == Level(draft))
}
