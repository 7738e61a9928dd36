import ArcadeKit
import Drawing
import FileSystem

/// The remembered settings: a small text file in the config directory that a person may edit.
///
/// Display settings are `key = value` lines at the top (with `how-to-play-seen = balls, maze`,
/// the games whose card the player has read); the player's keys are in a `[keys]`
/// section (`layout = azerty`, `maze.tilt-up = i, up`). A wrong line is ignored and reported
/// once as `file:line: what to fix`; the rest of the file still applies. Saving edits only the
/// lines of the settings that changed and keeps every other byte as the person wrote it.
public struct SettingsFile: Sendable {
  public let path: String
  /// Where the file is read from and saved to.
  public var fileSystem: FileSystemClient

  /// The settings file at `path`, read and written through `fileSystem`.
  public init(path: String, fileSystem: FileSystemClient) {
    self.path = path
    self.fileSystem = fileSystem
  }

  /// What the file says, and what was wrong in it.
  public struct Contents: Sendable {
    /// The settings, keys included.
    public var settings = DisplaySettings()
    /// One `file:line: …` message per ignored line.
    public var problems: [String] = []
  }

  /// The saved settings over the defaults; a missing file is all defaults, silently.
  public func load(contexts: [KeyContext]) -> Contents {
    var contents = Contents()
    guard fileSystem.kind(path) != nil else { return contents }
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readFile(path, Self.sizeLimit)
    } catch .tooLarge(let size) {
      contents.problems.append(
        "\(path): not read, defaults used: it is \(size) bytes, over the \(Self.sizeLimit) a settings file may have;"
          + " shorten it")
      return contents
    } catch {
      contents.problems.append("\(path): not read, defaults used: \(error)")
      return contents
    }
    var section: String?
    // Lines end at LF (a CR before it is trimmed), as `SettingsFileEditor` splits them; each is
    // decoded alone, so bytes that are not UTF-8 spoil only their own line.
    for (index, raw) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
      let line = String(decoding: raw, as: UTF8.self).trimmingCharacters(in: " \t\r")
      if line.isEmpty || line.hasPrefix("#") { continue }
      let problem: String?
      if line.hasPrefix("[") {
        section = line == "[keys]" ? "keys" : "unknown"
        problem =
          section == "unknown" ? "unknown section `\(line)`, ignored with its lines: the only section is [keys]" : nil
      } else if section == "unknown" {
        problem = nil  // told once, at the section's name
      } else if section == "keys" {
        problem = contents.settings.keys.apply(line: line, contexts: contexts)
      } else {
        problem = Self.apply(line, to: &contents.settings)
      }
      if let problem { contents.problems.append("\(path):\(index + 1): \(problem)") }
    }
    return contents
  }

  /// Applies one display line; returns why it was ignored, or nil.
  private static func apply(_ line: String, to settings: inout DisplaySettings) -> String? {
    let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: " \t") }
    guard parts.count == 2 else { return "expected `name = value`, got `\(line)`" }
    if let field = SettingsEdit.onOff.first(where: { $0.name == parts[0] })?.field {
      guard parts[1] == "true" || parts[1] == "false" else {
        return "\(parts[0]) must be true or false, not `\(parts[1])`"
      }
      settings[keyPath: field] = parts[1] == "true"
      return nil
    }
    switch parts[0] {
    case "repeat-delay":
      if parts[1] == "off" {
        settings.repeatDelay = nil
      } else {
        let range = DisplaySettings.repeatDelayRange
        guard let value = Double(parts[1]), range.contains(value) else {
          return
            "repeat-delay must be off or seconds from \(range.lowerBound) to \(range.upperBound), not `\(parts[1])`"
        }
        settings.repeatDelay = value
      }
    case "game-speed":
      let range = DisplaySettings.gameSpeedRange
      guard let value = Double(parts[1]), range.contains(value) else {
        return "game-speed must be from \(range.lowerBound) (a quarter) to 1 (full speed), not `\(parts[1])`"
      }
      settings.gameSpeed = value
    case "sound":
      guard let value = SoundMode(rawValue: parts[1]) else {
        return "sound must be off, bell or flash, not `\(parts[1])`"
      }
      settings.sound = value
    case "background":
      guard let value = BackgroundSetting(rawValue: parts[1]) else {
        return "background must be auto, dark or light, not `\(parts[1])`"
      }
      settings.background = value
    case "how-to-play-seen":
      let ids = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: " \t") }.filter { !$0.isEmpty }
      let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
      if let bad = ids.first(where: { !$0.allSatisfy(allowed.contains) }) {
        return "how-to-play-seen lists game ids separated by commas (balls, maze), not `\(bad)`"
      }
      settings.setHowToPlaySeen(ids)
    default:
      return
        "unknown setting `\(parts[0])`: expected ascii, color, console-glyphs, reduced-motion, plain, repeat-delay,"
        + " game-speed, sound, background or how-to-play-seen (keys go under [keys])"
    }
    return nil
  }

  /// The most a settings file may hold; a larger file is neither read nor replaced.
  public static let sizeLimit = 65_536
  /// How long a save waits for another arcade saving the same file.
  public static let lockTimeout = 1.0

  /// The lock file beside the settings file (`FileLock`).
  public var lockPath: String { path + ".lock" }

  /// Saves the change from `old` to `new` by editing the file as it is now (`SettingsEdit`,
  /// `SettingsFileEditor`): only the lines of settings that changed are rewritten, added or
  /// removed; every other byte stays. The file is read again under the lock beside it, so a line
  /// added by hand while the arcade ran survives, and written with the one writer (`AtomicFile`,
  /// keeping its mode; a new file gets the user's umask). A file over `sizeLimit` is refused.
  public func save(from old: DisplaySettings, to new: DisplaySettings) throws(SettingsSaveError) {
    let edits = SettingsEdit.changes(from: old, to: new)
    guard !edits.isEmpty else { return }
    do {
      try fileSystem.makeDirectories(FilePaths.directory(of: path))
    } catch {
      throw .notWritten(.cannotCreateDirectory(path: FilePaths.directory(of: path), reason: error.reason))
    }
    var outcome: Result<Void, SettingsSaveError> = .success(())
    do {
      try fileSystem.withLock(lockPath, Self.lockTimeout) {
        outcome = Result { () throws(SettingsSaveError) in try edit(with: edits) }
      }
    } catch {
      throw .notLocked(path: path, error)
    }
    try outcome.get()
  }

  /// Reads the file, applies `edits` to its bytes and writes it back (under the lock).
  private func edit(with edits: [SettingsEdit]) throws(SettingsSaveError) {
    var bytes: [UInt8]
    do {
      bytes = try fileSystem.readFile(path, Self.sizeLimit)
    } catch {
      switch error {
      case .missing: bytes = SettingsFileEditor.header
      case .tooLarge(let size): throw .tooLarge(path: path, size: size, limit: Self.sizeLimit)
      case .isDirectory, .notRegularFile: throw .notWritten(.notARegularFile(path: path))
      case .failed(let failure): throw .unreadable(path: path, reason: failure.reason)
      }
    }
    var editor = SettingsFileEditor(bytes)
    for edit in edits { editor.apply(edit) }
    do {
      _ = try fileSystem.write(editor.bytes, path)
    } catch {
      throw .notWritten(error)
    }
  }
}

extension Substring {
  /// This text without leading and trailing characters from `set`.
  fileprivate func trimmingCharacters(in set: String) -> String {
    var slice = self[...]
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}

extension String {
  /// This text without leading and trailing characters from `set`.
  fileprivate func trimmingCharacters(in set: String) -> String { self[...].trimmingCharacters(in: set) }
}
