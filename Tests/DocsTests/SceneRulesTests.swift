import Foundation
import Testing

/// Two house rules every screen keeps, checked in the sources (as `ImportTableTests` reads
/// them): a screen takes help and back from the player's key map (`KeyBindings.global`), so
/// rebinding them reaches every screen that shows them; and no scene reads a clock (the session
/// passes time, and the wall clock is the host's: `ReadClock`).
@Suite struct SceneRulesTests {
  /// The Swift files of the scenes: those that declare a type conforming to `Scene`, and those
  /// named for a scene (`PlayScene+Replay.swift`), with their text; the tests' helpers
  /// (TestSupport, which drives scenes with keys of its own) are none.
  static func sceneFiles() throws -> [(path: String, text: String)] {
    var found: [(path: String, text: String)] = []
    let conformance = try Regex(#"(struct|extension) \w+(<[^>]*>)?: ([A-Za-z, ]*\b)?Scene\b"#)
    for folder in ImportTableTests.sourceFolders {
      let root = Readme.packageRoot.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift", !file.path.contains("/TestSupport/") else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        guard file.lastPathComponent.contains("Scene") || text.contains(conformance) else { continue }
        found.append((String(file.path.dropFirst(Readme.packageRoot.path.count + 1)), text))
      }
    }
    return found
  }

  /// The lines of `files` that contain any of `patterns`, as `path:line: text`.
  static func offending(_ files: [(path: String, text: String)], _ patterns: [String]) -> [String] {
    files.flatMap { file in
      file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
        patterns.contains { line.contains($0) }
          ? "\(file.path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))" : nil
      }
    }
  }

  @Test func theScanFindsTheScreensItRulesOver() throws {
    let paths = try Self.sceneFiles().map(\.path)
    for screen in [
      "Sources/Launcher/ReplayScene.swift", "Sources/Launcher/Daily/DailyScene.swift",
      "Sources/Launcher/KeysScene.swift", "Sources/Launcher/MenuScene.swift",
      "Server/Sources/Server/WelcomeScene.swift", "Server/Sources/Server/PlayersScene.swift",
      "Server/Sources/Server/WatchLiveScene.swift", "Sources/GameKit/PlayScene.swift",
    ] {
      #expect(paths.contains(screen), "\(screen) is not among the scenes scanned")
    }
  }

  @Test func noScreenMatchesTheKeysOfHelpOrBackItself() throws {
    // Help is ? and F1, back Esc and q, until the player binds others: a screen that matches
    // them itself ignores the player's choice. (Esc alone stays every text field's and
    // question's own way out.)
    let literals = [#".character("q")"#, #".character("Q")"#, #".character("?")"#, ".function(1)", ".isBack"]
    let found = Self.offending(try Self.sceneFiles(), literals)
    #expect(found.isEmpty, "screens that should ask KeyBindings.global instead:\n\(found.joined(separator: "\n"))")
  }

  @Test func noSceneDeclaresTheOverlayFlagsThatAreNowOneValue() throws {
    // `Scene.overlay` replaced them: a scene still declaring one would silently be no overlay.
    let flags = ["var isOverlay", "var hidesPanelsBelow", "var keepsSceneBelowStepping"]
    let found = Self.offending(try Self.sceneFiles(), flags)
    #expect(found.isEmpty, "scenes with flags no one reads (give them an `overlay`):\n\(found.joined(separator: "\n"))")
  }

  @Test func noSceneReadsAClock() throws {
    let clocks = ["now()", "Date()", "ContinuousClock", "clock_gettime", "uptimeNanoseconds", "MonotonicClock"]
    let found = Self.offending(try Self.sceneFiles(), clocks)
    #expect(
      found.isEmpty, "scenes that read a clock (ask the host: ReadClock):\n\(found.joined(separator: "\n"))")
  }
}
