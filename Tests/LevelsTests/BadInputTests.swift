import BallsGame
import HolesGame
import Levels
import MazeGame
import PaddlesGame
import Testing

// MARK: - Structure

@Test func emptyFileIsAnErrorAtTheFirstLine() throws {
  let error = try #require(levelError(""))
  #expect(error.line == 1 && error.column == 1)
  #expect(error.message.contains("empty level file"))
}

@Test func fileOfOnlyCommentsIsEmpty() throws {
  let error = try #require(levelError("# nothing here\n\n   # still nothing\n"))
  #expect(error.message.contains("empty level file"))
}

@Test func mazeHeaderWithoutMapNamesTheMissingMap() throws {
  let error = try #require(levelError("game: maze\nname: Only a header\npar: 20\n"))
  #expect(error.line == 1 && error.column == 1)
  #expect(error.message.contains("missing 'map:'"))
}

@Test func mapLineWithoutRowsIsAnError() throws {
  let error = try #require(levelError("game: maze\nname: X\nmap:\n\n"))
  #expect(error.line == 3)
  #expect(error.message.contains("no rows"))
}

@Test func textAfterMapColonIsAnError() throws {
  let error = try #require(levelError("game: maze\nname: X\nmap: big\n#SG#\n"))
  #expect(error.line == 3 && error.column == 6)
  #expect(error.message.contains("expected nothing after 'map:'"))
}

@Test func lineWithoutColonIsAnError() throws {
  let error = try #require(levelError("game: balls\nname X\n"))
  #expect(error.line == 2 && error.column == 5)
  #expect(error.message.contains("expected ':'"))
}

@Test func keyStartingWithUpperCaseIsAnError() throws {
  let error = try #require(levelError("Game: balls\n"))
  #expect(error.line == 1 && error.column == 1)
  #expect(error.message.contains("expected a key"))
}

@Test func missingGameLineIsAnError() throws {
  let error = try #require(levelError("name: X\nballs: 4\n"))
  #expect(error.line == 1)
  #expect(error.message.contains("missing 'game:'"))
}

@Test func unknownGameSuggestsTheClosest() throws {
  let error = try #require(levelError("game: mzae\nname: X\n"))
  #expect(error.line == 1 && error.column == 7)
  #expect(error.message == "unknown game 'mzae'; did you mean 'maze'?")
}

@Test func unrelatedGameNameListsTheGames() throws {
  let error = try #require(levelError("game: chess\nname: X\n"))
  let games = allFormats.games.map { "'\($0)'" }
  #expect(error.message.contains("expected \(games.dropLast().joined(separator: ", ")) or \(games.last ?? "")"))
}

// MARK: - Keys

@Test func missingRequiredKeyIsNamed() throws {
  let error = try #require(levelError("game: balls\nname: A\nballs: 4\n"))
  #expect(error.line == 1 && error.column == 1)
  #expect(error.message.contains("missing required key 'target'"))
}

@Test func missingNameIsNamed() throws {
  let error = try #require(levelError("game: balls\nballs: 4\ntarget: 1\n"))
  #expect(error.message.contains("missing required key 'name'"))
}

@Test func duplicateKeyPointsAtTheSecondAndNamesTheFirst() throws {
  let error = try #require(levelError("game: balls\nname: A\nballs: 4\nballs: 5\ntarget: 1\n"))
  #expect(error.line == 4 && error.column == 1)
  #expect(error.message == "duplicate key 'balls'; it was already given on line 3")
}

@Test func duplicateGameLineIsAnError() throws {
  let error = try #require(levelError("game: balls\ngame: balls\nname: A\nballs: 4\ntarget: 1\n"))
  #expect(error.line == 2)
  #expect(error.message.contains("duplicate key 'game'"))
}

@Test func repeatedHoleLinesAreAllowed() throws {
  let text = "game: holes\nname: Two\nhole: 0.25 0.25 20\nhole: 0.75 0.25 20\n"
  let level = try allFormats.parse(text: text, path: "t.level")
  guard let table = level.model(as: HolesTable.self) else {
    Issue.record("expected a holes table")
    return
  }
  #expect(table.holes.count == 2)
}

@Test func unknownKeySuggestsTheClosestKnownKey() throws {
  let error = try #require(levelError("game: balls\nname: A\nballs: 4\ntrget: 1\n"))
  #expect(error.line == 4 && error.column == 1)
  #expect(error.message == "unknown key 'trget' for a balls level; did you mean 'target'?")
}

@Test func unknownKeyFarFromAnyListsTheKnownKeys() throws {
  let error = try #require(levelError("game: balls\nname: A\nwibble: 1\n"))
  #expect(error.message.contains("expected one of 'game', 'name', 'balls'"))
}

@Test func keyOfAnotherGameIsUnknown() throws {
  let error = try #require(levelError("game: balls\nname: A\npar: 20\n"))
  #expect(error.message.contains("unknown key 'par'"))
}

@Test func mapInABallsLevelIsAnError() throws {
  let error = try #require(levelError("game: balls\nname: A\nballs: 4\ntarget: 1\nmap:\n..\n"))
  #expect(error.line == 5)
  #expect(error.message.contains("balls levels have no map"))
}

@Test func nameWithHashInsideIsRefused() throws {
  let error = try #require(levelError("game: balls\nname: Level#2\nballs: 4\ntarget: 1\n"))
  #expect(error.line == 2 && error.column == 12)
  #expect(error.message.contains("may not contain '#'"))
}

@Test func trailingCommentIsNotPartOfTheValue() throws {
  let level = try allFormats.parse(
    text: "game: balls # the game\nname: A   # a name\nballs: 4 #x\ntarget: 1\n", path: "t")
  #expect(level == Level(BallsLevel(name: "A", balls: 4, target: 1)))
}

@Test func overlongNameIsRefusedAtTheFirstExtraCharacter() throws {
  let name = String(repeating: "n", count: 61)
  let error = try #require(levelError("game: balls\nname: \(name)\nballs: 4\ntarget: 1\n"))
  #expect(error.line == 2 && error.column == 67)
  #expect(error.message.contains("longer than 60"))
}

// MARK: - Numbers

@Test func nonNumericCountIsAnError() throws {
  let error = try #require(levelError("game: balls\nname: A\nballs: four\ntarget: 1\n"))
  #expect(error.line == 3 && error.column == 8)
  #expect(error.message == "expected a whole number for 'balls', found 'four'")
}

@Test func negativeCountIsOutOfRange() throws {
  let error = try #require(levelError("game: balls\nname: A\nballs: -4\ntarget: 1\n"))
  #expect(error.line == 3 && error.column == 8)
  #expect(error.message == "'balls' must be from 1 to 10000, found -4")
}

@Test func zeroTargetIsOutOfRange() throws {
  let error = try #require(levelError("game: balls\nname: A\nballs: 4\ntarget: 0\n"))
  #expect(error.line == 4 && error.column == 9)
  #expect(error.message == "'target' must be from 1 to 4, found 0")
}

@Test func targetAboveBallsIsOutOfRange() throws {
  let error = try #require(levelError("game: balls\nname: A\nballs: 4\ntarget: 5\n"))
  #expect(error.message == "'target' must be from 1 to 4, found 5")
}

@Test func overflowingNumberIsTooLargeNotATrap() throws {
  let error = try #require(
    levelError("game: balls\nname: A\nballs: 99999999999999999999\ntarget: 1\n"))
  #expect(error.line == 3 && error.column == 8)
  #expect(error.message.contains("far too large"))
}

@Test func overflowingDecimalIsOutOfRange() throws {
  let error = try #require(levelError(maze(["SG"], extra: "par: 99999999999999999999\n")))
  #expect(error.line == 3 && error.column == 6)
  #expect(error.message.contains("'par' must be from 1 to 3600"))
}

@Test func exponentBeyondDoubleIsTooLarge() throws {
  let error = try #require(levelError(maze(["SG"], extra: "par: 1e999\n")))
  #expect(error.message.contains("far too large"))
}

@Test func nanIsNotANumber() throws {
  let error = try #require(levelError(maze(["SG"], extra: "par: nan\n")))
  #expect(error.line == 3 && error.column == 6)
  #expect(error.message == "expected a number for 'par', found 'nan'")
}

@Test func infinityIsNotANumber() throws {
  let error = try #require(levelError(maze(["SG"], extra: "par: inf\n")))
  #expect(error.message == "expected a number for 'par', found 'inf'")
}

@Test func hexadecimalIsNotANumber() throws {
  let error = try #require(levelError(maze(["SG"], extra: "par: 0x10\n")))
  #expect(error.message.contains("expected a number"))
}

@Test func zeroParIsOutOfRange() throws {
  let error = try #require(levelError(maze(["SG"], extra: "par: 0\n")))
  #expect(error.message.contains("'par' must be from 1 to 3600, found 0"))
}

@Test func badNumberInAListPointsAtThatNumber() throws {
  let error = try #require(levelError("game: holes\nname: T\nhole: 0.2 nan 25\n"))
  #expect(error.line == 3 && error.column == 11)
  #expect(error.message == "expected a number for 'hole y', found 'nan'")
}

@Test func shortListSaysHowManyNumbersAreExpected() throws {
  let error = try #require(levelError("game: holes\nname: T\nhole: 0.2 0.2\n"))
  #expect(error.line == 3 && error.column == 7)
  #expect(error.message.contains("expected 'hole: x y radius' (3 numbers), found 2"))
}

@Test func booleanMustBeTrueOrFalse() throws {
  let error = try #require(levelError(maze(["SG"], extra: "draft: yes\n")))
  #expect(error.line == 3 && error.column == 8)
  #expect(error.message == "expected 'true' or 'false' for 'draft', found 'yes'")
}

// MARK: - Map

@Test func raggedRowIsAnErrorAtItsEnd() throws {
  let error = try #require(levelError(maze(["#####", "#S.G#", "####"])))
  #expect(error.line == 6 && error.column == 5)
  #expect(
    error.message.contains(
      "ragged map: this row has 4 cells, expected 5 like the first row (line 4)"))
}

@Test func blankLineInsideTheMapIsAnError() throws {
  let error = try #require(levelError(maze(["#####", "#S.G#", "", "#####"])))
  #expect(error.line == 7)
  #expect(error.message.contains("after the blank line 6"))
}

@Test func blankLinesAfterTheMapAreFine() throws {
  #expect(levelError(maze(["#####", "#S.G#", "#####"]) + "\n\n  \n") == nil)
}

@Test func unknownMapCharacterIsNamedWithTheLegend() throws {
  let rows = ["############", "#S.........#", "#..........x", "#.........G#", "############"]
  let error = try #require(levelError(maze(rows), path: "Levels/maze/03-x.level"))
  #expect(
    error.description
      == "Levels/maze/03-x.level:6:12: error: expected '#', '.', 'S', 'G', a one-way arrow ('>' '<' '^' 'v'), "
      + "'O' (hole) or 'D' (door), found 'x'")
}

@Test func spaceInTheMapIsAnUnknownCell() throws {
  let error = try #require(levelError(maze(["#S G#"])))
  #expect(error.line == 4 && error.column == 3)
  #expect(error.message.contains("found ' ' (space)"))
}

@Test func wideCharacterInTheMapIsRefused() throws {
  let error = try #require(levelError(maze(["#S你G#"])))
  #expect(error.line == 4 && error.column == 3)
  #expect(error.message.contains("U+4F60"))
}

@Test func combiningCharacterInTheMapIsRefused() throws {
  let error = try #require(levelError(maze(["#S.\u{301}G#"])))
  #expect(error.line == 4 && error.column == 4)
  #expect(error.message.contains("U+0301"))
}

@Test func twoStartsPointAtTheSecond() throws {
  let error = try #require(levelError(maze(["#####", "#S.S#", "#..G#", "#####"])))
  #expect(error.line == 5 && error.column == 4)
  #expect(error.message.contains("second start 'S'; the maze already starts at line 5, column 2"))
}

@Test func twoGoalsPointAtTheSecond() throws {
  let error = try #require(levelError(maze(["#SGG#"])))
  #expect(error.line == 4 && error.column == 4)
  #expect(error.message.contains("second goal"))
}

@Test func noGoalIsReportedAtTheMapLine() throws {
  let error = try #require(levelError(maze(["#####", "#S..#", "#####"])))
  #expect(error.line == 3 && error.column == 1)
  #expect(error.message.contains("no goal"))
}

@Test func noStartIsReportedAtTheMapLine() throws {
  let error = try #require(levelError(maze(["#..G#"])))
  #expect(error.message.contains("no start"))
}

@Test func unreachableGoalIsReportedAtTheGoal() throws {
  let error = try #require(levelError(maze(["#######", "#S.#..#", "#..#.G#", "#######"])))
  #expect(error.line == 6 && error.column == 6)
  #expect(error.message.contains("cannot be reached from the start at line 5, column 2"))
}

@Test func diagonalOnlyPathIsUnreachable() throws {
  let error = try #require(levelError(maze(["S#", "#G"])))
  #expect(error.message.contains("cannot be reached"))
}

@Test func mapWiderThanTheLimitIsRefusedAtTheFirstExtraCell() throws {
  let row = "S" + String(repeating: ".", count: 199) + "G"
  let error = try #require(levelError(maze([row])))
  #expect(error.line == 4 && error.column == 201)
  #expect(error.message.contains("wider than 200"))
}

@Test func mapTallerThanTheLimitIsRefusedAtTheFirstExtraRow() throws {
  let rows = ["S"] + Array(repeating: ".", count: 99) + ["G"]
  let error = try #require(levelError(maze(rows)))
  #expect(error.line == 104 && error.column == 1)
  #expect(error.message.contains("taller than 100"))
}

@Test func largestAllowedMapLoads() throws {
  let row = String(repeating: ".", count: 200)
  let rows =
    ["S" + String(repeating: ".", count: 199)] + Array(repeating: row, count: 98)
    + [String(repeating: ".", count: 199) + "G"]
  let level = try allFormats.parse(text: maze(rows), path: "t")
  guard let grid = level.model(as: MazeLevel.self) else {
    Issue.record("expected a maze")
    return
  }
  #expect(grid.width == 200 && grid.height == 100)
  #expect(grid.shortestPath == 199 + 99)
}

// MARK: - Bytes

@Test func tabIsRefusedWhereItIs() throws {
  let error = try #require(levelError("game:\tmaze\n"))
  #expect(error.line == 1 && error.column == 6)
  #expect(error.message.contains("tab"))
}

@Test func crlfLineEndingsReadLikeLF() throws {
  let lf = "game: maze\nname: X\nmap:\n#SG#\n"
  let crlf = "game: maze\r\nname: X\r\nmap:\r\n#SG#\r\n"
  #expect(try allFormats.parse(text: crlf, path: "t") == allFormats.parse(text: lf, path: "t"))
}

@Test func loneCarriageReturnIsRefused() throws {
  let error = try #require(levelError("game: balls\rname: A\n"))
  #expect(error.line == 1 && error.column == 12)
  #expect(error.message.contains("carriage return without a line feed"))
}

@Test func byteOrderMarkAtTheStartIsSkipped() throws {
  let bytes: [UInt8] =
    [0xEF, 0xBB, 0xBF] + Array("game: balls\nname: A\nballs: 4\ntarget: 1\n".utf8)
  #expect(
    try allFormats.parse(bytes: bytes, path: "t") == Level(BallsLevel(name: "A", balls: 4, target: 1)))
}

@Test func byteOrderMarkLaterIsRefused() throws {
  let error = try #require(levelError("game: balls\nname: \u{FEFF}A\n"))
  #expect(error.line == 2 && error.column == 7)
  #expect(error.message.contains("byte-order mark"))
}

@Test func nulByteIsRefused() throws {
  let error = try #require(levelError(bytes: Array("game: ba".utf8) + [0] + Array("lls\n".utf8)))
  #expect(error.line == 1 && error.column == 9)
  #expect(error.message.contains("NUL"))
}

@Test func escapeCharacterIsRefused() throws {
  let error = try #require(levelError("game: balls\nname: \u{1B}[31mred\n"))
  #expect(error.line == 2 && error.column == 7)
  #expect(error.message.contains("control character U+001B"))
}

@Test func c1ControlCharacterIsRefused() throws {
  let error = try #require(levelError("game: balls\nname: a\u{85}b\n"))
  #expect(error.message.contains("U+0085"))
}

@Test func bidirectionalOverrideIsRefused() throws {
  let error = try #require(levelError("game: balls\nname: a\u{202E}b\n"))
  #expect(error.message.contains("bidirectional"))
}

@Test func invalidUTF8IsRefusedWhereItStarts() throws {
  let error = try #require(levelError(bytes: Array("game: balls\nname: ab".utf8) + [0xFF, 0x41]))
  #expect(error.line == 2 && error.column == 9)
  #expect(error.message.contains("invalid UTF-8 (byte 0xFF)"))
}

@Test func overlongUTF8IsRefused() throws {
  #expect(
    levelError(bytes: Array("game: ".utf8) + [0xC0, 0xAF])?.message.contains("invalid UTF-8")
      == true)
}

@Test func encodedSurrogateIsRefused() throws {
  #expect(
    levelError(bytes: Array("game: ".utf8) + [0xED, 0xA0, 0x80])?.message.contains("invalid UTF-8")
      == true)
}

@Test func truncatedUTF8AtTheEndIsRefused() throws {
  #expect(
    levelError(bytes: Array("game: balls\nname: ".utf8) + [0xE4, 0xBD])?.message.contains(
      "invalid UTF-8") == true)
}

@Test func nonASCIINamesAreWelcome() throws {
  let level = try allFormats.parse(
    text: "game: balls\nname: Première étape 你好\nballs: 4\ntarget: 1\n", path: "t")
  #expect(level.name == "Première étape 你好")
}

@Test func tenMegabytesOfBytesAreRefusedBeforeParsing() throws {
  let bytes = [UInt8](repeating: UInt8(ascii: "#"), count: 10 * 1024 * 1024)
  let error = try #require(levelError(bytes: bytes))
  #expect(error.line == 0)
  #expect(error.message.contains("limit is 65536 bytes"))
}

@Test func oneMegabyteSingleLineIsRefused() throws {
  let bytes = Array("name: ".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 1024 * 1024)
  #expect(levelError(bytes: bytes)?.message.contains("limit is 65536 bytes") == true)
}

@Test func longestLineWithinTheLimitIsAnOrdinaryError() throws {
  let text = "game: balls\nname: " + String(repeating: "a", count: 60_000) + "\n"
  let error = try #require(levelError(text))
  #expect(error.line == 2 && error.column == 67)
}
