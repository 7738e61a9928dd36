import EndToEndSupport
import Foundation
import Testing

/// The daily challenge end to end: the built binary in tmux on a day set by `ARCADE_TODAY`,
/// its ranked Portals run kept on the day's board, its line shared, its code replayed and proved.
@Suite("The daily challenge, end to end under tmux")
struct DailyEndToEndTests {
  /// 2027-04-03's Portals layout starts at 70 power and drains 5 a second: left alone, the
  /// galaxy explodes 14 s in, one planet having drifted home under its portal's pull.
  static let day = "2027-04-03"

  @Test func aRankedRunIsKeptSharedAndItsCodeReplaysAndVerifies() throws {
    let pane = try TmuxPane()
    try pane.run("export ARCADE_TODAY=\(Self.day); arcade daily; echo \"status=$?\"")
    let list = try pane.waitFor("Daily challenge \(Self.day)")
    #expect(list.contains("Portals      not played") && list.contains("streak 0 days"))
    try pane.send("Up")  // from the first game up to the last: Portals
    try pane.waitFor("▶ Portals")
    try pane.send("Enter")
    try pane.waitFor("Drag a planet into its own portal")
    try pane.send("Tab")  // the galaxy turns; nothing is flung
    let result = try pane.waitFor("Your name", timeout: 30)
    #expect(result.contains("Your result") && result.contains("Portals \u{2014} daily \(Self.day)"))
    try pane.send("Enter")
    try pane.waitFor("You ranked 1st!")
    try pane.send("Space")
    try pane.waitFor("Game over")
    try pane.send("Escape")
    let kept = try pane.waitFor("1 (1 planet in 0:14)")
    #expect(kept.contains("streak 1 day "))
    try pane.send("s")
    try pane.waitFor("arcade daily \(Self.day) \u{00B7} Portals 1 (1 planet in 0:14)")
    try pane.send("Space", "Enter")
    #expect(try pane.waitFor("practice: not ranked").contains("Drag a planet"), "a second run is practice")
    try pane.send("Escape")  // on the intro nothing is lost: it leaves at once
    try pane.waitFor(timeout: 5) { !$0.contains("practice: not ranked") }
    try pane.send("Escape")
    try pane.waitFor("status=0")

    try pane.run(
      "clear; arcade daily --share; arcade daily --code portals > code.txt; arcade scores verify \"$(cat code.txt)\"")
    let verified = try pane.waitFor("score 1: verified")
    #expect(verified.contains("arcade daily \(Self.day) \u{00B7} Portals 1 (1 planet in 0:14)"))
    try pane.run("clear; arcade scores verify portals")
    try pane.waitFor("Portals \u{2014} daily \(Self.day)\n  #1 ")  // the day's board, titled as its runs are
    try pane.run("clear; arcade replay \"$(cat code.txt)\"")
    try pane.waitFor("REPLAY")
  }
}
