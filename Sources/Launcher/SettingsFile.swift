import ArcadeKit
import FileSystem

/// The remembered settings: a small text file in the config directory that a person may edit.
///
/// Display settings are `key = value` lines at the top; the player's keys are in a `[keys]`
/// section (`layout = azerty`, `maze.tilt-up = i, up`). A wrong line is ignored and reported
/// once as `file:line: what to fix`; the rest of the file still applies. Saving rewrites only
/// the display lines and keeps everything else as the person wrote it (comments, order, keys).
public struct SettingsFile: Sendable {
  public let path: String
  /// Where the file is read from and saved to.
  public var fileSystem: FileSystemClient

  /// The settings file at `path`, read and written through `fileSystem`.
  public init(path: String, fileSystem: FileSystemClient = .live) {
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

  /// The display lines' names, in the order a new file lists them.
  private static let displayNames = ["ascii", "color", "sound", "background"]

  /// The saved settings over the defaults; a missing file is all defaults, silently.
  public func load(contexts: [KeyContext]) -> Contents {
    var contents = Contents()
    guard fileSystem.kind(path) != nil else { return contents }
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readFile(path, 65_536)
    } catch {
      contents.problems.append("\(path): not read, defaults used: \(error)")
      return contents
    }
    var section: String?
    for (index, raw) in String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      let line = raw.trimmingCharacters(in: " \t\r")
      if line.isEmpty || line.hasPrefix("#") { continue }
      let problem: String?
      if line.hasPrefix("[") {
        section = line == "[keys]" ? "keys" : "unknown"
        problem = section == "unknown" ? "unknown section `\(line)`, ignored with its lines: the only section is [keys]" : nil
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
    func flag(_ value: String) -> Bool? { value == "true" ? true : value == "false" ? false : nil }
    switch parts[0] {
    case "ascii":
      guard let value = flag(parts[1]) else { return "ascii must be true or false, not `\(parts[1])`" }
      settings.asciiOnly = value
    case "color":
      guard let value = flag(parts[1]) else { return "color must be true or false, not `\(parts[1])`" }
      settings.colorEnabled = value
    case "sound":
      guard let value = SoundMode(rawValue: parts[1]) else { return "sound must be off, bell or flash, not `\(parts[1])`" }
      settings.sound = value
    case "background":
      guard let value = BackgroundSetting(rawValue: parts[1]) else {
        return "background must be auto, dark or light, not `\(parts[1])`"
      }
      settings.background = value
    default:
      return "unknown setting `\(parts[0])`: expected ascii, color, sound or background (keys go under [keys])"
    }
    return nil
  }

  /// Saves `settings` with the one writer (atomically), creating the config directory if
  /// needed. Display lines and key lines are changed where they are; a key line whose binding
  /// went back to the default is removed, a new one is added at the end of `[keys]`; comments,
  /// blank lines and the order of the rest stay as the person wrote them.
  public func save(_ settings: DisplaySettings) throws(FileWriteError) {
    let values = [
      "ascii": "\(settings.asciiOnly)", "color": "\(settings.colorEnabled)",
      "sound": settings.sound.rawValue, "background": settings.background.rawValue,
    ]
    let existing = (try? fileSystem.readFile(path, 65_536)).map { String(decoding: $0, as: UTF8.self) }
    // Split on any line end (CRLF is one Character in Swift; `\n` alone would not split it).
    var lines = existing.map { $0.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init) }
      ?? ["# arcade settings (written by the settings screen; keys go in a [keys] section)", ""]
    if lines.last == "" { lines.removeLast() }
    var written: Set<String> = []
    var firstSection = lines.count
    for index in lines.indices {
      let line = lines[index].trimmingCharacters(in: " \t\r")
      if line.hasPrefix("[") {
        firstSection = index
        break
      }
      let name = line.split(separator: "=", maxSplits: 1).first.map { $0.trimmingCharacters(in: " \t") } ?? ""
      // Every line of a setting said twice gets the value: the reader applies the last one.
      if let value = values[name] {
        lines[index] = "\(name) = \(value)"
        written.insert(name)
      }
    }
    let missing = Self.displayNames.filter { !written.contains($0) }.map { "\($0) = \(values[$0]!)" }
    // New display lines go at the end of the top part, before a blank line that ends it.
    var insertAt = firstSection
    while insertAt > 0 && lines[insertAt - 1].trimmingCharacters(in: " \t\r").isEmpty { insertAt -= 1 }
    lines.insert(contentsOf: missing, at: insertAt)
    lines = Self.updatingKeysSection(lines, with: settings.keys)
    try fileSystem.write(lines.joined(separator: "\n") + "\n", to: path)
  }

  /// `lines` with their `[keys]` section saying `keys` (see `save`).
  private static func updatingKeysSection(_ lines: [String], with keys: KeyBindings) -> [String] {
    let wanted = keys.fileLines()
    let values = Dictionary(wanted.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    var result: [String] = []
    var inKeys = false
    var sectionEnd: Int?
    var written: Set<String> = []
    for line in lines {
      let trimmed = line.trimmingCharacters(in: " \t\r")
      if trimmed.hasPrefix("[") {
        if inKeys { sectionEnd = result.count }
        inKeys = trimmed == "[keys]"
        result.append(line)
        continue
      }
      guard inKeys, !trimmed.isEmpty, !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "=") else {
        result.append(line)
        continue
      }
      let name = trimmed[..<equals].trimmingCharacters(in: " \t")
      guard let value = values[name] else { continue }  // back to the default (or refused): gone
      if written.insert(name).inserted { result.append("\(name) = \(value)") }
    }
    if inKeys { sectionEnd = result.count }
    let missing = wanted.filter { !written.contains($0.name) }.map { "\($0.name) = \($0.value)" }
    guard !missing.isEmpty else { return result }
    if var end = sectionEnd {
      while end > 0, result[end - 1].trimmingCharacters(in: " \t\r").isEmpty { end -= 1 }
      result.insert(contentsOf: missing, at: end)
    } else {
      if let last = result.last, !last.trimmingCharacters(in: " \t\r").isEmpty { result.append("") }
      result += ["[keys]"] + missing
    }
    return result
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
