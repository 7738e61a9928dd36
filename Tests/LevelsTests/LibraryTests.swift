import BallsGame
import HolesGame
import Levels
import MazeGame
import PaddlesGame
import Testing

// MARK: - Library

@Test func libraryOrdersByNumberThenNameAndPutsUserLevelsLast() throws {
  let scratch = ScratchFolder()
  let ball = { (name: String) in "game: balls\nname: \(name)\nballs: 4\ntarget: 1\n" }
  scratch.write("built/balls/10-ten.level", ball("Ten"))
  scratch.write("built/balls/2-two.level", ball("Two"))
  scratch.write("built/balls/02-also-two.level", ball("Also two"))
  scratch.write("built/balls/README.md", "not a level")
  scratch.write("user/balls/01-mine.level", ball("Mine"))
  let library = LevelLibrary(
    directories: LevelDirectories(builtIn: scratch.path + "/built", user: scratch.path + "/user"), formats: allFormats,
    fileSystem: .live)
  let collection = library.load(BallsLevel.format)
  #expect(collection.levels.map(\.level.name) == ["Also two", "Two", "Ten", "Mine"])
  #expect(collection.levels.map(\.origin) == [.builtIn, .builtIn, .builtIn, .user])
  #expect(collection.failures == [])
}

/// Installed under `~/.local`, the built-in levels live in the user's folder: listed once.
@Test func aUserFolderThatIsTheBuiltInFolderIsReadOnce() throws {
  let scratch = ScratchFolder()
  scratch.write("share/balls/01-one.level", "game: balls\nname: One\nballs: 4\ntarget: 1\n")
  let library = LevelLibrary(
    directories: LevelDirectories(builtIn: scratch.path + "/share", user: scratch.path + "/share/"),
    formats: allFormats, fileSystem: .live
  )
  let collection = library.load(BallsLevel.format)
  #expect(collection.levels.map(\.level.name) == ["One"])
  #expect(collection.levels.map(\.origin) == [.builtIn])
}

@Test func badFilesAreReportedAndTheOthersStillLoad() throws {
  let scratch = ScratchFolder()
  scratch.write("balls/01-good.level", "game: balls\nname: Good\nballs: 4\ntarget: 1\n")
  scratch.write("balls/02-bad.level", "game: balls\nname: Bad\nballs: 4\ntarget: 9\n")
  scratch.write("balls/03-other-game.level", "game: maze\nname: M\nmap:\nSG\n")
  scratch.write("balls/Bad Name.level", "game: balls\nname: X\nballs: 4\ntarget: 1\n")
  scratch.write("balls/04-good-too.level", "game: balls\nname: Good too\nballs: 4\ntarget: 1\n")
  let collection = LevelLibrary(
    sources: [.init(directory: scratch.path, origin: .user)], formats: allFormats, fileSystem: .live
  ).load(
    BallsLevel.format)
  #expect(collection.levels.map(\.level.name) == ["Good", "Good too"])
  #expect(collection.failures.count == 3)
  let messages = collection.failures.map(\.description)
  #expect(
    messages.contains {
      $0.hasSuffix("02-bad.level:4:9: error: 'target' must be from 1 to 4, found 9")
    })
  #expect(
    messages.contains {
      $0.contains("03-other-game.level:1:7: error: this file is in the 'balls' folder")
    })
  #expect(messages.contains { $0.contains("must look like NN-slug.level") })
}

@Test func draftsLoadButAreNotPlayable() throws {
  let scratch = ScratchFolder()
  scratch.write("maze/01-done.level", "game: maze\nname: Done\nmap:\nSG\n")
  scratch.write("maze/02-wip.level", "game: maze\nname: WIP\ndraft: true\nmap:\nS.G\n")
  let collection = LevelLibrary(
    sources: [.init(directory: scratch.path, origin: .user)], formats: allFormats, fileSystem: .live
  ).load(
    MazeLevel.format)
  #expect(collection.levels.count == 2)
  #expect(collection.playable.map(\.level.name) == ["Done"])
}

@Test func missingUserFolderIsQuietButMissingBuiltInsAreReported() {
  let library = LevelLibrary(
    directories: LevelDirectories(builtIn: "/nonexistent/built", user: "/nonexistent/user"), formats: allFormats,
    fileSystem: .live)
  let collection = library.load(HolesTable.format)
  #expect(collection.levels.isEmpty)
  #expect(collection.failures.map(\.path) == ["/nonexistent/built/holes"])
}

@Test func fileNamesSplitIntoNumberAndSlug() {
  #expect(LevelLibrary.parseFileName("03-spiral.level")?.number == 3)
  #expect(LevelLibrary.parseFileName("03-spiral.level")?.slug == "spiral")
  #expect(LevelLibrary.parseFileName("spiral.level") == nil)
  #expect(LevelLibrary.parseFileName("12345-x.level") == nil)
  #expect(LevelLibrary.parseFileName("03-Spiral.level") == nil)
  #expect(LevelLibrary.parseFileName("03-.level") == nil)
}

// MARK: - Directories

private func exists(_ paths: Set<String>) -> (String) -> Bool { { paths.contains($0) } }

@Test func levelsFlagWinsOverEverything() {
  let resolved = LevelDirectories.resolve(
    flag: "mine", environment: ["ARCADE_LEVELS": "/env", "XDG_DATA_HOME": "/data"],
    currentDirectory: "/work",
    executablePath: "/opt/arcade/bin/arcade", fileExists: exists(["/work/Levels"]))
  #expect(resolved == LevelDirectories(builtIn: "/work/mine", user: "/data/arcade/levels"))
}

@Test func environmentVariableComesNext() {
  let resolved = LevelDirectories.resolve(
    flag: nil, environment: ["ARCADE_LEVELS": "/env", "HOME": "/home/p"], currentDirectory: "/work",
    executablePath: nil, fileExists: exists(["/work/Levels"]))
  #expect(resolved == LevelDirectories(builtIn: "/env", user: "/home/p/.local/share/arcade/levels"))
}

/// Before: `./Levels` in the working directory replaced the built-in levels, so another
/// user's `Levels/` in a shared folder was played.
@Test func theWorkingDirectorysLevelsAreNeverUsedUnlessNamed() {
  let resolved = LevelDirectories.resolve(
    flag: nil, environment: [:], currentDirectory: "/work", executablePath: "/opt/arcade/arcade",
    fileExists: exists(["/work/Levels", "/opt/arcade/Levels"]))
  #expect(resolved == LevelDirectories(builtIn: "/opt/arcade/Levels", user: nil))
  let alone = LevelDirectories.resolve(
    flag: nil, environment: [:], currentDirectory: "/work", executablePath: "/opt/arcade/arcade",
    fileExists: exists(["/work/Levels"]))
  #expect(alone.builtIn == nil)
  let named = LevelDirectories.resolve(
    flag: "Levels", environment: [:], currentDirectory: "/work", executablePath: "/opt/arcade/arcade",
    fileExists: exists(["/work/Levels", "/opt/arcade/Levels"]))
  #expect(named.builtIn == "/work/Levels")
}

/// Before: `Levels` in any of four parent folders of the binary was taken.
@Test func anInstalledBinaryDoesNotSearchItsParentFolders() {
  let resolved = LevelDirectories.resolve(
    flag: nil, environment: [:], currentDirectory: "/tmp", executablePath: "/home/eve/tools/bin/arcade",
    fileExists: exists(["/home/eve/Levels", "/home/Levels"]))
  #expect(resolved.builtIn == nil)
}

@Test func levelsBesideTheExecutableAreFound() {
  let resolved = LevelDirectories.resolve(
    flag: "", environment: ["ARCADE_LEVELS": ""], currentDirectory: "/tmp",
    executablePath: "/opt/arcade/arcade",
    fileExists: exists(["/opt/arcade/Levels"]))
  #expect(resolved.builtIn == "/opt/arcade/Levels")
}

@Test func installedShareFolderIsFound() {
  let resolved = LevelDirectories.resolve(
    flag: nil, environment: [:], currentDirectory: "/tmp", executablePath: "/usr/local/bin/arcade",
    fileExists: exists(["/usr/local/share/arcade/levels"]))
  #expect(resolved.builtIn == "/usr/local/share/arcade/levels")
}

@Test func swiftRunBuildFolderFindsThePackageLevels() {
  let resolved = LevelDirectories.resolve(
    flag: nil, environment: [:], currentDirectory: "/tmp",
    executablePath: "/src/arcade/.build/x86_64-unknown-linux-gnu/debug/arcade",
    fileExists: exists(["/src/arcade/Levels"]))
  #expect(resolved.builtIn == "/src/arcade/Levels")
}

@Test func aScratchBuildFolderFindsThePackageLevelsToo() {
  let resolved = LevelDirectories.resolve(
    flag: nil, environment: [:], currentDirectory: "/tmp",
    executablePath: "/src/arcade/.build-release/x86_64-unknown-linux-gnu/release/arcade",
    fileExists: exists(["/src/arcade/Levels", "/src/Levels"]))
  #expect(resolved.builtIn == "/src/arcade/Levels")
}

@Test func nothingFoundLeavesBuiltInEmpty() {
  let resolved = LevelDirectories.resolve(
    flag: nil, environment: ["XDG_DATA_HOME": "relative/ignored"], currentDirectory: "/tmp",
    executablePath: "/a/b", fileExists: exists([]))
  #expect(resolved == LevelDirectories(builtIn: nil, user: nil))
}

// MARK: - Checker

@Test func checkerReportsEveryBadFileAndFails() throws {
  let scratch = ScratchFolder()
  scratch.write("maze/01-ok.level", "game: maze\nname: Ok\nmap:\nSG\n")
  scratch.write("maze/02-bad.level", "game: maze\nname: Bad\nmap:\nS#G\n")
  let missing = scratch.path + "/missing.level"
  let report = LevelChecker.check(paths: [scratch.path, missing], formats: allFormats, fileSystem: .live)
  #expect(report.checkedFiles == 3)
  #expect(report.failedFiles == 2)
  #expect(report.exitCode == 1)
  #expect(
    report.lines == [
      "\(scratch.path)/maze/02-bad.level:4:3: error: the goal cannot be reached from the start at line 4, column 1 "
        + "(moves go up, down, left and right through cells that are not walls or holes, "
        + "and through a one-way cell only along its arrow)",
      "\(missing): error: no such file or directory",
    ])
  #expect(report.summary == "3 level files checked, 2 failed")
}

@Test func checkerPassesGoodFiles() throws {
  let scratch = ScratchFolder()
  let path = scratch.write("01-ok.level", "game: maze\nname: Ok\nmap:\nSG\n")
  let report = LevelChecker.check(paths: [path], formats: allFormats, fileSystem: .live)
  #expect(report.lines.isEmpty && report.exitCode == 0 && report.checkedFiles == 1)
}

@Test func emptyFolderFailsTheCheck() throws {
  let scratch = ScratchFolder()
  #expect(LevelChecker.check(paths: [scratch.path], formats: allFormats, fileSystem: .live).exitCode == 1)
}

@Test func listingShowsNumberNameAndIdentity() throws {
  let scratch = ScratchFolder()
  scratch.write("maze/01-ok.level", "game: maze\nname: Ok\nmap:\nSG\n")
  scratch.write("maze/02-wip.level", "game: maze\nname: Wip\ndraft: true\nmap:\nSG\n")
  let collection = LevelLibrary(
    sources: [.init(directory: scratch.path, origin: .user)], formats: allFormats, fileSystem: .live
  ).load(
    MazeLevel.format)
  let identity = try allFormats.parse(text: "game: maze\nname: Ok\nmap:\nSG\n", path: "t").identity
  let lines = LevelChecker.listing([collection])
  #expect(lines.count == 3)
  #expect(lines[0] == "maze (2 levels)")
  #expect(lines[1] == "  01  Ok                            \(identity)  (user)")
  #expect(lines[2].hasSuffix("(user, draft)"))
}

// MARK: - Suggestions

@Test func swappedLettersCountAsOneEdit() throws {
  let error = try #require(levelError("game: maze\nname: X\ndarft: true\nmap:\nSG\n"))
  #expect(error.message.hasSuffix("did you mean 'draft'?"))
}
