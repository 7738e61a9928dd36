import TestSupport
import Testing

/// The colour science the palettes are checked with agrees with an independent implementation
/// (colour-science 0.4, Python): CIEDE2000 on Sharma, Wu and Dalal's published pairs, CIELAB and
/// the Machado (2009) simulations on a few of the arcade's colours.
@Suite struct ColourVisionTests {
  @Test(arguments: [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
  ])
  func ciede2000MatchesThePublishedPairs(first: ColourVision.Lab, second: ColourVision.Lab, expected: Double) {
    #expect(abs(ColourVision.ciede2000(first, second) - expected) < 0.000_1)
    #expect(abs(ColourVision.ciede2000(second, first) - expected) < 0.000_1)
  }

  @Test func labOfPureRedIsTheCIEValue() {
    let red = ColourVision.lab((255, 0, 0))
    #expect(abs(red.l - 53.2329) < 0.01 && abs(red.a - 80.1112) < 0.01 && abs(red.b - 67.2237) < 0.01)
  }

  @Test(arguments: [
    ((255.0, 0.0, 0.0), [(108.785, 95.027, 0.0), (163.215, 144.281, 0.0), (255.0, 0.0, 14.888)]),
    ((0.0, 175.0, 0.0), [(179.08, 156.98, 0.0), (163.542, 146.198, 36.894), (0.0, 169.436, 148.056)]),
    ((95.0, 175.0, 255.0), [(140.376, 178.751, 255.0), (118.561, 163.303, 253.417), (0.0, 193.707, 203.548)]),
  ])
  func theSimulationsMatchMachadosMatrices(colour: ColourVision.RGB, seen: [ColourVision.RGB]) {
    for (vision, expected) in zip([ColourVision.protanopia, .deuteranopia, .tritanopia], seen) {
      let simulated = vision.simulate(colour)
      let error = max(abs(simulated.0 - expected.0), abs(simulated.1 - expected.1), abs(simulated.2 - expected.2))
      #expect(error < 0.01, "\(vision) of \(colour): \(simulated)")
    }
  }

  @Test func theTrafficLightPairDiffersByVisionAsColourScienceSays() {
    // The traffic-light pair most games reach for first: 76.0 apart for typical vision and 65.5
    // for tritanopia, 32.1 for protanopia, 9.3 for deuteranopia (colour-science's figures).
    let red: ColourVision.RGB = (215, 0, 0)
    let green: ColourVision.RGB = (0, 175, 0)
    #expect(abs(ColourVision.typical.difference(red, green) - 76.0) < 0.05)
    #expect(abs(ColourVision.protanopia.difference(red, green) - 32.07) < 0.05)
    #expect(abs(ColourVision.deuteranopia.difference(red, green) - 9.25) < 0.05)
    #expect(abs(ColourVision.tritanopia.difference(red, green) - 65.49) < 0.05)
  }
}
