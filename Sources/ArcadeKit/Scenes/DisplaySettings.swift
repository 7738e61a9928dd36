/// The player's display choices, set in the settings screen or on the command line.
public struct DisplaySettings: Hashable, Sendable, Codable {
  /// Draw with plain ASCII only.
  public var asciiOnly: Bool
  /// Use colour (off: monochrome, everything still readable).
  public var colorEnabled: Bool
  /// How game sounds are played.
  public var sound: SoundMode
  /// Which palette to draw with: for a dark or a light terminal background, or detected.
  public var background: BackgroundSetting

  /// Creates settings; the defaults are Unicode, colour, no sound and a detected background.
  public init(
    asciiOnly: Bool = false, colorEnabled: Bool = true, sound: SoundMode = .off, background: BackgroundSetting = .auto
  ) {
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
