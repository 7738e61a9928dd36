import BallsGame
import HolesGame
import Levels
import MazeGame
import PaddlesGame
import Testing

// MARK: - Junk does not count

/// A valid Balls level named `name`.
private func ball(_ name: String) -> String {
  "game: balls\nname: \(name)\nballs: 4\ntarget: 1\n"
}

@Test func junkFilesDoNotHideLevels() throws {
  let scratch = ScratchFolder()
  // Far more junk than the 1,000-file limit, so levels read past it in directory order.
  for index in 0..<3000 { scratch.write("balls/junk-\(index).txt", "not a level") }
  let names = ["01-a", "02-b", "03-c", "04-d", "05-e"]
  for name in names { scratch.write("balls/\(name).level", ball(name)) }
  let collection = LevelLibrary(
    sources: [.init(directory: scratch.path, origin: .user)], formats: allFormats, fileSystem: .live
  ).load(
    BallsLevel.format)
  #expect(collection.levels.map(\.level.name) == names)
  #expect(collection.failures == [])

  let report = LevelChecker.check(paths: [scratch.path], formats: allFormats, fileSystem: .live)
  #expect(report.checkedFiles == names.count)
  #expect(report.lines == [])
}

// MARK: - Levels past the limit are reported

@Test func levelsPastTheLimitAreSkippedAndReported() throws {
  let scratch = ScratchFolder()
  let limit = LevelLimits.maxFilesPerDirectory
  for number in 1...(limit + 2) {
    let digits = String(number)
    let name = String(repeating: "0", count: 4 - digits.count) + digits
    scratch.write("balls/\(name)-level.level", ball("Level \(number)"))
  }
  scratch.write("balls/notes.txt", "junk does not count")
  let folder = scratch.path + "/balls"
  let collection = LevelLibrary(
    sources: [.init(directory: scratch.path, origin: .user)], formats: allFormats, fileSystem: .live
  ).load(
    BallsLevel.format)
  #expect(collection.levels.count == limit)
  #expect(collection.levels.last?.number == limit)
  #expect(
    collection.failures.map(\.description) == [
      "\(folder): error: holds 1002 .level files but at most 1000 are read from one folder; "
        + "the last 2 by name, from '1001-level.level' on, were skipped; move some to another folder"
    ])

  let report = LevelChecker.check(paths: [scratch.path], formats: allFormats, fileSystem: .live)
  #expect(report.checkedFiles == limit)
  #expect(report.failedFiles == 1)
  #expect(report.lines == collection.failures.map(\.description))
}

@Test func listingCountsOnlyLevelsAndKeepsTheFirstByName() {
  let limit = LevelLimits.maxFilesPerDirectory
  let levels = (0..<(limit + 1)).map { "l\(1_000_000 + $0).level" }
  let junk = (0..<5000).map { "j\($0).txt" }
  let listing = LevelDirectoryListing(names: (junk + levels + [".hidden.level"]).shuffled())
  #expect(listing.levelNames == Array(levels.prefix(limit)))
  #expect(listing.otherNames.count == junk.count)
  #expect(listing.skippedLevelCount == 1)
  #expect(listing.firstSkippedLevel == levels.last)
  #expect(listing.skipNotes(path: "dir").count == 1)
}

@Test func folderTooBigToReadSaysSo() throws {
  let listing = LevelDirectoryListing(names: ["01-a.level"], stoppedEarly: true)
  let notes = listing.skipNotes(path: "/levels/balls").map(\.description)
  #expect(
    notes == [
      "/levels/balls: error: has more than 100000 entries; only the first 100000 were looked at, "
        + "so levels may be missing; remove the files that are not levels"
    ])
}

@Test func nothingSkippedMeansNoNotes() {
  #expect(LevelDirectoryListing(names: ["01-a.level", "README.md"]).skipNotes(path: "d") == [])
}
