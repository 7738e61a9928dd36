import Catalog
import Foundation
import Testing

/// What bash offers on Tab, from the script `arcade --generate-completion-script bash` prints:
/// game names after `play`, `edit`, `keys`, `scores` and `host`; a game's own options after
/// `play GAME` and `host GAME` (asked of the built `arcade`, as the installed one is); level
/// files for `--level` and `edit GAME`; files for `replay` and `--export`.
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
    // The script asks `arcade` itself for a game's options: the one built with these tests.
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
      CompletionScriptTests.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
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
    for game in GameCatalog.gameNames {
      #expect(words.contains(game), "\(line)<Tab> gave \(words)")
    }
  }

  @Test func editAndHostOfferTheGamesTheyTake() throws {
    #expect(try Self.completions(of: "arcade edit ") == GameCatalog.editableGameNames)
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

  // MARK: - A game's own options

  @Test func paddlesIsOfferedItsOwnOptionsAndTheirValues() throws {
    #expect(try Self.completions(of: "arcade play paddles ") == ["--players", "--win-score", "--difficulty"])
    let dashes = try Self.completions(of: "arcade play paddles --")
    for option in ["--players", "--win-score", "--difficulty", "--level", "--seed"] {
      #expect(dashes.contains(option), "arcade play paddles --<Tab> gave \(dashes)")
    }
    #expect(try Self.completions(of: "arcade play paddles --pla").sorted() == ["--plain", "--players"])
    #expect(try Self.completions(of: "arcade play paddles --play") == ["--players"])
    #expect(try Self.completions(of: "arcade play paddles --difficulty ") == ["easy", "normal", "hard"])
    #expect(try Self.completions(of: "arcade play --seed 3 paddles --players 2 ") == ["--win-score", "--difficulty"])
    #expect(try Self.completions(of: "arcade host paddles ") == ["--win-score"])
  }

  @Test func anotherGameIsNotOfferedPaddlesOptions() throws {
    #expect(try Self.completions(of: "arcade play balls ") == [])
    let dashes = try Self.completions(of: "arcade play balls --")
    #expect(dashes.contains("--level"), "arcade play balls --<Tab> gave \(dashes)")
    #expect(
      !dashes.contains("--players") && !dashes.contains("--difficulty"), "arcade play balls --<Tab> gave \(dashes)")
  }
}
