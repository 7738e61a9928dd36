import ArcadeKit
import DotGame
import Drawing
import FileSystem
import GameKit
import Launcher
import TestSupport
import Testing

/// The settings for time (issue 52, item 3): `repeat-delay` (how long a key is held before its
/// repeats count) and `game-speed` (slower for practice, not ranked), in the file and on the
/// Settings screen; the menu starts games at the chosen speed.
@Suite struct TimeSettingsTests {
  /// `text` as a settings file, loaded.
  static func loaded(_ text: String) -> SettingsFile.Contents {
    let files = FileSystemClient.inMemory(InMemoryFiles(files: ["/settings": text]))
    return SettingsFile(path: "/settings", fileSystem: files).load(contexts: [])
  }

  @Test func theFileReadsThemAndNamesABadValue() {
    let good = Self.loaded("repeat-delay = 0.6\ngame-speed = 0.5\n")
    #expect(good.problems.isEmpty)
    #expect(good.settings.repeatDelay == 0.6)
    #expect(good.settings.gameSpeed == 0.5)
    #expect(Self.loaded("repeat-delay = off\n").settings.repeatDelay == nil)
    #expect(
      Self.loaded("repeat-delay = 5\ngame-speed = 2\n").problems == [
        "/settings:1: repeat-delay must be off or seconds from 0.05 to 2.0, not `5`",
        "/settings:2: game-speed must be from 0.25 (a quarter) to 1 (full speed), not `2`",
      ])
  }

  @Test func aChangeIsSavedAsOneLine() throws {
    let files = FileSystemClient.inMemory(InMemoryFiles(files: ["/settings": "sound = bell\n"]))
    let file = SettingsFile(path: "/settings", fileSystem: files)
    let old = file.load(contexts: []).settings
    var new = old
    new.repeatDelay = 0.3
    new.gameSpeed = 0.75
    try file.save(from: old, to: new)
    #expect(
      String(decoding: try files.readFile("/settings", 1000), as: UTF8.self)
        == "sound = bell\nrepeat-delay = 0.3\ngame-speed = 0.75\n")
  }

  @Test func theRowsCycleTheirChoices() {
    var screen = SceneDriver(SettingsScene(settings: DisplaySettings()))
    // Up from the first row wraps to Keys; up again is Game speed, then Key repeat.
    screen.press(.up, .up, .right, .right, .up, .right, .right, .right, .right)
    let applied = SettingsBackgroundTests.applied(screen.commands)
    #expect(applied.map(\.gameSpeed) == [0.75, 0.5, 0.5, 0.5, 0.5, 0.5])
    #expect(applied.map(\.repeatDelay) == [nil, nil, 0.3, 0.6, 1.0, nil])
    let shown = screen.render(Size(width: 80, height: 24))
    #expect(TextSnapshot.contains(shown, "Key repeat    ← as the terminal sends →"))
    #expect(TextSnapshot.contains(shown, "Game speed    ← 1/2, practice: not ranked →"))
  }

  @Test func theMenuStartsAGameAtTheChosenSpeed() throws {
    var settings = DisplaySettings()
    settings.gameSpeed = 0.5
    var menu = SceneDriver(
      MenuScene(registry: DailySceneTests.registry, context: LaunchContext(), settings: settings, seed: 1))
    menu.press(.enter, .enter)  // the how-to-play card, then the game
    let starts = menu.commands.compactMap { command -> GameStart? in
      guard case .perform(.open(let request)) = command else { return nil }
      return (request as? OpenGame)?.start
    }
    let start = try #require(starts.first)
    #expect(start.setup.speed == 0.5)
    #expect(try start.makeScene() is PracticeSpeedScene)
  }
}
