import ArcadeKit
import FileSystem
import Foundation
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
    _ = try fileSystem.write(bytes, path)
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
    #expect(
      contents.problems == [
        "\(Self.path): not read, defaults used: it is 70019 bytes, over the 65536 a settings file may have; shorten it"
      ])
  }

  @Test func aKeyLineAddedWhileTheArcadeRunsSurvivesTheNextSave() throws {
    let file = try Self.file(Array("sound = off\n\n[keys]\nlayout = azerty\n".utf8))
    let loaded = file.load(contexts: Self.contexts).settings
    // The person adds a key by hand while the arcade is open.
    _ = try file.fileSystem.write(
      Array("sound = off\n\n[keys]\nlayout = azerty\nmaze.tilt-up = i, up\n".utf8), Self.path)
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

  // MARK: - Any file

  /// Lines a person's file may hold, right or wrong, some not UTF-8.
  static let linePool: [[UInt8]] = [
    Array("# a comment".utf8), Array("# caf".utf8) + [0xE9], [0xFF, 0xFE, 0x41], [], Array("   ".utf8), [0x0D],
    Array("sound = bell".utf8), Array("sound=off\r".utf8), Array("  ascii = true".utf8), Array("color = maybe".utf8),
    Array("background = light".utf8), Array("volume = 11".utf8), Array("[keys]".utf8), Array(" [keys] \r".utf8),
    Array("[other]".utf8), Array("layout = azerty".utf8), Array("layout = qwerty?".utf8),
    Array("maze.tilt-up = i, up".utf8), Array("holes.again = n".utf8), Array("no equals sign".utf8),
    Array("=".utf8), Array("sound".utf8) + [0xC3] + Array(" = flash".utf8),
  ]

  /// A change of one display setting or the layout.
  static func change(_ settings: DisplaySettings, _ random: inout SeededRandom) -> DisplaySettings {
    var changed = settings
    switch random.int(in: 0..<5) {
    case 0: changed.asciiOnly.toggle()
    case 1: changed.colorEnabled.toggle()
    case 2: changed.sound = [.off, .bell, .flash].filter { $0 != settings.sound }[random.int(in: 0..<2)]
    case 3: changed.background = [.auto, .dark, .light].filter { $0 != settings.background }[random.int(in: 0..<2)]
    default:
      changed.keys.layout = [.qwerty, .azerty, .dvorak].filter { $0 != settings.keys.layout }[random.int(in: 0..<2)]
    }
    return changed
  }

  /// Over many random files: the saved file reads back as the change, and only the changed
  /// setting's lines differ (rewritten, added, or removed for a layout back to QWERTY).
  @Test func anyFileReadsBackAsTheChangeWithOneLineDifferent() throws {
    var random = SeededRandom(seed: 27)
    for round in 0..<500 {
      let lines = (0..<random.int(in: 0...12)).map { _ in Self.linePool[random.int(in: 0..<Self.linePool.count)] }
      var bytes = Array(lines.joined(separator: [0x0A]))
      if !lines.isEmpty && random.bool() { bytes.append(0x0A) }
      let file = try Self.file(bytes)
      let loaded = file.load(contexts: Self.contexts).settings
      let changed = Self.change(loaded, &random)
      try file.save(from: loaded, to: changed)
      let after = try Self.bytes(of: file)
      #expect(file.load(contexts: Self.contexts).settings == changed, "round \(round): \(bytes) became \(after)")
      // Every other line stays, byte for byte and in order; what differs is the changed
      // setting's own lines, and at most a blank line and `[keys]` added before a new one.
      let name = SettingsEdit.changes(from: loaded, to: changed).map(\.name)
      let touched = { (line: [UInt8]) -> Bool in
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces.union(["\r"]))
        let key = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first
        return text.isEmpty || text == "[keys]"
          || (text.contains("=") && name.contains(key.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""))
      }
      // (The empty last "line" after a final LF is not a line.)
      let old = Array(Self.lines(bytes).reversed().drop { $0.isEmpty }.reversed())
      let new = Array(Self.lines(after).reversed().drop { $0.isEmpty }.reversed())
      #expect(
        old.filter { !touched($0) } == new.filter { !touched($0) } && new.count <= old.count + 3,
        "round \(round): \(old.map { String(decoding: $0, as: UTF8.self) }) became \(new.map { String(decoding: $0, as: UTF8.self) })"
      )
    }
  }

  // MARK: - On disk: the lock, modes, links

  @Test func aNewFileHoldsTheChangeAndKeepsTheUmaskAndTheLockIsPrivate() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("config/arcade/settings")
    let file = SettingsFile(path: path, fileSystem: .live)
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
    try SettingsFile(path: path, fileSystem: .live).save(from: DisplaySettings(), to: DisplaySettings(sound: .flash))
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
      try SettingsFile(path: path, fileSystem: .live).save(from: DisplaySettings(), to: DisplaySettings(sound: .bell))
    } throws: { error in
      "\(error)".contains(path + ".lock") && "\(error)".contains("symbolic link")
    }
    #expect(try TestFiles.readText(victim) == "precious\n")
    #expect(TestFiles.mode(victim) == 0o644)
    #expect(try TestFiles.readText(path) == "sound = off\n")
  }
}
