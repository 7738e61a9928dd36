/// The player's choices, set in the settings screen, the settings file or on the command line:
/// how things are drawn and sounded, and which keys do what.
public struct DisplaySettings: Hashable, Sendable {
  /// Draw with plain ASCII only.
  public var asciiOnly: Bool
  /// Use colour (off: monochrome, everything still readable).
  public var colorEnabled: Bool
  /// How game sounds are played.
  public var sound: SoundMode
  /// Which palette to draw with: for a dark or a light terminal background, or detected.
  public var background: BackgroundSetting
  /// The player's keys (the settings file's `[keys]` section over each game's defaults).
  public var keys: KeyBindings

  /// Creates settings; the defaults are Unicode, colour, no sound and a detected background.
  public init(
    asciiOnly: Bool = false, colorEnabled: Bool = true, sound: SoundMode = .off, background: BackgroundSetting = .auto,
    keys: KeyBindings = KeyBindings()
  ) {
    self.keys = keys
    self.asciiOnly = asciiOnly
    self.colorEnabled = colorEnabled
    self.sound = sound
    self.background = background
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
