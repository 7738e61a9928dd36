import ArcadeKit
import FileSystem
import Glibc
import Launcher
import TestSupport
import Testing

/// Saving a setting edits the file the person wrote: only the line that changes is rewritten
/// (or one line is added), every other byte stays, a file over the size cap is refused and left
/// alone, and a line added while the arcade ran survives (the file is read again at save time).
@Suite struct SettingsFileEditingTests {
  static let path = "/home/player/.config/arcade/settings"
  static let contexts = KeyBindingsFileLinesTests.contexts

  /// A settings file at `path` holding exactly `bytes`.
  static func file(_ bytes: [UInt8]) throws -> SettingsFile {
    let fileSystem = FileSystemClient.inMemory(directories: ["/home/player/.config/arcade"])
    try fileSystem.write(bytes, path)
    return SettingsFile(path: path, fileSystem: fileSystem)
  }

  /// The bytes of the file after the code under test saved it.
  static func bytes(of file: SettingsFile) throws -> [UInt8] {
    try file.fileSystem.readFile(path, 1 << 20)
  }

  /// A file as a person keeps it: comments (one in Latin-1, not UTF-8), a CRLF line, an unknown
  /// setting, an unknown section, keys, and no line end after the last line.
  static let handWritten: [UInt8] =
    Array("# my arcade settings, caf".utf8) + [0xE9] + Array(" edition\n".utf8)
    + Array("volume = 11\n".utf8)
    + Array("  sound=off\n".utf8)
    + Array("color = true\r\n".utf8)
    + Array("\n[keys]\n# tilt with ijkl \u{2014} mine\n".utf8)
    + Array("maze.tilt-up = i, up\n".utf8)
    + Array("[extra]\nsound = loud\n".utf8)
    + Array("[keys]\nlayout = azerty".utf8)

  /// The lines of `bytes`, split at LF only (each keeps its CR), as bytes.
  static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
  }

  // MARK: - The findings

  @Test func aFileOverTheSizeCapIsRefusedWithAMessageAndLeftUntouched() throws {
    let big = Array("# notes\nbackground = light\n".utf8) + Array(repeating: UInt8(ascii: "#"), count: 70_000) + [0x0A]
    let file = try Self.file(big)
    let before = DisplaySettings()
    var after = before
    after.sound = .bell
    #expect {
      try file.save(from: before, to: after)
    } throws: { error in
      let message = "\(error)"
      return message.contains(Self.path) && message.contains("65536") && message.contains("shorten")
        && message.contains("unchanged")
    }
    #expect(try Self.bytes(of: file) == big)
  }

  @Test func aFileOverTheSizeCapReadsAsDefaultsWithAMessageNamingTheCap() throws {
    let big = Array("background = light\n".utf8) + Array(repeating: UInt8(ascii: "#"), count: 70_000)
    let contents = try Self.file(big).load(contexts: Self.contexts)
    #expect(contents.settings == DisplaySettings())
    #expect(contents.problems == [
      "\(Self.path): not read, defaults used: it is 70019 bytes, over the 65536 a settings file may have; shorten it"
    ])
  }

  @Test func aKeyLineAddedWhileTheArcadeRunsSurvivesTheNextSave() throws {
    let file = try Self.file(Array("sound = off\n\n[keys]\nlayout = azerty\n".utf8))
    let loaded = file.load(contexts: Self.contexts).settings
    // The person adds a key by hand while the arcade is open.
    try file.fileSystem.write(Array("sound = off\n\n[keys]\nlayout = azerty\nmaze.tilt-up = i, up\n".utf8), Self.path)
    var changed = loaded
    changed.sound = .bell
    try file.save(from: loaded, to: changed)
    #expect(try Self.bytes(of: file) == Array("sound = bell\n\n[keys]\nlayout = azerty\nmaze.tilt-up = i, up\n".utf8))
  }

  @Test func commentsOrderUnknownLinesAndLatin1BytesSurviveByteForByte() throws {
    let file = try Self.file(Self.handWritten)
    let loaded = file.load(contexts: Self.contexts).settings
    var changed = loaded
    changed.sound = .flash
    try file.save(from: loaded, to: changed)
    var expected = Self.lines(Self.handWritten)
    expected[2] = Array("  sound = flash".utf8)
    #expect(Self.lines(try Self.bytes(of: file)) == expected)
    #expect(file.load(contexts: Self.contexts).settings == changed)
  }

  /// One change of each kind made to the hand-written file.
  enum Change: String, CaseIterable, Sendable {
    case color, layout, tiltUp

    func apply(to settings: inout DisplaySettings) {
      switch self {
      case .color: settings.colorEnabled = false
      case .layout: settings.keys.layout = .dvorak
      case .tiltUp: settings.keys.chosen["maze"]?["tilt-up"] = [.character("u")]
      }
    }

    /// The line the change rewrites, and what it says after (a CRLF line keeps its CR; the last
    /// line stays without a line end).
    var rewritten: (line: Int, text: String) {
      switch self {
      case .color: (3, "color = false\r")
      case .layout: (11, "layout = dvorak")
      case .tiltUp: (7, "maze.tilt-up = u")
      }
    }
  }

  /// Exactly one line differs, and the file reads back as the changed settings.
  @Test(arguments: Change.allCases)
  func onlyTheChangedLineDiffers(change: Change) throws {
    let file = try Self.file(Self.handWritten)
    let loaded = file.load(contexts: Self.contexts).settings
    var changed = loaded
    change.apply(to: &changed)
    try file.save(from: loaded, to: changed)
    var expected = Self.lines(Self.handWritten)
    expected[change.rewritten.line] = Array(change.rewritten.text.utf8)
    #expect(Self.lines(try Self.bytes(of: file)) == expected)
    #expect(file.load(contexts: Self.contexts).settings == changed)
  }

  @Test func aSettingTheFileLacksIsOneLineAddedAndNothingElseMoves() throws {
    let file = try Self.file(Self.handWritten)
    let loaded = file.load(contexts: Self.contexts).settings
    var changed = loaded
    changed.background = .light
    try file.save(from: loaded, to: changed)
    var expected = Self.lines(Self.handWritten)
    expected.insert(Array("background = light\r".utf8), at: 4)  // after the last display line, as it ends
    #expect(Self.lines(try Self.bytes(of: file)) == expected)
    #expect(file.load(contexts: Self.contexts).settings == changed)
  }

  @Test func aKeyBackToItsDefaultLosesItsLineAndNothingElse() throws {
    let file = try Self.file(Self.handWritten)
    let loaded = file.load(contexts: Self.contexts).settings
    var changed = loaded
    changed.keys.chosen["maze"] = nil  // its only chosen key
    try file.save(from: loaded, to: changed)
    var expected = Self.lines(Self.handWritten)
    expected.remove(at: 7)
    #expect(Self.lines(try Self.bytes(of: file)) == expected)
    #expect(file.load(contexts: Self.contexts).settings == changed)
  }

  @Test func aCommandLineChoiceIsNotWrittenWhenAnotherSettingChanges() throws {
    let file = try Self.file(Array("# mine\nsound = off\n".utf8))
    // `--ascii --no-color` on the command line: in force, but not the person's saved choice.
    var running = file.load(contexts: Self.contexts).settings
    running.asciiOnly = true
    running.colorEnabled = false
    var changed = running
    changed.sound = .bell
    try file.save(from: running, to: changed)
    #expect(try Self.bytes(of: file) == Array("# mine\nsound = bell\n".utf8))
  }

  @Test func nothingChangedWritesNothing() throws {
    let fileSystem = FileSystemClient.inMemory(directories: ["/home/player/.config/arcade"])
    let file = SettingsFile(path: Self.path, fileSystem: fileSystem)
    try file.save(from: DisplaySettings(), to: DisplaySettings())
    #expect(!fileSystem.exists(Self.path))
  }

  // MARK: - On disk: the lock, modes, links

  @Test func aNewFileHoldsTheChangeAndKeepsTheUmaskAndTheLockIsPrivate() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("config/arcade/settings")
    let file = SettingsFile(path: path)
    try file.save(from: DisplaySettings(), to: DisplaySettings(sound: .bell))
    let text = try TestFiles.readText(path)
    #expect(text.hasSuffix("\nsound = bell\n"), "\(text)")
    #expect(file.load(contexts: Self.contexts).settings == DisplaySettings(sound: .bell))
    #expect(TestFiles.mode(path) == 0o644 & ~(try TestFiles.umask()))
    #expect(TestFiles.mode(path + ".lock") == 0o600)
  }

  @Test func savingKeepsTheFilesModeAndLeavesNoTemporary() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("settings")
    try TestFiles.write("sound = off\n", to: path, mode: 0o640)
    try SettingsFile(path: path).save(from: DisplaySettings(), to: DisplaySettings(sound: .flash))
    #expect(try TestFiles.readText(path) == "sound = flash\n")
    #expect(TestFiles.mode(path) == 0o640)
    #expect(directory.names() == ["settings", "settings.lock"])
  }

  @Test func aLinkWhereTheLockGoesIsRefusedAndItsTargetUntouched() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("settings")
    try TestFiles.write("sound = off\n", to: path)
    let victim = directory.file("victim")
    try TestFiles.write("precious\n", to: victim, mode: 0o644)
    try TestFiles.symlink(path + ".lock", to: victim)
    #expect {
      try SettingsFile(path: path).save(from: DisplaySettings(), to: DisplaySettings(sound: .bell))
    } throws: { error in
      "\(error)".contains(path + ".lock") && "\(error)".contains("symbolic link")
    }
    #expect(try TestFiles.readText(victim) == "precious\n")
    #expect(TestFiles.mode(victim) == 0o644)
    #expect(try TestFiles.readText(path) == "sound = off\n")
  }
}
