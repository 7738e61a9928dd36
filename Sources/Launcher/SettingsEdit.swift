import ArcadeKit

// MARK: - SettingsEdit

/// One line's change in the settings file: a display line (`sound = bell`) or a `[keys]` line
/// (`maze.tilt-up = i, up`) set to a value, or a key line removed (its binding is the default).
public struct SettingsEdit: Hashable, Sendable {
  /// Where a line lives in the file.
  public enum Place: Hashable, Sendable {
    /// The display lines, before any section.
    case display
    /// The `[keys]` section.
    case keys
  }

  public var place: Place
  public var name: String
  /// The new value; nil removes the line.
  public var value: String?

  /// An edit of the line `name` in `place`.
  public init(_ place: Place, _ name: String, _ value: String?) {
    self.place = place
    self.name = name
    self.value = value
  }

  /// The settings that are on or off, by their names in the file (`plain = true`), in the
  /// order a file gains them.
  static let onOff: [(name: String, field: WritableKeyPath<DisplaySettings, Bool> & Sendable)] = [
    ("ascii", \.asciiOnly), ("color", \.colorEnabled), ("console-glyphs", \.consoleGlyphs),
    ("reduced-motion", \.reducedMotion), ("plain", \.plain),
  ]

  /// The edits that take a file saying `old` to one saying `new`, and no others: a setting the
  /// person did not change in this step (one given on the command line, say, or a line they
  /// added by hand meanwhile) is not touched.
  public static func changes(from old: DisplaySettings, to new: DisplaySettings) -> [SettingsEdit] {
    var edits: [SettingsEdit] = []
    let onOff: [(String, (DisplaySettings) -> String)] = Self.onOff.map { setting in
      (setting.name, { "\($0[keyPath: setting.field])" })
    }
    let display: [(String, (DisplaySettings) -> String)] =
      onOff + [
        ("repeat-delay", { $0.repeatDelay.map { "\($0)" } ?? "off" }), ("game-speed", { "\($0.gameSpeed)" }),
        ("sound", { $0.sound.rawValue }), ("background", { $0.background.rawValue }),
      ]
    for (name, value) in display where value(old) != value(new) {
      edits.append(SettingsEdit(.display, name, value(new)))
    }
    if old.howToPlaySeen != new.howToPlaySeen {
      let seen = new.howToPlaySeen.joined(separator: ", ")
      edits.append(SettingsEdit(.display, "how-to-play-seen", seen.isEmpty ? nil : seen))
    }
    let oldKeys = Dictionary(old.keys.fileLines().map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    let newKeys = new.keys.fileLines()
    let newNames = Set(newKeys.map(\.name))
    for (name, _) in old.keys.fileLines() where !newNames.contains(name) {
      edits.append(SettingsEdit(.keys, name, nil))
    }
    for (name, value) in newKeys where oldKeys[name] != value {
      edits.append(SettingsEdit(.keys, name, value))
    }
    return edits
  }
}
