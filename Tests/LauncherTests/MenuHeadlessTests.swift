import ArcadeKit
import Launcher
import TestSupport
import Testing

/// The launcher's menu, help and settings driven through the Runner with scripted keys.
@Suite struct MenuHeadlessTests {
  @Test func emptyRegistrySaysNoGamesAreInstalledAndListsNoGames() throws {
    let session = ArcadeSession(script: [press(.down), press(.down), press(.down)])
    #expect(session.run() == .hangup)
    let frames = session.frames
    try #require(frames.count == 4)
    #expect(ScreenReading.shows(frames[0], "No games are installed yet."))
    #expect(ScreenReading.shows(frames[0], "A R C A D E"))
    // Going round the whole menu passes only the launcher's own items.
    let cycle = frames.map { ScreenReading.selectedLabel($0) }
    #expect(cycle == ["Settings", "Help", "Quit", "Settings"])
  }

  @Test func downJAndSMoveTheSelectionAndUpKAndWMoveItBack() {
    let keys: [HeadlessTerminal.Scripted] = [
      press(.down), type("j"), type("s"), press(.up), type("k"), type("w"), type("J"), type("S"),
    ]
    let session = ArcadeSession(script: keys)
    _ = session.run()
    let selected = session.frames.map { ScreenReading.selectedLabel($0) }
    #expect(selected == ["Settings", "Help", "Quit", "Settings", "Quit", "Help", "Settings", "Help", "Quit"])
  }

  @Test func questionMarkOpensHelpAndQClosesIt() throws {
    let session = ArcadeSession(script: [type("?"), type("q")])
    #expect(session.run() == .hangup)
    let frames = session.frames
    try #require(frames.count == 3)
    #expect(!ScreenReading.shows(frames[0], "Everywhere"))
    #expect(ScreenReading.shows(frames[1], "Help"))
    #expect(ScreenReading.shows(frames[1], "Everywhere"))
    #expect(ScreenReading.shows(frames[1], "No games are installed yet."))
    #expect(!ScreenReading.shows(frames[1], "A R C A D E"))
    #expect(frames[2] == frames[0])
    #expect(session.runner.depth == 1)
  }

  /// The Runner hands the settings in force (a `--no-color` included) with the new ones, so
  /// only the change made on the Settings screen is written to the file.
  @Test func savingASettingEditsOnlyThatChangeNotTheCommandLinesChoices() throws {
    let running = DisplaySettings(colorEnabled: false)
    let session = ArcadeSession(settings: running, script: [press(.enter), press(.enter)])
    _ = session.run()
    let change = try #require(session.recorder.savedChanges.first)
    #expect(change.old == running)
    #expect(change.new == DisplaySettings(asciiOnly: true, colorEnabled: false))
    #expect(SettingsEdit.changes(from: change.old, to: change.new) == [SettingsEdit(.display, "ascii", "true")])
  }

  @Test func settingsTogglesAsciiForTheTerminalAndTheNextFrames() throws {
    // Settings is the first item while no games are installed.
    let session = ArcadeSession(script: [press(.enter), press(.enter), type("q"), press(.enter)])
    _ = session.run()
    let presented = session.terminal.presented
    try #require(presented.count == 5)
    let before = presented[1]
    #expect(ScreenReading.shows(before.lines(), "Unicode"))
    #expect(before[0, 0].scalar == "┌")

    #expect(session.terminal.appliedSettings == [DisplaySettings(asciiOnly: true)])
    #expect(session.recorder.savedSettings == [DisplaySettings(asciiOnly: true)])
    let after = presented[2]
    #expect(!after.capabilities.unicode)
    #expect(ScreenReading.shows(after.lines(), "ASCII only"))
    #expect(after[0, 0].scalar == "+")
    for frame in presented[2...] {
      #expect(frame.plainText.unicodeScalars.allSatisfy { $0.isASCII }, "\(frame.plainText)")
    }
    // Back in the menu the pointer is ASCII, and the menu heard of the change: opening
    // Settings again shows ASCII still on.
    #expect(ScreenReading.selectedLine(presented[3].lines(), pointer: ">")?.hasPrefix("> Settings") == true)
    #expect(ScreenReading.shows(presented[4].lines(), "ASCII only"))
  }

  @Test func registeredGameIsListedAndEnterStartsIt() throws {
    let session = ArcadeSession(games: [CounterGameScene.entry()], script: [press(.enter)])
    #expect(session.run() == .hangup)
    let frames = session.frames
    try #require(frames.count == 2)
    #expect(ScreenReading.shows(frames[0], "Counter"))
    #expect(ScreenReading.shows(frames[0], "counts its own steps"))
    #expect(!ScreenReading.shows(frames[0], "No games are installed yet."))
    #expect(ScreenReading.selectedLine(frames[0])?.hasPrefix("▶ Counter") == true)
    #expect(ScreenReading.counterSteps(frames[0]) == nil)
    #expect(ScreenReading.counterSteps(frames[1]) == 0)
    #expect(session.runner.depth == 2)
  }

  @Test(arguments: [Key.character("q"), .escape])
  func backKeyAtTheMenuQuits(key: Key) {
    let session = ArcadeSession(script: [press(key), press(.down)])
    let outcome = session.run()
    #expect(outcome == .quit)
    #expect(outcome.exitStatus == 0)
    #expect(session.terminal.presented.count == 1)
  }

  @Test func quitItemQuits() {
    let session = ArcadeSession(script: [press(.up), press(.enter)])
    #expect(session.run() == .quit)
  }
}
