import ArgumentParser
import Foundation
import Testing

@testable import arcade

/// The README is the front door: small enough to read, free of runaway repetition (a bad
/// edit once inserted a paragraph after every character, 5 MB), naming the test command CI
/// really runs, and showing only `arcade` lines the command line accepts.
@Suite struct ReadmeTests {
  let readme: Readme

  init() throws {
    readme = try Readme.load()
  }

  @Test func readmeIsUnder40KB() {
    #expect(readme.text.utf8.count <= 40 * 1024, "README.md is \(readme.text.utf8.count) bytes")
  }

  /// Blank lines and lines with no letter or digit (table rules, code fences, the frames and
  /// walls of the captured screens) are punctuation, and may repeat.
  @Test func readmeRepeatsNoLineMoreThanThreeTimes() {
    var counts: [String: Int] = [:]
    for line in readme.lines {
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
      counts[text, default: 0] += 1
    }
    let repeated = counts.filter { $0.value > 3 }.sorted { $0.value > $1.value }
    #expect(repeated.isEmpty, "repeated lines: \(repeated.prefix(5).map { "\($0.value)× \($0.key.prefix(60))" })")
  }

  @Test func readmeTestCommandIsTheOneCIRuns() throws {
    let ciCommands = try String(contentsOf: Readme.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("swift test") }
    #expect(ciCommands.count == 1, ".ci/run runs \(ciCommands.count) swift test commands: \(ciCommands)")
    let blocks = readme.codeBlocks(inSection: "The two commands")
    #expect(blocks.count == 2, "'The two commands' should hold two code blocks (run, test), has \(blocks.count)")
    #expect(blocks.first == ["swift run -c release arcade"], "run command: \(blocks.first ?? [])")
    #expect(blocks.last == ciCommands, "README's test command \(blocks.last ?? []) is not what .ci/run runs")
  }

  @Test func everyUsageLineParses() throws {
    let lines = readme.codeBlocks(inSection: "Usage").first ?? []
    let commands = lines.filter { $0 == "arcade" || $0.hasPrefix("arcade ") }
    #expect(commands.count >= 10, "the Usage block shows only \(commands.count) arcade lines")
    for command in commands {
      let arguments = try Readme.words(of: command).dropFirst()
      do {
        _ = try Arcade.parseAsRoot(Array(arguments))
      } catch {
        // --help and --version end parsing with a message and success: the line is fine.
        let code = Arcade.exitCode(for: error)
        #expect(code == .success, "'\(command)' does not parse: \(Arcade.fullMessage(for: error))")
      }
    }
  }

  @Test func wordsSplitLikeAShell() throws {
    #expect(
      try Readme.words(of: "arcade play maze --level 'my maze.level'  # a comment")
        == ["arcade", "play", "maze", "--level", "my maze.level"])
    #expect(try Readme.words(of: "arcade --help") == ["arcade", "--help"])
  }
}
