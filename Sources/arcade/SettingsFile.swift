import ArcadeKit
import FileSystem

/// The remembered display settings: a small `key = value` text file in the config directory.
struct SettingsFile: Sendable {
  let path: String
  /// Where the file is read from and saved to.
  var fileSystem: FileSystemClient = .live

  /// The saved settings, or the defaults when the file is missing or unreadable.
  ///
  /// Unknown keys and bad values are ignored: a preference file must never stop the game.
  func load() -> DisplaySettings {
    var settings = DisplaySettings()
    guard let bytes = try? fileSystem.readFile(path, 65_536) else { return settings }
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: " \t\r") }
      guard parts.count == 2 else { continue }
      switch (parts[0], parts[1]) {
      case ("ascii", "true"): settings.asciiOnly = true
      case ("ascii", "false"): settings.asciiOnly = false
      case ("color", "true"): settings.colorEnabled = true
      case ("color", "false"): settings.colorEnabled = false
      case ("sound", let value): settings.sound = SoundMode(rawValue: value) ?? settings.sound
      case ("background", let value): settings.background = BackgroundSetting(rawValue: value) ?? settings.background
      default: continue
      }
    }
    return settings
  }

  /// Saves `settings` with the one writer, creating the config directory if needed.
  func save(_ settings: DisplaySettings) throws(FileWriteError) {
    let text = """
      # arcade settings (written by the settings screen)
      ascii = \(settings.asciiOnly)
      color = \(settings.colorEnabled)
      sound = \(settings.sound.rawValue)
      background = \(settings.background.rawValue)

      """
    try fileSystem.write(text, to: path)
  }
}

extension Substring {
  /// This text without leading and trailing characters from `set`.
  func trimmingCharacters(in set: String) -> String {
    var slice = self[...]
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
