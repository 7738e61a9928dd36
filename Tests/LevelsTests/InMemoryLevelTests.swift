import BallsGame
import FileSystem
import HolesGame
import Levels
import MazeGame
import PaddlesGame
import Testing

// MARK: - Levels through an in-memory file system

/// The library, the reader and the checker read only through `FileSystemClient`: these run
/// with no disk at all, and the messages are those the real files give.
struct InMemoryLevelTests {
  static func ball(_ name: String) -> String { "game: balls\nname: \(name)\nballs: 4\ntarget: 1\n" }

  @Test func theLibraryLoadsBuiltInAndUserLevelsFromMemory() {
    let fs = FileSystemClient.inMemory(files: [
      "/share/levels/balls/02-two.level": Self.ball("Two"),
      "/share/levels/balls/01-one.level": Self.ball("One"),
      "/share/levels/balls/.hidden.level": Self.ball("Hidden"),
      "/home/a/levels/balls/01-mine.level": Self.ball("Mine"),
    ])
    let library = LevelLibrary(
      directories: LevelDirectories(builtIn: "/share/levels", user: "/home/a/levels"), formats: allFormats,
      fileSystem: fs)
    let collection = library.load(BallsLevel.format)
    #expect(collection.levels.map(\.level.name) == ["One", "Two", "Mine"])
    #expect(collection.levels.map(\.origin) == [.builtIn, .builtIn, .user])
    #expect(collection.failures == [])
    #expect(
      library.load(MazeLevel.format).failures.map(\.description)
        == ["/share/levels/maze: error: no built-in maze levels here"])
  }

  @Test func filesThatCannotBeLevelsAreReportedAsOnDisk() {
    let fs = FileSystemClient.inMemory(
      files: [
        "/levels/balls/01-huge.level": String(repeating: "#", count: LevelLimits.maxFileBytes + 1),
        "/levels/paddles": "a file where a folder should be",
      ],
      directories: ["/levels/balls/02-folder.level"], others: ["/levels/balls/03-fifo.level"])
    let library = LevelLibrary(
      sources: [.init(directory: "/levels", origin: .user)], formats: allFormats, fileSystem: fs)
    #expect(
      library.load(BallsLevel.format).failures.map(\.description) == [
        "/levels/balls/01-huge.level: error: file is 65537 bytes; the limit is 65536 bytes (64 KiB)",
        "/levels/balls/02-folder.level: error: is a directory; expected a .level file",
        "/levels/balls/03-fifo.level: error: not a regular file (a FIFO, device or socket); level files must be regular files",
      ])
    #expect(
      library.load(PaddlesArena.format).failures.map(\.description)
        == ["/levels/paddles: error: expected a folder of .level files"])
    #expect(
      (try? allFormats.load(path: "/levels/paddles/01-x.level", fileSystem: fs)) == nil)
  }

  @Test func theCheckerWalksAFolderInMemory() {
    let fs = FileSystemClient.inMemory(files: [
      "/mine/balls/01-good.level": Self.ball("Good"),
      "/mine/balls/02-bad.level": "game: balls\nname: Bad\nballs: 4\ntarget: 9\n",
    ])
    let report = LevelChecker.check(paths: ["/mine", "/mine/nope.level"], formats: allFormats, fileSystem: fs)
    #expect(report.checkedFiles == 3)
    #expect(
      report.lines == [
        "/mine/balls/02-bad.level:4:9: error: 'target' must be from 1 to 4, found 9",
        "/mine/nope.level: error: no such file or directory",
      ])
  }
}
