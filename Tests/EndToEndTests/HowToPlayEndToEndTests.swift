import EndToEndSupport
import Foundation
import Testing

/// A first-time player: a game's "How to play" card on its first start from the menu, then
/// never again, because the settings file remembers it.
@Suite("How to play cards, end to end")
struct HowToPlayEndToEndTests {
  @Test func theFirstStartShowsTheCardAndTheSettingsFileRemembersIt() throws {
    let pane = try TmuxPane(firstRun: true)
    try pane.run("arcade; echo status=$?")
    _ = try pane.waitFor("A R C A D E")
    try pane.send("Down", "Enter")
    let card = try pane.waitFor("How to play Paddles")
    #expect(card.contains("Keep the puck from getting past your paddle."))
    try pane.send("Enter")
    _ = try pane.waitFor("vs computer")
    try pane.send("Escape")
    _ = try pane.waitFor("A R C A D E")
    try pane.send("Enter")
    let again = try pane.waitFor("vs computer")
    #expect(!again.contains("How to play"))
    try pane.send("Escape", "q")
    _ = try pane.waitFor("status=0")
    let settings = try String(
      contentsOfFile: pane.home.appendingPathComponent("config/arcade/settings").path, encoding: .utf8)
    #expect(settings.contains("\nhow-to-play-seen = paddles\n"), "\(settings)")
  }
}
