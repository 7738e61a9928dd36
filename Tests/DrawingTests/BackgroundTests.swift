import Drawing
import Testing

/// The terminal's background, as its OSC 11 reply or `COLORFGBG` tells it, and the setting.
@Suite struct BackgroundTests {
  @Test(arguments: [
    ("11;rgb:ffff/ffff/ffff", Background.light),
    ("11;rgb:0000/0000/0000", .dark),
    ("11;rgb:fdfd/f6f6/e3e3", .light),  // Solarized light
    ("11;rgb:0000/2b2b/3636", .dark),  // Solarized dark
    ("11;rgb:f/f/f", .light),
    ("11;rgb:28/2c/34", .dark),
    ("11;rgb:7f7f/7f7f/7f7f", .dark),
    ("11;rgb:8888/8888/8888", .light),
  ])
  func osc11Replies(body: String, expected: Background) {
    #expect(Background(osc11Reply: body) == expected)
  }

  @Test(arguments: ["", "11;rgb:ffff/ffff", "11;rgb:fffff/0/0", "11;rgb:gg/00/00", "10;rgb:ffff/ffff/ffff", "11;?"])
  func malformedRepliesSayNothing(body: String) {
    #expect(Background(osc11Reply: body) == nil)
  }

  @Test(arguments: [
    ("15;0", Background.dark), ("0;15", .light), ("0;7", .light), ("7;8", .dark), ("0;default;15", .light),
    ("15;default;0", .dark), ("12;11", .light), ("0;6", .dark),
  ])
  func colorFGBG(value: String, expected: Background) {
    #expect(Background(colorFGBG: value) == expected)
  }

  @Test(arguments: ["", "15", "15;default", "0;16", "0;-1", "x;y"])
  func colorFGBGWithoutABackgroundNumberSaysNothing(value: String) {
    #expect(Background(colorFGBG: value) == nil)
  }

  @Test func theSettingWinsOverWhatWasDetectedAndAutoAssumesDarkWhenNothingWas() {
    #expect(BackgroundSetting.auto.resolved(detected: .light) == .light)
    #expect(BackgroundSetting.auto.resolved(detected: nil) == .dark)
    #expect(BackgroundSetting.dark.resolved(detected: .light) == .dark)
    #expect(BackgroundSetting.light.resolved(detected: .dark) == .light)
  }
}
