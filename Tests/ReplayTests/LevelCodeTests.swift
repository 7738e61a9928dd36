import ArcadeKit
import FileSystem
import Foundation
import Levels
import Testing

@testable import Launcher

/// Levels as one line: every shipped level's code reads back to the same level; a code that
/// was changed, cut, forged or made too long is refused with the reason; a code with its
/// author's proof verifies, and a proof of another level does not.
@Suite struct LevelCodeTests {
  static let registry = AsciicastTests.registry
  static var formats: LevelFormats { registry.levelFormats }

  static func shippedLevels() throws -> [String] {
    let root = ReplayFixtures.levelsDirectory
    var paths: [String] = []
    for game in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
      let folder = root + "/" + game
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
      paths += names.filter { $0.hasSuffix(".level") }.sorted().map { folder + "/" + $0 }
    }
    return paths
  }

  @Test func everyShippedLevelTravelsAsACodeAndComesBackTheSame() throws {
    let paths = try Self.shippedLevels()
    #expect(paths.count >= 30)
    for path in paths {
      let level = try Self.formats.load(path: path, fileSystem: .live)
      let code = LevelCode(level: level).text
      #expect(code.hasPrefix("arcade:1:\(level.game):"), "\(path)")
      let back = try LevelCode(code: code, formats: Self.formats)
      #expect(back.level.canonicalText == level.canonicalText, "\(path)")
      #expect(back.proof == nil)
    }
  }

  @Test func aChangedCutOrForeignCodeIsRefusedWithTheReason() throws {
    let level = try Self.formats.load(
      path: ReplayFixtures.levelsDirectory + "/maze/01-first-steps.level", fileSystem: .live)
    let code = LevelCode(level: level).text
    func problem(_ text: String) -> String? {
      do {
        _ = try LevelCode(code: text, formats: Self.formats)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(problem(String(code.dropLast(5))) == "the level in the code is cut short: copy the code whole")
    #expect(
      problem(code + "AB")
        == "the level in the code is 2 characters longer than it should be: copy the code whole, and nothing after it")
    let proven = LevelCode(level: level, proof: try AsciicastTests.replay("maze-time")).text
    #expect(
      problem(proven + "x")
        == "the author's proof is 1 character longer than it should be: copy the code whole, and nothing after it")
    #expect(problem(String(proven.dropLast())) == "the author's proof is cut short: copy the code whole")
    #expect(
      problem(code.replacingOccurrences(of: "arcade:1:maze:", with: "arcade:1:holes:"))?.contains(
        "carries a maze level") == true)
    #expect(problem(code.replacingOccurrences(of: "arcade:1:", with: "arcade:7:"))?.contains("version 7") == true)
    #expect(problem("arcade:1:maze")?.contains("arcade:1:GAME:") == true)
    #expect(problem("arcade:1:maze:" + String(repeating: "A", count: 70_000))?.contains("64 KiB") == true)
    // A level that fails its checks travels no better than its file would.
    let unplayable = "game: maze\nname: Walled\nmap:\n#####\n#S#G#\n#####\n"
    let forged = "arcade:1:maze:" + ShareCode.base64url(ShareCode.compress(Array(unplayable.utf8)))
    #expect(problem(forged)?.contains("cannot be reached") == true, "\(problem(forged) ?? "")")
  }

  @Test func aCodeWithItsAuthorsProofVerifies() throws {
    let replay = try AsciicastTests.replay("lander-landing")
    let level = try Self.formats.load(
      path: ReplayFixtures.levelsDirectory + "/lander/01-gentle.level", fileSystem: .live)
    let code = LevelCode(level: level, proof: replay).text
    let opened = try LevelCode(code: code, formats: Self.formats)
    #expect(opened.proof?.score == 224)
    #expect(opened.proofVerdict(registry: Self.registry) == .verified)
    let other = try Self.formats.load(
      path: ReplayFixtures.levelsDirectory + "/lander/02-two-pads.level", fileSystem: .live)
    let wrong = try LevelCode(code: LevelCode(level: other, proof: replay).text, formats: Self.formats)
    #expect(wrong.proofVerdict(registry: Self.registry) == .mismatched(reason: "the proof is a game of another level"))
  }
}
