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
  /// How long a key must be held before its repeats count (`repeat-delay = 0.6`; nil: every
  /// repeat the terminal sends counts): a key held down or pressed again sooner acts once.
  package var repeatDelay: Double?
  /// The part of its rate a game started from the menu or `arcade play` plays at: 1, or less
  /// for practice, never ranked (`game-speed = 0.5`).
  package var gameSpeed: Double
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
    reducedMotion: Bool = false, plain: Bool = false, repeatDelay: Double? = nil, gameSpeed: Double = 1
  ) {
    self.plain = plain
    self.repeatDelay = repeatDelay
    self.gameSpeed = gameSpeed
    self.consoleGlyphs = consoleGlyphs
    self.reducedMotion = reducedMotion
    self.keys = keys
    self.howToPlaySeen = []
    self.asciiOnly = asciiOnly
    self.colorEnabled = colorEnabled
    self.sound = sound
    self.background = background
    setHowToPlaySeen(howToPlaySeen)
  }

  /// The repeat delays the Settings screen offers, in seconds (nil: as the terminal sends).
  package static let repeatDelays: [Double?] = [nil, 0.3, 0.6, 1.0]
  /// The game speeds the Settings screen offers (below 1: practice, never ranked).
  package static let gameSpeeds = [1.0, 0.75, 0.5]
  /// The repeat delays a settings file may ask for, in seconds.
  package static let repeatDelayRange = 0.05...2.0
  /// The game speeds a settings file may ask for.
  package static let gameSpeedRange = 0.25...1.0

  /// Remembers that the player has read the cards of the games `ids` (the settings file's
  /// `how-to-play-seen`), and no others.
  package mutating func setHowToPlaySeen(_ ids: [String]) {
    howToPlaySeen = Array(Set(ids)).sorted()
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
