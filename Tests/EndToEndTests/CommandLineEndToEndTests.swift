import EndToEndSupport
import Foundation
import Testing

/// The non-interactive subcommands, run as a script would run them.
@Suite("Command line, end to end")
struct CommandLineEndToEndTests {
  /// A temporary folder for one test.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The package's `Levels` folder (the tests run from the package, whose binary finds it too).
  static var packageLevels: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Levels").path
  }

  /// The `score-writer` test helper built beside `arcade`.
  static var scoreWriter: String {
    Arcade.binary.deletingLastPathComponent().appendingPathComponent("score-writer").path
  }

  @Test func levelsCheckPassesEveryShippedLevel() throws {
    let result = try Shell.run(Arcade.path, ["levels", "check", Self.packageLevels])
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.output.contains("0 failed"))
  }

  @Test func levelsCheckLocatesAnErrorAndFails() throws {
    let folder = try Self.folder()
    let file = folder.appendingPathComponent("bad.level")
    try "game: maze\nname: Bad\nmap:\n#S#\n#.X\n".write(to: file, atomically: true, encoding: .utf8)
    let result = try Shell.run(Arcade.path, ["levels", "check", file.path])
    #expect(result.status == 1)
    #expect(result.output.contains("\(file.path):5:3: error:"))
  }

  /// `--level` reads by one rule for every game: `+2` is a file (Balls and Holes used to play
  /// level 2), and a choice that is neither a listed level nor a file lists the levels.
  @Test func levelThatMatchesNothingListsTheLevelsInOneVoice() throws {
    let plus = try Shell.run(Arcade.path, ["play", "balls", "--level", "+2", "--levels", Self.packageLevels])
    #expect(plus.status == 1)
    #expect(
      plus.error.hasPrefix(
        "arcade: balls: --level +2: no such level file (a level number is digits only); the levels are 1 First spark, 2 Two of four,"
      ),
      "\(plus.error)")
    let nine = try Shell.run(Arcade.path, ["play", "paddles", "--level", "9", "--levels", Self.packageLevels])
    #expect(nine.status == 1)
    #expect(nine.error.hasPrefix("arcade: paddles: --level 9: there is no level 9; the levels are 1 "), "\(nine.error)")
    #expect(nine.error.hasSuffix("; or give a .level file\n"), "\(nine.error)")
  }

  @Test func anOptionOfAnotherGameIsRefused() throws {
    let result = try Shell.run(Arcade.path, ["play", "balls", "--players", "2"])
    #expect(result.status == 64)
    #expect(result.error.hasPrefix("arcade: balls takes no option --players\n"), "\(result.error)")
  }

  @Test func levelsListsEveryGame() throws {
    let result = try Shell.run(Arcade.path, ["levels", "--levels", Self.packageLevels])
    #expect(result.status == 0, "\(result.output)\(result.error)")
    // Every game that ships levels: a folder of them each.
    let games = try FileManager.default.contentsOfDirectory(atPath: Self.packageLevels).filter {
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: Self.packageLevels + "/" + $0, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    #expect(games.count >= 6, "\(games)")
    for game in games { #expect(result.output.contains(game), "\(game)") }
  }

  @Test func scoresPrintsBoardsAndJSON() throws {
    let store = try Self.folder().appendingPathComponent("scores.json").path
    let writer = try Shell.run(Self.scoreWriter, [store, "Zoë Q", "3", "10", "balls/from-1"])
    #expect(writer.status == 0, "\(writer.error)")
    let text = try Shell.run(Arcade.path, ["scores", "--scores", store])
    #expect(text.status == 0)
    #expect(text.output.contains("Zoë Q"))
    let json = try Shell.run(Arcade.path, ["scores", "balls", "--json", "--scores", store])
    #expect(json.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect(object?["version"] as? Int == 1)
    let boards = object?["boards"] as? [String: Any]
    let entries = (boards?["balls/from-1"] as? [String: Any])?["entries"] as? [[String: Any]]
    #expect(entries?.count == 3)
    #expect(text.output.hasPrefix("Balls\n"), "the board of runs from level 1 is titled plainly: \(text.output)")
  }

  @Test func scoresResetNeedsConfirmationAndKeepsABackup() throws {
    let folder = try Self.folder()
    let store = folder.appendingPathComponent("scores.json").path
    _ = try Shell.run(Self.scoreWriter, [store, "ann", "2", "10", "balls"])
    let refused = try Shell.run(Arcade.path, ["scores", "reset", "--scores", store])
    #expect(refused.status == 1)
    #expect(refused.error.contains("--yes"))
    let reset = try Shell.run(Arcade.path, ["scores", "reset", "balls", "--yes", "--scores", store])
    #expect(reset.status == 0, "\(reset.error)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.contains { $0.hasPrefix("scores.json.bak-") })
    let after = try Shell.run(Arcade.path, ["scores", "--scores", store])
    #expect(after.output.contains("No scores yet."))
  }

  /// Names, bytes, modes and modification times of everything in `folder`.
  static func state(of folder: URL) throws -> [String: String] {
    var state: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let path = folder.appendingPathComponent(name).path
      var info = stat()
      _ = lstat(path, &info)
      let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
      state[name] = "\(bytes.base64EncodedString()) \(info.st_mode) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
    return state
  }

  /// Before: 9 of these renamed the file to `.corrupt-<time>` and made a `.lock` beside it, 5
  /// more said nothing. Now each refuses the file by name (or does not need it) and the folder
  /// is exactly as it was.
  @Test func noCommandTouchesAFileThatIsNotAScoreStore() throws {
    let folder = try Self.folder()
    let notes = folder.appendingPathComponent("notes.txt").path
    try "Buy milk.\n".write(toFile: notes, atomically: true, encoding: .utf8)
    let link = folder.appendingPathComponent("scores-link.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: notes)
    let export = folder.appendingPathComponent("out.replay").path
    let forms: [[String]] = [
      ["scores"], ["scores", "show"], ["scores", "--json"], ["scores", "balls"], ["scores", "verify"],
      ["scores", "reset", "--yes"], ["scores", "reset", "balls", "--yes"], ["replay", "balls"],
      ["replay", "balls", "--export", export], ["replay", "maze", "--level", "1"], ["demo"],
      ["play", "holes"], ["play", "balls"], ["levels"], ["keys"], [],
    ]
    let before = try Self.state(of: folder)
    for store in [notes, link] {
      for form in forms {
        let result = try Shell.run(Arcade.path, form + ["--scores", store])
        let said = result.output + result.error
        #expect(
          try Self.state(of: folder) == before, "arcade \(form.joined(separator: " ")) --scores \(store): \(said)")
        if form.first == "scores" || form.first == "replay" {
          #expect(result.status == 1, "\(form): \(said)")
          #expect(result.error.contains("is not a high-score file"), "\(form): \(said)")
          #expect(result.error.contains("left untouched"), "\(form): \(said)")
        }
      }
    }
  }

  @Test func aDamagedStoreIsReportedByAReadAndMovedAsideByTheNextSave() throws {
    let folder = try Self.folder()
    let store = folder.appendingPathComponent("scores.json")
    try "{\"format\": \"arcade-scores\", \"version\": 1, \"boards\": [".write(
      to: store, atomically: true, encoding: .utf8)
    let read = try Shell.run(Arcade.path, ["scores", "--scores", store.path])
    #expect(read.status == 1)
    #expect(read.error.contains("could not be read"))
    #expect(read.error.contains("nothing was changed"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["scores.json"])
    let reset = try Shell.run(Arcade.path, ["scores", "reset", "--yes", "--scores", store.path])
    #expect(reset.error.contains("were moved to \(store.path).damaged-"), "\(reset.error)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.contains { $0.hasPrefix("scores.json.damaged-") })
  }

  /// Before: `--export FILE` replaced any file, the live score store included. (The tmux
  /// replay test exports a real replay, then is refused over it without `--force`.)
  @Test func anExportNeverReplacesAFileWithoutForceAndNeverTheScoreStore() throws {
    let folder = try Self.folder()
    let store = folder.appendingPathComponent("scores.json").path
    let writer = try Shell.run(Self.scoreWriter, [store, "Ada", "1"])
    #expect(writer.status == 0, "\(writer.error)")
    let notes = folder.appendingPathComponent("notes.txt").path
    try "mine".write(toFile: notes, atomically: true, encoding: .utf8)
    let before = try Self.state(of: folder)
    let again = try Shell.run(Arcade.path, ["replay", "balls", "--export", notes, "--scores", store])
    #expect(again.status == 1)
    #expect(again.error.contains("already exists"))
    #expect(again.error.contains("--force"))
    let overStore = try Shell.run(Arcade.path, ["replay", "balls", "--export", store, "--force", "--scores", store])
    #expect(overStore.status == 1)
    #expect(overStore.error.contains("it is the high-score file"))
    #expect(try Self.state(of: folder) == before)
  }

  @Test func unknownGameIsOneLineAndStatusTwo() throws {
    let result = try Shell.run(Arcade.path, ["play", "pinball"])
    #expect(result.status == 2)
    #expect(result.error.split(separator: "\n").count == 1)
    #expect(result.error.contains("pinball"))
  }
}
