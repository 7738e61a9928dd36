import Drawing
import TestSupport
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

  /// WCAG contrast ratio of two colour indices of the 256-colour cube and grey ramp.
  static func contrast(_ first: Int, _ second: Int) -> Double {
    TerminalPalette.contrast(TerminalPalette.cube(first), TerminalPalette.cube(second))
  }
}
