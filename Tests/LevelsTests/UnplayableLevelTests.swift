import BallsGame
import HolesGame
import Levels
import MazeGame
import PaddlesGame
import Testing

// MARK: - Corpus

/// Levels that read well but cannot be played, each with the line and message it must get.
private struct Unplayable {
  var file: String
  var text: String
  var line: Int
  var message: String
}

private let corpus: [Unplayable] = [
  Unplayable(
    file: "paddles/01-top-wall.level",
    text: "game: paddles\nname: Top wall\nobstacle: 0 144 320 16\n",
    line: 3,
    message:
      "player 1's end (the top, y = 0) is walled off by the obstacle on line 3: a puck of size 16"
      + " served on the centre line can never get there, so player 2 could never score; leave a gap wider"
      + " than the puck between the obstacles and the side walls"),
  Unplayable(
    file: "paddles/02-gap-as-wide-as-the-puck.level",
    text: "game: paddles\nname: Tight\nobstacle: 0 144 152 16\nobstacle: 168 144 152 16\n",
    line: 3,
    message: "player 1's end (the top, y = 0) is walled off by the obstacles on lines 3, 4"),
  Unplayable(
    file: "paddles/03-staggered-bottom.level",
    text:
      "game: paddles\nname: Staggered\nobstacle: 0 300 200 16\nobstacle: 120 330 200 16\n",
    line: 3,
    message: "player 2's end (the bottom, y = 480) is walled off by the obstacles on lines 3, 4"),
  Unplayable(
    file: "paddles/04-both-ends.level",
    text:
      "game: paddles\nname: Nil all\nobstacle: 100 340 220 16\nobstacle: 0 120 320 8\nobstacle: 0 340 101 16\n",
    line: 4,
    message: "player 1's end (the top, y = 0) is walled off by the obstacle on line 4"),
  Unplayable(
    file: "holes/01-start-on-the-flag.level",
    text: "game: holes\nname: Free points\nstart: 0 0\nhole: 0.5 0.5 25\n",
    line: 3,
    message:
      "the ball starts within reach of the flag, so it would score again and again with no input"
      + " (the ball scores when its centre is less than 1.1 ball radii (16.5) from the flag both"
      + " across and down, so a flag in a corner needs the ball pressed into the corner)"),
  Unplayable(
    file: "holes/02-start-near-the-flag.level",
    text: "game: holes\nname: Near\nflag: 0.5 0.5\nstart: 0.52 0.52\nhole: 0.2 0.2 25\n",
    line: 4,
    message: "the ball starts within reach of the flag"),
  Unplayable(
    file: "holes/03-flag-in-a-still-hole.level",
    text:
      "game: holes\nname: Sunk flag\nrotation: 0\nflag: 0.2 0.2\nhole: 0.8 0.8 25\nhole: 0.2 0.2 25\n",
    line: 4,
    message: "the flag lies inside hole 2 (line 6) and the hole never moves off it"),
  Unplayable(
    file: "holes/04-flag-in-the-middle-hole.level",
    text: "game: holes\nname: Eye of the storm\nflag: 0.5 0.5\nhole: 0.5 0.5 30\n",
    line: 3,
    message: "the flag lies inside hole 1 (line 4) and the hole never moves off it"),
  Unplayable(
    file: "holes/05-start-boxed-in.level",
    text:
      "game: holes\nname: Boxed\nhole: 0.5 0.5 25\nwall: 0.9 0.8 0.1 0.02\nwall: 0.88 0.8 0.02 0.2\n",
    line: 2,
    message: "the ball cannot get from the start to the flag: the walls on lines 4, 5 shut it in"
      + " (the ball scores when its centre is less than 1.1 ball radii (16.5) from the flag both"
      + " across and down, so a flag in a corner needs the ball pressed into the corner);"
      + " leave a gap wider than the ball (30) between the walls and the table's edges"),
  Unplayable(
    file: "holes/06-flag-boxed-in.level",
    text:
      "game: holes\nname: Locked flag\nstart: 0.5 0.9\nhole: 0.5 0.5 25\nwall: 0.1 0 0.02 0.2\nwall: 0 0.2 0.12 0.02\n",
    line: 3,
    message: "the ball cannot get from the start to the flag: the walls on lines 5, 6 shut it in"),
  Unplayable(
    file: "holes/07-table-split.level",
    text: "game: holes\nname: Split\nhole: 0.2 0.8 20\nwall: 0.5 0 0.02 1\n",
    line: 2,
    message: "the ball cannot get from the start to the flag: the wall on line 4 shuts it in"),
  Unplayable(
    file: "holes/08-start-against-a-wall.level",
    text: "game: holes\nname: Squeezed\nhole: 0.5 0.5 25\nwall: 0.93 0.9 0.02 0.1\n",
    line: 2,
    message:
      "the ball at the start overlaps wall 1 (line 4); move the start at least one ball radius (15) clear of it"
  ),
]

// MARK: - Refused

@Test(arguments: corpus.indices)
func unplayableLevelIsRefusedAtTheLineToChange(index: Int) throws {
  let level = corpus[index]
  let error = try #require(levelError(level.text, path: level.file), "\(level.file) was accepted")
  #expect(error.path == level.file)
  #expect(error.line == level.line, "\(error)")
  #expect(error.column >= 1)
  #expect(error.message.hasPrefix(level.message), "\(error)")
}

@Test func levelsCheckReportsTheUnplayableCorpusNamingEachFile() throws {
  let scratch = ScratchFolder()
  for level in corpus { scratch.write(level.file, level.text) }
  let report = LevelChecker.check(paths: [scratch.path], formats: allFormats, fileSystem: .live)
  #expect(report.checkedFiles == corpus.count)
  #expect(report.failedFiles == corpus.count)
  #expect(report.exitCode == 1)
  for level in corpus {
    let prefix = "\(scratch.path)/\(level.file):\(level.line):"
    #expect(
      report.lines.contains { $0.hasPrefix(prefix) && $0.contains("error: " + level.message) },
      "no line for \(level.file) in \(report.lines)")
  }
}

@Test func libraryLeavesUnplayableLevelsOutAndSaysWhy() throws {
  let scratch = ScratchFolder()
  for level in corpus { scratch.write(level.file, level.text) }
  let library = LevelLibrary(
    sources: [.init(directory: scratch.path, origin: .user)], formats: allFormats, fileSystem: .live)
  for format in [PaddlesArena.format, HolesTable.format] {
    let collection = library.load(format)
    let files = corpus.filter { $0.file.hasPrefix(format.game + "/") }
    #expect(collection.levels.isEmpty)
    #expect(collection.failures.map(\.path) == files.map { "\(scratch.path)/\($0.file)" })
  }
}

// MARK: - Still accepted

@Test func paddlesGapJustWiderThanThePuckIsPlayable() throws {
  let text = "game: paddles\nname: Tight\nobstacle: 0 144 152 16\nobstacle: 168.5 144 151.5 16\n"
  #expect(levelError(text) == nil)
}

@Test func paddlesStaggeredBlocksWithRoomToWeaveArePlayable() throws {
  let text = "game: paddles\nname: Weave\nobstacle: 0 300 200 16\nobstacle: 120 340 200 16\n"
  #expect(levelError(text) == nil)
}

@Test func smallerPuckFitsWhereTheDefaultDoesNot() throws {
  let text =
    "game: paddles\nname: Tight\npuck-size: 8\nobstacle: 0 144 152 16\nobstacle: 168 144 152 16\n"
  #expect(levelError(text) == nil)
}

@Test func holesWallsWithAGapWiderThanTheBallArePlayable() throws {
  // The wall stops 31 short of the bottom edge: room for the 30-wide ball.
  let text = "game: holes\nname: Door\nhole: 0.2 0.8 20\nwall: 0.5 0 0.02 \(1 - 31.0 / 320)\n"
  #expect(levelError(text) == nil)
}

@Test func holeOverTheFlagThatTurnsAwayIsPlayable() throws {
  let text = "game: holes\nname: Passing\nflag: 0.2 0.2\nhole: 0.2 0.2 25\n"
  #expect(levelError(text) == nil)
}

@Test func startJustOutOfReachOfTheFlagIsPlayable() throws {
  // Flag point (240, 160); reach 16.5; start 17 to the right.
  let text = "game: holes\nname: Near\nflag: 0.5 0.5\nstart: \(257.0 / 480) 0.5\nhole: 0.2 0.2 25\n"
  #expect(levelError(text) == nil)
}

@Test func unplayableTableBuiltInCodeFailsValidation() throws {
  let table = HolesTable(
    name: "Boxed", holes: [.init(x: 0.5, y: 0.5, radius: 25)],
    walls: [
      .init(x: 0.9, y: 0.8, width: 0.1, height: 0.02),
      .init(x: 0.88, y: 0.8, width: 0.02, height: 0.2),
    ])
  #expect(throws: LevelError.self) { try table.validate() }
}

// MARK: - Flag rule

@Test func flagRuleIsTheOriginalsCornerTest() {
  // GAMES.md: the centre's x < 1.1 R and y < 1.1 R; the ball must be pressed into the corner.
  let table = HolesTable(name: "T", holes: [.init(x: 0.5, y: 0.5, radius: 25)])
  #expect(table.flagPoint == (15, 15))
  #expect(table.reachesFlag(x: 15, y: 15))
  #expect(table.reachesFlag(x: 16.4, y: 16.4))
  #expect(!table.reachesFlag(x: 16.5, y: 15))
  #expect(!table.reachesFlag(x: 15, y: 16.5))
  // Inside the old circle of 1.1 R around (R, R), but not in the corner.
  #expect(!table.reachesFlag(x: 15 + 16.5, y: 15))
}

@Test func flagRuleMeasuresFromTheFlagOnBothAxesWhereverItIs() {
  // On the right edge: pressed against the edge, within 1.1 R of the flag down the edge.
  let edge = HolesTable(name: "E", holes: [.init(x: 0.5, y: 0.9, radius: 20)], flag: .init(x: 1, y: 0.5))
  #expect(edge.reachesFlag(x: 465, y: 160 + 16))
  #expect(!edge.reachesFlag(x: 465, y: 160 + 16.5))
  #expect(!edge.reachesFlag(x: 463, y: 160))
  // In the open: the centre within 1.1 R of the flag across and down.
  let middle = HolesTable(name: "M", holes: [.init(x: 0.2, y: 0.2, radius: 20)], flag: .init(x: 0.5, y: 0.5))
  #expect(middle.reachesFlag(x: 240 - 16, y: 160 + 16))
  #expect(!middle.reachesFlag(x: 240 - 17, y: 160))
}

@Test func startAtRestTwoRadiiFromTheFlagsCornerIsPlayable() {
  // The table: a ball at rest against the top edge, two radii from the left edge,
  // scored by itself under the old wide circle; the original does not score it.
  let text = "game: holes\nname: Close\nstart: 0.0625 0.046875\nhole: 0.5 0.5 25\n"
  #expect(levelError(text) == nil)
}
