import EndToEndSupport
import Foundation
import Testing

/// A time is shown as a time wherever a replay's score leaves the arcade: Maze's 1.82 s run
/// reads `time 1.82 s` in a recording's title and in a level code's proof, never `1817`.
@Suite("Times, end to end")
struct TimesEndToEndTests {
  /// The golden replay of the tiny maze, finished in 1817 ms.
  static var mazeReplay: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/GoldenReplays/maze-time.replay").path
  }

  /// The maze that replay plays, as a level file.
  static let tinyMaze = "game: maze\nname: Tiny\nmap:\n#######\n#S...G#\n#.....#\n#######\n"

  @Test func aRecordingOfAMazeRunIsTitledWithItsTime() throws {
    let folder = try CommandLineEndToEndTests.folder()
    let cast = folder.appendingPathComponent("maze.cast").path
    let result = try Shell.run(Arcade.path, ["replay", Self.mazeReplay, "--cast", cast])
    #expect(result.status == 0, "\(result.output)\(result.error)")
    let header = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n").first ?? ""
    #expect(header.contains("\"title\": \"Maze, time 1.82 s\""), "\(header)")
  }

  @Test func aLevelCodesProofSaysItsTime() throws {
    let folder = try CommandLineEndToEndTests.folder()
    let level = folder.appendingPathComponent("tiny.level").path
    try Self.tinyMaze.write(toFile: level, atomically: true, encoding: .utf8)
    let shared = try Shell.run(Arcade.path, ["share", level, "--proof", Self.mazeReplay])
    #expect(shared.status == 0, "\(shared.output)\(shared.error)")
    let code = shared.output.split(separator: "\n").first { $0.hasPrefix("arcade:1:maze:") }.map(String.init) ?? ""
    let saved = folder.appendingPathComponent("theirs.level").path
    let opened = try Shell.run(Arcade.path, ["open", code, "--save", saved])
    #expect(opened.status == 0, "\(opened.output)\(opened.error)")
    #expect(opened.output.hasPrefix("Maze — Tiny: played by its author, time 1.82 s, verified.\n"), "\(opened.output)")
    // The same code with a character more is refused, and says why.
    let longer = try Shell.run(Arcade.path, ["open", code + "A", "--save", saved + "2"])
    #expect(longer.status == 1)
    #expect(
      longer.error
        == "arcade: the author's proof is 1 character longer than it should be: copy the code whole, and nothing after it\n",
      "\(longer.error)")
  }
}
