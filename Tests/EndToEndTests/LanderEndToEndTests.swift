import EndToEndSupport
import Foundation
import Testing

/// Lander end to end: the built binary in tmux, flown with keys as a player would.
@Suite("Lander, end to end under tmux")
struct LanderEndToEndTests {
  /// A ship hanging low over a wide pad under light gravity: one burst of the engine and it
  /// settles onto the pad at about 3.7 m/s.
  static let dropLevel = """
    game: lander
    name: Drop
    gravity: 0.5
    start: 160 164
    velocity: 0 0
    point: 0 182
    point: 140 182
    point: 180 182
    point: 320 182
    pad: 140 180 2
    """

  @Test func oneBurstLandsTheShipAndTheScoreIsKept() throws {
    let pane = try TmuxPane()
    let level = pane.home.appendingPathComponent("drop.level")
    try Self.dropLevel.write(to: level, atomically: true, encoding: .utf8)
    try pane.run("arcade play lander --seed 3 --level \(level.path)")
    let start = try pane.waitFor("Level 1: Drop")
    #expect(start.contains("SHIPS 3") && start.contains("FUEL 800"))
    #expect(start.contains("[ ▲ THRUST ]"))
    try pane.send("Up")
    let landed = try pane.waitFor("Landed", timeout: 15)
    // 50 × 2 for the pad, and a tenth of the 798 units of fuel left.
    #expect(landed.contains("×2  +179"))
    var screen = try pane.waitFor(timeout: 15) { $0.contains("Your name") || $0.contains("Game over") }
    if screen.contains("Your name") {
      try pane.send("Enter")
      screen = try pane.waitFor { !$0.contains("Your name") }
    }
    if screen.contains("Press any key") {
      try pane.send("Space")
      screen = try pane.waitFor { !$0.contains("Press any key") }
    }
    let over = try pane.waitFor("Game over")
    #expect(over.contains("Score 179"))
    #expect(over.contains("1 landing, every level"))
    try pane.send("q")
    try pane.waitFor(timeout: 5) { !$0.contains("Game over") }
    try pane.run("arcade scores lander")
    try pane.waitFor("179")
  }
}
