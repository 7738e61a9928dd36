import Foundation
import Testing

/// What bash offers on Tab, from the script `arcade --generate-completion-script bash` prints:
/// game names after `play`, `edit`, `keys`, `scores` and `host`; level files for `--level` and
/// `edit GAME`; files for `replay` and `--export`.
@Suite struct CompletionWordsTests {
  /// The words bash completes `line` (which ends where Tab is pressed) to, run in a folder
  /// holding `a-maze.level`, `notes.txt` and `best.replay`.
  static func completions(of line: String) throws -> [String] {
    let script = try CompletionScriptTests.runArcade(["--generate-completion-script", "bash"])
    try #require(script.status == 0)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["a-maze.level", "notes.txt", "best.replay"] {
      try Data().write(to: folder.appendingPathComponent(name))
    }
    let scriptFile = folder.appendingPathComponent("arcade.bash")
    try script.output.write(to: scriptFile)
    var words = line.split(separator: " ").map(String.init)
    if line.hasSuffix(" ") { words.append("") }
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let program = """
      source "$1" || exit 1
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
      _arcade arcade "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}" 2>/dev/null
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", program, "bash", scriptFile.path]
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test(arguments: ["arcade play ", "arcade keys ", "arcade scores show "])
  func gameNamesAreOffered(line: String) throws {
    let words = try Self.completions(of: line)
    for game in ["balls", "paddles", "maze", "holes"] {
      #expect(words.contains(game), "\(line)<Tab> gave \(words)")
    }
  }

  @Test func editAndHostOfferTheGamesTheyTake() throws {
    #expect(try Self.completions(of: "arcade edit ") == ["maze"])
    #expect(try Self.completions(of: "arcade host ") == ["paddles"])
    #expect(try Self.completions(of: "arcade join ") == ["paddles"])
  }

  @Test(arguments: ["arcade play maze --level ", "arcade edit maze "])
  func levelFilesAreOffered(line: String) throws {
    let words = try Self.completions(of: line)
    #expect(words.contains("a-maze.level"), "\(line)<Tab> gave \(words)")
    #expect(!words.contains("notes.txt"), "\(line)<Tab> gave \(words)")
  }

  @Test(arguments: ["arcade replay ", "arcade replay balls --export "])
  func replayFilesAreOffered(line: String) throws {
    let words = try Self.completions(of: line)
    #expect(words.contains("best.replay"), "\(line)<Tab> gave \(words)")
  }
}
