import EndToEndSupport
import Foundation
import Testing

/// Paddles end to end: the real binary in tmux, played with keys as a person would.
@Suite("Paddles, end to end under tmux")
struct PaddlesEndToEndTests {
  @Test func onePlayerGameMovesPausesResumesAndEnds() throws {
    let pane = try TmuxPane()
    try pane.run("arcade play paddles --win-score 1 --seed 5 --difficulty hard; echo \"status=$?\"")
    try pane.waitFor("Ready?")
    try pane.send("Space")
    try pane.waitFor(timeout: 5) { !$0.contains("Ready?") }

    // Hold W (a press and quick repeats): the left paddle leaves the middle rows.
    let before = try pane.screen()
    for _ in 0..<12 { try pane.send("w") }
    try pane.waitFor(timeout: 5) {
      $0 != before && Self.leftPaddleTop(in: $0) ?? 99 < Self.leftPaddleTop(in: before) ?? 0
    }

    try pane.send("p")
    try pane.waitFor("press any key")
    try pane.send("Space")
    try pane.waitFor(timeout: 5) { !$0.contains("press any key") }

    // Leave the paddle alone: the hard computer wins the single point.
    let end = try pane.waitFor(timeout: 30) { $0.contains("wins!") }
    #expect(end.contains("Player 2 wins!"))
    try pane.send("Escape")
    try pane.waitFor("status=0")
  }

  @Test func twoPlayersFromTheCommandLine() throws {
    let pane = try TmuxPane()
    try pane.run("arcade play paddles --players 2 --win-score 1 --seed 5; echo \"status=$?\"")
    let ready = try pane.waitFor("Ready?")
    #expect(ready.contains("Player 2"))
    try pane.send("Space")
    let end = try pane.waitFor(timeout: 30) { $0.contains("wins!") }
    #expect(end.contains("Player 1 wins!") || end.contains("Player 2 wins!"))
    try pane.send("q")
    try pane.waitFor("status=0")
  }

  @Test func afterAGameOverWAndSDoNothingAndSpaceStartsANewGame() throws {
    let pane = try TmuxPane()
    try pane.run("arcade play paddles --players 2 --win-score 1 --seed 5; echo \"status=$?\"")
    try pane.waitFor("Ready?")
    // A paddle key at "Ready?" does not serve.
    try pane.send("w", "s", "Up", "Down")
    usleep(300_000)
    #expect(try pane.screen().contains("Ready?"))
    try pane.send("Space")
    try pane.waitFor(timeout: 30) { $0.contains("wins!") }
    // Players still holding their keys: nothing happens on the game-over screen.
    for _ in 0..<6 { try pane.send("w", "s", "Up", "Down") }
    usleep(300_000)
    let still = try pane.screen()
    #expect(still.contains("Game over") && still.contains("wins!"), "\(still)")
    #expect(still.contains("Space/click: new game"))
    try pane.send("Space")
    try pane.waitFor("Ready?")
    try pane.send("q")
    try pane.waitFor("status=0")
  }

  /// The argument parser checks the difficulty: its usage error (status 64) lists the values.
  @Test func badDifficultyIsAReadableError() throws {
    let pane = try TmuxPane()
    try pane.run("arcade play paddles --difficulty brutal; echo \"status=$?\"")
    let screen = try pane.waitFor("status=64")
    #expect(screen.contains("arcade: paddles: --difficulty brutal: choose one of easy, normal, hard"), "\(screen)")
  }

  /// The row where the left paddle's top block is (the first solid block in columns 0–20).
  static func leftPaddleTop(in screen: String) -> Int? {
    for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where row >= 2 {
      let left = line.prefix(20)
      if left.contains("█") || left.contains("▀") || left.contains("▄") { return row }
    }
    return nil
  }
}
