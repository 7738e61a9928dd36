import Drawing
import Testing

/// Every foreground colour reads on both palettes' backgrounds: the WCAG contrast ratio of its
/// 256-colour value against black (dark) or white (light) is at least 4.5, the minimum for text.
@Suite struct ColorContrastTests {
  static let minimumTextContrast = 4.5

  @Test(arguments: Background.allCases)
  func everyForegroundColourHasTextContrastOnItsBackground(background: Background) throws {
    let backdrop = background == .dark ? 16 : 231
    for color in Color.allCases where !Color.backgroundOnly.contains(color) {
      let index = try #require(color.index(at: .full256, on: background))
      let ratio = Self.contrast(Int(index), backdrop)
      #expect(ratio >= Self.minimumTextContrast, "\(color) on \(background): \(ratio)")
    }
  }

  @Test func theMenuBarsWhiteTextOnBlueHasTextContrast() throws {
    // Cells with their own background keep the dark palette on either terminal background.
    let text = try #require(Color.brightWhite.index(at: .full256))
    let bar = try #require(Color.blue.index(at: .full256))
    #expect(Self.contrast(Int(text), Int(bar)) >= Self.minimumTextContrast)
  }

  @Test(arguments: Background.allCases)
  func theSixBallColoursStayDistinct(background: Background) {
    let balls: [Color] = [.brightRed, .brightGreen, .brightBlue, .brightCyan, .brightYellow, .brightMagenta]
    let indices = balls.map { $0.index(at: .full256, on: background) }
    #expect(Set(indices).count == balls.count)
  }

  // MARK: - The 256-colour values (xterm's, shared by every 256-colour terminal above 15)

  /// The sRGB value of a colour index at or above 16: the 6×6×6 cube, then the grey ramp.
  static func rgb(_ index: Int) -> (Double, Double, Double) {
    if index >= 232 {
      let level = Double(8 + 10 * (index - 232))
      return (level, level, level)
    }
    let levels = [0.0, 95, 135, 175, 215, 255]
    let cube = index - 16
    return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
  }

  /// WCAG relative luminance.
  static func luminance(_ index: Int) -> Double {
    func linear(_ channel: Double) -> Double {
      let value = channel / 255
      return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let (red, green, blue) = rgb(index)
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG contrast ratio of two colour indices (1 to 21).
  static func contrast(_ first: Int, _ second: Int) -> Double {
    let a = luminance(first)
    let b = luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}

#if canImport(Glibc)
  import Glibc
#endif
