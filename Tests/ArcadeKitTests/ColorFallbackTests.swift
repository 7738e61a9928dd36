import ArcadeKit
import Testing

@Suite struct ColorFallbackTests {
  static let brights: [(Color, Color)] = [
    (.brightRed, .red), (.brightGreen, .green), (.brightYellow, .yellow), (.brightBlue, .blue),
    (.brightMagenta, .magenta), (.brightCyan, .cyan), (.brightWhite, .white),
  ]

  @Test func monochromeHasNoColourIndexAtAll() {
    for color in Color.allCases {
      #expect(color.index(at: .monochrome) == nil, "\(color)")
    }
  }

  @Test func defaultColourIsTheTerminalsOwnAtEveryDepth() {
    for depth in [ColorDepth.monochrome, .eight, .sixteen, .full256] {
      #expect(Color.default.index(at: depth) == nil)
    }
  }

  @Test func baseColoursKeepTheirAnsiIndexOnEightAndSixteenColours() {
    let base: [Color] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
    for (index, color) in base.enumerated() {
      for depth in [ColorDepth.eight, .sixteen] {
        #expect(color.index(at: depth) == Int16(index), "\(color) at \(depth)")
      }
      #expect(!color.needsBoldOnEightColors)
    }
  }

  @Test func brightColoursOnEightColoursFallBackToTheBaseColourAndNeedBold() {
    for (bright, base) in ColorFallbackTests.brights {
      #expect(bright.index(at: .eight) == base.index(at: .eight), "\(bright)")
      #expect(bright.needsBoldOnEightColors, "\(bright)")
    }
  }

  @Test func brightColoursOnSixteenAreTheBrightIndices() {
    for (offset, (bright, _)) in ColorFallbackTests.brights.enumerated() {
      #expect(bright.index(at: .sixteen) == Int16(9 + offset), "\(bright)")
    }
  }

  @Test func at256ColoursEveryColourIsFromTheCubeOrGreyRampWhoseValuesAllTerminalsShare() {
    for background in Background.allCases {
      for color in Color.allCases where color != .default {
        let index = color.index(at: .full256, on: background)
        #expect(index.map { $0 >= 16 } == true, "\(color) on \(background)")
      }
    }
  }

  @Test func onALightBackgroundWhiteAndGreyBecomeDarkAtEveryDepth() {
    for color in [Color.white, .brightWhite, .gray] {
      #expect(color.index(at: .eight, on: .light) == 0, "\(color)")
      #expect([0, 8].contains(color.index(at: .sixteen, on: .light)), "\(color)")
    }
    #expect(Color.brightYellow.index(at: .sixteen, on: .light) == 3)
    #expect(Color.brightWhite.index(at: .full256, on: .light) == 16)
  }

  @Test func grayIsWhiteOnEightAndBrightBlackOnSixteen() {
    #expect(Color.gray.index(at: .eight) == 7)
    #expect(Color.gray.index(at: .sixteen) == 8)
    #expect(!Color.gray.needsBoldOnEightColors)
  }

  @Test func darkGreenIsGreenUntil256Colours() {
    #expect(Color.darkGreen.index(at: .eight) == 2)
    #expect(Color.darkGreen.index(at: .sixteen) == 2)
    #expect(Color.darkGreen.index(at: .full256) == 22)
  }

  @Test(arguments: [
    (0, ColorDepth.monochrome), (2, .monochrome), (7, .monochrome), (8, .eight), (15, .eight),
    (16, .sixteen), (88, .sixteen), (255, .sixteen), (256, .full256), (16_777_216, .full256),
  ])
  func depthFollowsTheTerminalsColourCount(colors: Int, depth: ColorDepth) {
    #expect(ColorDepth.choose(terminalColors: colors, colorEnabled: true) == depth)
  }

  @Test(arguments: [0, 8, 16, 88, 256])
  func disabledColourIsAlwaysMonochrome(colors: Int) {
    #expect(ColorDepth.choose(terminalColors: colors, colorEnabled: false) == .monochrome)
  }

  @Test func onlyMonochromeHasNoColour() {
    #expect(!ColorDepth.monochrome.hasColor)
    #expect(ColorDepth.eight.hasColor && ColorDepth.sixteen.hasColor && ColorDepth.full256.hasColor)
    #expect(ColorDepth.monochrome < .eight && ColorDepth.sixteen < .full256)
  }
}
