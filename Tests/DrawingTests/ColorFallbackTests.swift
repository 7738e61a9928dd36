import Drawing
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

  @Test func baseColoursKeepTheirAnsiIndexOnEightColoursOnDark() {
    let base: [Color] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
    for (index, color) in base.enumerated() {
      #expect(color.index(at: .eight) == Int16(index), "\(color)")
    }
  }

  @Test func onDarkAtSixteenColoursTheBaseColoursTooDarkForBlackTakeTheirBrightIndex() {
    // xterm's red (#cd0000) is 3.6:1 on black, VGA's brown yellow 4.0:1, magenta 3.3 to 4.5:1.
    #expect(Color.red.index(at: .sixteen) == 9)
    #expect(Color.yellow.index(at: .sixteen) == 11)
    #expect(Color.magenta.index(at: .sixteen) == 13)
    for (index, color) in [(0, Color.black), (2, .green), (4, .blue), (6, .cyan), (7, .white)] {
      #expect(color.index(at: .sixteen) == Int16(index), "\(color)")
    }
  }

  @Test func brightColoursOnEightColoursFallBackToTheBaseColourAndNeedBold() {
    for (bright, base) in ColorFallbackTests.brights where bright != .brightBlue {
      #expect(bright.index(at: .eight) == base.index(at: .eight), "\(bright)")
      #expect(bright.bold(at: .eight, on: .dark) == .required, "\(bright)")
    }
    // Bright blue (#5c5cff, #5555ff) is under 4.5:1 on black: plain cyan stands in for it.
    #expect(Color.brightBlue.index(at: .eight) == 6)
    #expect(Color.brightBlue.bold(at: .eight, on: .dark) == .removed)
  }

  @Test func brightColoursOnSixteenAreTheBrightIndices() {
    for (offset, (bright, _)) in ColorFallbackTests.brights.enumerated() where bright != .brightBlue {
      #expect(bright.index(at: .sixteen) == Int16(9 + offset), "\(bright)")
    }
    #expect(Color.brightBlue.index(at: .sixteen) == 6)
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
      // The terminal's own text colour: black on a light terminal, and bold keeps it black.
      #expect(color.index(at: .eight, on: .light) == nil, "\(color)")
      #expect(color.index(at: .sixteen, on: .light) == nil, "\(color)")
    }
    #expect(Color.brightYellow.index(at: .sixteen, on: .light) == 1)
    #expect(Color.brightWhite.index(at: .full256, on: .light) == 16)
  }

  @Test func onALightBackgroundBoldIsRemovedWhereItWouldBrightenPastReading() {
    for depth in [ColorDepth.eight, .sixteen] {
      for color in [Color.red, .brightYellow, .brightMagenta] {
        #expect(color.bold(at: depth, on: .light) == .removed, "\(color) at \(depth)")
      }
      // Blue's bright variant still reads on white; the default colour is not brightened.
      #expect(Color.brightCyan.bold(at: depth, on: .light) == .asStyled)
      #expect(Color.white.bold(at: depth, on: .light) == .asStyled)
    }
  }

  @Test func grayIsLightGreyOnDarkAtEightAndSixteen() {
    #expect(Color.gray.index(at: .eight) == 7)
    #expect(Color.gray.index(at: .sixteen) == 7)
    #expect(Color.gray.bold(at: .eight, on: .dark) == .asStyled)
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
