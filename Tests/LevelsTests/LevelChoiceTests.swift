import BallsGame
import FileSystem
import Levels
import Testing

// MARK: - The one `--level` rule

/// `--level N|FILE` for every game: digits only are a listed level, anything else a file, and
/// a choice that matches neither is one error listing the levels there are.
struct LevelChoiceTests {
  static func ball(_ name: String) -> String { "game: balls\nname: \(name)\nballs: 4\ntarget: 1\n" }

  static let reader = LevelReader(
    fileSystem: .inMemory(files: [
      "/levels/balls/01-one.level": ball("One"),
      "/levels/balls/02-two.level": ball("Two"),
      "/home/mine.level": ball("Mine"),
      "/home/+2": ball("Plus two"),
      "/home/maze.level": "game: maze\nname: M\nmap:\n#####\n#S.G#\n#####\n",
    ]), formats: allFormats)
  static let directories = LevelDirectories(builtIn: "/levels", user: nil)

  static func pick(_ text: String?) throws(LevelChoiceError) -> LevelPick {
    try reader.pick(text, format: BallsLevel.format, directories: directories)
  }

  /// The start index of a listed pick, or nil for a file.
  static func start(_ text: String) throws -> Int? {
    if case .listed(_, let start) = try pick(text) { return start }
    return nil
  }

  @Test func digitsOnlyAreANumberAndAnythingElseAPath() {
    #expect(LevelChoice("2") == .number(2))
    #expect(LevelChoice("02") == .number(2))
    #expect(LevelChoice("+2") == .file("+2"))
    #expect(LevelChoice("-1") == .file("-1"))
    #expect(LevelChoice(" 2") == .file(" 2"))
    #expect(LevelChoice("２") == .file("２"), "a full-width digit is not an ASCII digit")
    #expect(LevelChoice("99999999999999999999999") == .number(.max))
    #expect(LevelChoice("levels/x.level") == .file("levels/x.level"))
  }

  @Test func aNumberStartsAtThatListedLevel() throws {
    #expect(try Self.start("2") == 1)
    #expect(try Self.start("02") == 1)
    #expect(try Self.start("1") == 0)
  }

  @Test func noChoiceListsTheLevelsFromTheFirst() throws {
    guard case .listed(let collection, 0) = try Self.pick(nil) else {
      Issue.record("no --level did not list the levels")
      return
    }
    #expect(collection.playable.map(\.level.name) == ["One", "Two"])
  }

  @Test func plusTwoIsAFileNotLevelTwo() throws {
    guard case .file(let level, "/home/+2") = try Self.pick("/home/+2") else {
      Issue.record("the file named +2 was not played")
      return
    }
    #expect(level.name == "Plus two")
    #expect(throws: LevelChoiceError.noSuchFile("+2", levels: ["One", "Two"])) { try Self.pick("+2") }
  }

  @Test func aPathIsThatFileAlone() throws {
    guard case .file(let level, _) = try Self.pick("/home/mine.level") else {
      Issue.record("the file was not played")
      return
    }
    #expect(level.name == "Mine")
  }

  @Test func aNumberOutOfRangeListsTheLevels() throws {
    let error = try #require(throws: LevelChoiceError.self) { try Self.pick("3") }
    #expect(error == .noSuchNumber("3", levels: ["One", "Two"]))
    #expect(error.description == "--level 3: there is no level 3; the levels are 1 One, 2 Two; or give a .level file")
    #expect(throws: LevelChoiceError.noSuchNumber("0", levels: ["One", "Two"])) { try Self.pick("0") }
    #expect(throws: LevelChoiceError.self) { try Self.pick("99999999999999999999999") }
  }

  @Test func aMissingFileListsTheLevels() throws {
    let error = try #require(throws: LevelChoiceError.self) { try Self.pick("/home/nope.level") }
    #expect(
      error.description
        == "--level /home/nope.level: no such level file (a level number is digits only); the levels are 1 One, 2 Two; or give a .level file"
    )
  }

  @Test func aLevelOfAnotherGameIsRefused() {
    #expect(throws: LevelChoiceError.otherGame(path: "/home/maze.level", found: "maze", expected: "balls")) {
      try Self.pick("/home/maze.level")
    }
  }

  @Test func withNoLevelsTheErrorSaysSo() {
    let empty = LevelReader(fileSystem: .inMemory())
    let error = try? #require(throws: LevelChoiceError.self) {
      try empty.pick("1", format: BallsLevel.format, directories: Self.directories)
    }
    #expect(error?.description == "--level 1: there is no level 1; no levels were found; give a .level file")
  }
}
