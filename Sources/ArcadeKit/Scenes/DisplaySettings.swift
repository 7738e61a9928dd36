import Drawing

/// The player's choices, set in the settings screen, the settings file or on the command line:
/// how things are drawn and sounded, which keys do what, and which games' "How to play" cards
/// the player has read.
public struct DisplaySettings: Hashable, Sendable {
  /// Draw with plain ASCII only.
  public var asciiOnly: Bool
  /// Use colour (off: monochrome, everything still readable).
  public var colorEnabled: Bool
  /// Draw only what the Linux console's font has (no Braille dots, no sub-cell shapes), as a
  /// player whose font lacks them chose (a server's glyph card; `console-glyphs = true`).
  public var consoleGlyphs: Bool
  /// No flashes: a hit or a point lights nothing up, a delivered planet does not flash its
  /// portal, and a "flash" sound rings the bell instead (`reduced-motion = true`).
  package var reducedMotion: Bool
  /// Plain lines for a screen reader, not a drawn screen (`plain = true`, `arcade --plain`):
  /// menus and panels are written as lines in reading order, each change a new line, and a
  /// game is narrated.
  public var plain: Bool
  /// How game sounds are played.
  public var sound: SoundMode
  /// Which palette to draw with: for a dark or a light terminal background, or detected.
  public var background: BackgroundSetting
  /// The player's keys (the settings file's `[keys]` section over each game's defaults).
  public var keys: KeyBindings
  /// The ids of the games whose "How to play" card the player has read (sorted, each once): the
  /// card is shown on a game's first start from the menu only.
  package private(set) var howToPlaySeen: [String]

  /// Creates settings; the defaults are Unicode, colour, no sound and a detected background.
  public init(
    asciiOnly: Bool = false, colorEnabled: Bool = true, sound: SoundMode = .off, background: BackgroundSetting = .auto,
    keys: KeyBindings = KeyBindings(), howToPlaySeen: [String] = [], consoleGlyphs: Bool = false,
    reducedMotion: Bool = false, plain: Bool = false
  ) {
    self.plain = plain
    self.consoleGlyphs = consoleGlyphs
    self.reducedMotion = reducedMotion
    self.keys = keys
    self.howToPlaySeen = Array(Set(howToPlaySeen)).sorted()
    self.asciiOnly = asciiOnly
    self.colorEnabled = colorEnabled
    self.sound = sound
    self.background = background
  }

  /// Remembers that the player has read the card of the game `id`.
  package mutating func markHowToPlaySeen(_ id: String) {
    guard !howToPlaySeen.contains(id) else { return }
    howToPlaySeen = (howToPlaySeen + [id]).sorted()
  }
}

/// How sound cues are played in a terminal.
public enum SoundMode: String, Hashable, Sendable, Codable, CaseIterable {
  case off
  /// The terminal bell.
  case bell
  /// A brief visual flash of the screen.
  case flash
}
