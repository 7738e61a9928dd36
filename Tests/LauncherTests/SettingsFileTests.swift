import ArcadeKit
import FileSystem
import Launcher
import MazeGame
import Testing

/// The settings file read (display settings, `[keys]`, one message per ignored line) and saved
/// (the changed lines edited in place, everything else kept as the person wrote it; more in
/// `SettingsFileEditingTests`).
@Suite struct SettingsFileTests {
  static let path = "/home/player/.config/arcade/settings"
  static let contexts = KeyBindingsFileLinesTests.contexts

  /// The settings file at `path` holding `text`.
  static func file(_ text: String) -> SettingsFile {
    SettingsFile(path: path, fileSystem: .inMemory(files: [path: text]))
  }

  /// The text of the file at `path` after the code under test wrote it.
  static func text(of file: SettingsFile) throws -> String {
    String(decoding: try file.fileSystem.readFile(path, 65_536), as: UTF8.self)
  }

  /// A corpus of files: the settings (keys included) each gives, and the line number of each
  /// problem with words its message must name.
  static let corpus:
    [(name: String, text: String, settings: DisplaySettings, problems: [(line: Int, mustName: [String])])] = [
      (
        "good",
        """
        # my settings
        ascii = true
          color=false
        sound = bell
        background = light

        [keys]
        # keys for my keyboard
        layout = azerty
        maze.tilt-up = i, up

        """,
        DisplaySettings(
          asciiOnly: true, colorEnabled: false, sound: .bell, background: .light,
          keys: KeyBindings(layout: .azerty, chosen: ["maze": ["tilt-up": [.character("i"), .up]]])),
        []
      ),
      (
        "bad display values",
        "ascii = yes\ncolor = false\nsound = loud\nbackground = grey\n",
        DisplaySettings(colorEnabled: false),
        [
          (1, ["ascii", "`yes`", "true or false"]), (3, ["sound", "`loud`", "bell"]),
          (4, ["background", "`grey`", "dark"]),
        ]
      ),
      (
        "unknown settings",
        "volume = 11\nascii\n# fine\nmaze.level = x\nsound = bell\n",
        DisplaySettings(sound: .bell),
        [
          (1, ["`volume`", "ascii, color, console-glyphs, reduced-motion, plain, repeat-delay, game-speed, sound,"]),
          (2, ["`ascii`", "name = value"]),
          (4, ["`maze.level`", "[keys]"]),
        ]
      ),
      (
        "unknown section",
        "[Keys]\nlayout = azerty\n[keys]\nlayout = dvorak\n",
        DisplaySettings(keys: KeyBindings(layout: .dvorak)),
        [(1, ["`[Keys]`", "[keys]"])]
      ),
      (
        "good lines after bad ones",
        """
        ascii = maybe
        sound = flash
        [keys]
        maze.level = r
        layout = qwerty?
        maze.level = x
        background = dark
        layout = dvorak
        maze.nothing = y
        maze.restart = ctrl-r, R
        """,
        DisplaySettings(
          sound: .flash,
          keys: KeyBindings(
            layout: .dvorak,
            chosen: ["maze": ["level": [.character("x")], "restart": [.control("r"), .character("r")]]])),
        [
          (1, ["ascii", "`maybe`"]), (4, ["`r`", "level", "restart"]), (5, ["`qwerty?`"]), (7, ["`background`"]),
          (9, ["`nothing`", "Maze"]),
        ]
      ),
      ("empty", "", DisplaySettings(), []),
    ]

  @Test func eachFileOfTheCorpusGivesItsSettingsAndProblems() {
    for (name, text, settings, problems) in Self.corpus {
      let contents = Self.file(text).load(contexts: Self.contexts)
      #expect(contents.settings == settings, "\(name)")
      #expect(contents.problems.count == problems.count, "\(name): \(contents.problems)")
      for (problem, expected) in zip(contents.problems, problems) {
        #expect(problem.hasPrefix("\(Self.path):\(expected.line): "), "\(name): \(problem)")
        for word in expected.mustName {
          #expect(problem.contains(word), "\(name): the message does not name \(word): \(problem)")
        }
      }
    }
  }

  /// A file with Windows line ends (CR LF) reads as the same file with LF ends.
  @Test func windowsLineEndsReadLikeUnixOnes() {
    let contents = Self.file("ascii = true\r\nsound = flash\r\n[keys]\r\nlayout = dvorak\r\n").load(
      contexts: Self.contexts)
    #expect(contents.settings == DisplaySettings(asciiOnly: true, sound: .flash, keys: KeyBindings(layout: .dvorak)))
    #expect(contents.problems == [])
  }

  @Test func aMissingFileIsAllDefaultsWithoutProblems() {
    let file = SettingsFile(path: Self.path, fileSystem: .inMemory(directories: ["/home/player"]))
    let contents = file.load(contexts: Self.contexts)
    #expect(contents.settings == DisplaySettings())
    #expect(contents.problems.isEmpty)
  }

  @Test func aDirectoryInPlaceOfTheFileIsOneProblemAndDefaults() {
    let file = SettingsFile(path: Self.path, fileSystem: .inMemory(directories: [Self.path]))
    let contents = file.load(contexts: Self.contexts)
    #expect(contents.settings == DisplaySettings())
    #expect(contents.problems.count == 1)
    #expect(contents.problems.first?.hasPrefix("\(Self.path): ") == true, "\(contents.problems)")
    #expect(contents.problems.first?.contains("defaults used") == true, "\(contents.problems)")
  }

  @Test func savingChangesTheDisplayValuesInPlaceAndKeepsEveryOtherByte() throws {
    let before = """
      # arcade settings, by hand
      #   ascii = true (an old choice)

      sound = bell
        # between display lines
      ascii=false
      background = auto
      color = true

      [keys]
      # my keys
      layout = azerty
      maze.tilt-up = i, up

      """
    let file = Self.file(before)
    let loaded = file.load(contexts: Self.contexts).settings
    var settings = loaded
    settings.asciiOnly = true
    settings.colorEnabled = false
    settings.sound = .flash
    settings.background = .dark
    try file.save(from: loaded, to: settings)
    let after = """
      # arcade settings, by hand
      #   ascii = true (an old choice)

      sound = flash
        # between display lines
      ascii = true
      background = dark
      color = false

      [keys]
      # my keys
      layout = azerty
      maze.tilt-up = i, up

      """
    #expect(try Self.text(of: file) == after)
    let contents = file.load(contexts: Self.contexts)
    #expect(contents.settings == settings)
    #expect(
      contents.settings.keys == KeyBindings(layout: .azerty, chosen: ["maze": ["tilt-up": [.character("i"), .up]]]))
    #expect(contents.problems.isEmpty)
  }

  @Test func savingAddsAMissingDisplayLineBeforeTheBlankLineThatEndsThem() throws {
    let file = Self.file("# mine\nsound = bell\n\n[keys]\nlayout = dvorak\n")
    let loaded = file.load(contexts: Self.contexts).settings
    var changed = loaded
    changed.colorEnabled = false
    try file.save(from: loaded, to: changed)
    let expected = "# mine\nsound = bell\ncolor = false\n\n[keys]\nlayout = dvorak\n"
    #expect(try Self.text(of: file) == expected)
  }

  @Test func savingAFileOfKeysAloneAddsTheDisplayLineAboveThem() throws {
    let file = Self.file("[keys]\nmaze.level = x")
    let keys = KeyBindings(chosen: ["maze": ["level": [.character("x")]]])
    try file.save(from: DisplaySettings(keys: keys), to: DisplaySettings(colorEnabled: false, keys: keys))
    #expect(try Self.text(of: file) == "color = false\n[keys]\nmaze.level = x")
    #expect(file.load(contexts: Self.contexts).settings == DisplaySettings(colorEnabled: false, keys: keys))
  }

  @Test func savingRewritesChangedKeyLinesInPlaceDropsDefaultOnesAndAddsNewOnesAtTheEndOfKeys() throws {
    let before = """
      ascii = false
      color = true
      sound = off
      background = auto

      [keys]
      # tilt
      maze.tilt-up = i, up
      maze.level = x
      # the end of my keys

      """
    let file = Self.file(before)
    let loaded = file.load(contexts: Self.contexts).settings
    var keys = loaded.keys
    keys.chosen["maze"]?["tilt-up"] = [.character("u")]
    keys.chosen["maze"]?["level"] = nil
    keys.chosen["holes", default: [:]]["again"] = [.character("n"), .enter]
    try file.save(from: loaded, to: DisplaySettings(keys: keys))
    let after = """
      ascii = false
      color = true
      sound = off
      background = auto

      [keys]
      # tilt
      maze.tilt-up = u
      # the end of my keys
      holes.again = n, enter

      """
    #expect(try Self.text(of: file) == after)
    #expect(file.load(contexts: Self.contexts).settings.keys == keys)
  }

  @Test func savingChosenKeysIntoAFileWithoutAKeysSectionAddsOne() throws {
    let file = Self.file("# mine\nascii = true\n")
    let keys = KeyBindings(layout: .azerty, chosen: ["balls": ["fire": [.character("x")]]])
    try file.save(from: DisplaySettings(asciiOnly: true), to: DisplaySettings(asciiOnly: true, keys: keys))
    let expected = """
      # mine
      ascii = true

      [keys]
      layout = azerty
      balls.fire = x

      """
    #expect(try Self.text(of: file) == expected)
    let contents = file.load(contexts: Self.contexts)
    #expect(contents.settings == DisplaySettings(asciiOnly: true, keys: keys))
    #expect(contents.problems.isEmpty)
  }

  @Test func aNewFileGetsAHeaderAndTheChangedLines() throws {
    let file = SettingsFile(path: Self.path, fileSystem: .inMemory())
    let settings = DisplaySettings(asciiOnly: true, colorEnabled: false, sound: .bell, background: .light)
    try file.save(from: DisplaySettings(), to: settings)
    let lines = try Self.text(of: file).split(separator: "\n").map(String.init)
    for line in ["ascii = true", "color = false", "sound = bell", "background = light"] {
      #expect(lines.filter { $0 == line }.count == 1, "\(line) in \(lines)")
    }
    #expect(lines.allSatisfy { $0.hasPrefix("#") || $0.contains(" = ") }, "\(lines)")
    let contents = file.load(contexts: Self.contexts)
    #expect(contents.settings == settings)
    #expect(contents.problems.isEmpty)
  }

  /// Saving a file with Windows line ends keeps its other lines and its line ends.
  @Test func savingAFileWithWindowsLineEndsKeepsItsOtherLines() throws {
    let file = Self.file("ascii = false\r\n# my comment\r\n[keys]\r\nlayout = dvorak\r\n")
    let loaded = file.load(contexts: Self.contexts).settings
    var changed = loaded
    changed.asciiOnly = true
    changed.sound = .bell
    try file.save(from: loaded, to: changed)
    #expect(try Self.text(of: file) == "ascii = true\r\n# my comment\r\nsound = bell\r\n[keys]\r\nlayout = dvorak\r\n")
  }

  /// What was saved is what is read back, even from a file that says a setting twice.
  @Test func aSettingSaidTwiceReadsBackAsSaved() throws {
    let file = Self.file("sound = bell\nascii = false\nsound = off\n")
    try file.save(from: DisplaySettings(), to: DisplaySettings(sound: .flash))
    #expect(file.load(contexts: Self.contexts).settings.sound == .flash)
  }
}
