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
  static var scoreWriter: String { Arcade.binary.deletingLastPathComponent().appendingPathComponent("score-writer").path }

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

  @Test func levelsListsEveryGame() throws {
    let result = try Shell.run(Arcade.path, ["levels", "--levels", Self.packageLevels])
    #expect(result.status == 0, "\(result.output)\(result.error)")
    for game in ["balls", "paddles", "maze", "holes"] { #expect(result.output.contains(game)) }
  }

  @Test func scoresPrintsBoardsAndJSON() throws {
    let store = try Self.folder().appendingPathComponent("scores.json").path
    let writer = try Shell.run(Self.scoreWriter, [store, "Zoë Q", "3", "10", "balls"])
    #expect(writer.status == 0, "\(writer.error)")
    let text = try Shell.run(Arcade.path, ["scores", "--scores", store])
    #expect(text.status == 0)
    #expect(text.output.contains("Zoë Q"))
    let json = try Shell.run(Arcade.path, ["scores", "balls", "--json", "--scores", store])
    #expect(json.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect(object?["version"] as? Int == 1)
    let boards = object?["boards"] as? [String: Any]
    let entries = (boards?["balls"] as? [String: Any])?["entries"] as? [[String: Any]]
    #expect(entries?.count == 3)
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

  @Test func corruptScoreFileIsMovedAsideAndReported() throws {
    let folder = try Self.folder()
    let store = folder.appendingPathComponent("scores.json")
    try "{ not json".write(to: store, atomically: true, encoding: .utf8)
    let result = try Shell.run(Arcade.path, ["scores", "--scores", store.path])
    #expect(result.status == 0)
    #expect(result.error.contains("corrupt"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.contains { $0.hasPrefix("scores.json.corrupt-") })
  }

  @Test func unknownGameIsOneLineAndStatusTwo() throws {
    let result = try Shell.run(Arcade.path, ["play", "pinball"])
    #expect(result.status == 2)
    #expect(result.error.split(separator: "\n").count == 1)
    #expect(result.error.contains("pinball"))
  }
}
