import EndToEndSupport
import Foundation
import Testing

/// Text from outside never reaches the terminal raw from the command line: board ids and JSON
/// keys in a score file, level file names and arguments come out as visible escapes.
@Suite("Escape injection, end to end")
struct EscapeInjectionEndToEndTests {
  /// The bytes a terminal acts on: ESC, BEL, CSI (C1, as UTF-8 C2 9B), other C0 but newline.
  static func activeBytes(in text: String) -> [UInt8] {
    let bytes = Array(text.utf8)
    var found = bytes.filter { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }
    for index in bytes.indices.dropLast() where bytes[index] == 0xC2 && (0x80..<0xA0).contains(bytes[index + 1]) {
      found.append(bytes[index + 1])
    }
    return found
  }

  @Test func boardIdsInTheScoreFileArePrintedInert() throws {
    let folder = try CommandLineEndToEndTests.folder()
    let store = folder.appendingPathComponent("scores.json")
    let hostile = """
      {"version": 1, "boards": {"\\u001b]0;PWNED\\u0007maze/x": {"ordering": "higher", "entries": [
        {"name": "Ada", "score": 3, "date": "2026-11-22T02:52:43Z", "seed": "1"}]}}}
      """
    try hostile.write(to: store, atomically: true, encoding: .utf8)
    let result = try Shell.run(Arcade.path, ["scores", "--scores", store.path])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("\\x1B]0;PWNED\\x07maze"), "\(result.output)")
    #expect(Self.activeBytes(in: result.output + result.error).isEmpty)
  }

  @Test func jsonKeysInTheUnreadableStoreWarningArePrintedInert() throws {
    let folder = try CommandLineEndToEndTests.folder()
    let store = folder.appendingPathComponent("scores.json")
    try #"{"version": 1, "boards": {"\u001b[2J": 5}}"#.write(to: store, atomically: true, encoding: .utf8)
    let result = try Shell.run(Arcade.path, ["scores", "--scores", store.path])
    #expect(result.error.contains("\\x1B[2J"), "\(result.error)")
    #expect(result.error.contains("could not be read"))
    #expect(Self.activeBytes(in: result.output + result.error).isEmpty)
  }

  @Test func levelFileNamesArePrintedInert() throws {
    let folder = try CommandLineEndToEndTests.folder()
    let maze = folder.appendingPathComponent("maze")
    try FileManager.default.createDirectory(at: maze, withIntermediateDirectories: true)
    let file = maze.appendingPathComponent("\u{1B}[2J\u{9B}31m.level")
    try "game: maze\nname: Bad\nmap:\n#S#\n#.X\n".write(to: file, atomically: true, encoding: .utf8)
    for arguments in [
      ["levels", "check", maze.path], ["levels", "check", file.path], ["levels", "--levels", folder.path],
    ] {
      let result = try Shell.run(Arcade.path, arguments)
      #expect(result.output.contains("\\x1B[2J\\x9B31m.level"), "\(arguments): \(result.output)")
      #expect(Self.activeBytes(in: result.output + result.error).isEmpty, "\(arguments)")
    }
  }

  @Test func argumentsEchoedInErrorsArePrintedInert() throws {
    for arguments in [["play", "\u{1B}]0;PWNED\u{07}"], ["--\u{1B}[2J"], ["scores", "\u{9B}2J", "--bogus"]] {
      let result = try Shell.run(Arcade.path, arguments)
      #expect(result.status != 0)
      #expect(!result.error.isEmpty)
      #expect(Self.activeBytes(in: result.output + result.error).isEmpty, "\(arguments): \(result.error)")
    }
  }
}
