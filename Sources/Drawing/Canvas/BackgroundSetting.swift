/// The player's choice of palette: detect the terminal's background, or name it.
public enum BackgroundSetting: String, Hashable, Sendable, Codable, CaseIterable {
  /// Ask the terminal (OSC 11), else read `COLORFGBG`, else assume dark.
  case auto
  case dark
  case light

  /// The background to draw for, given what the terminal said (nil: it did not say).
  public func resolved(detected: Background?) -> Background {
    switch self {
    case .auto: detected ?? .dark
    case .dark: .dark
    case .light: .light
    }
  }
}
