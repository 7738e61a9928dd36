import Testing

@testable import arcade

/// Every complaint on stderr starts `arcade: `, the argument parser's included.
@Suite struct ErrorVoiceTests {
  @Test func theParsersErrorSpeaksAsTheArcade() {
    #expect(
      StandardError.parserMessage("Error: balls takes no option --players\nUsage: arcade play <game>")
        == "arcade: balls takes no option --players\nUsage: arcade play <game>")
    #expect(StandardError.parserMessage("OVERVIEW: help") == "OVERVIEW: help", "help is not an error")
  }
}
