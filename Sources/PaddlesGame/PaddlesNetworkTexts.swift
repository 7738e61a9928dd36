import ArcadeKit
import Drawing
import GameKit

// MARK: - PaddlesNetworkTexts

/// What a network match of Paddles shows of its own, in one place: its status line's names, its
/// "Ready?" and its end, and the help lines of its keys. The panels for where the connection
/// is (hosting, joining, waiting, an end without a winner) and the round trip are the kit's.
enum PaddlesNetworkTexts {
  // MARK: - Status line

  /// This player's name on the status line, with the keys that move their paddle.
  /// (The status line's texts are `TextLine`s: they are made every frame.)
  static func you(glyphs g: Glyphs) -> TextLine { "You [W/S \(g.arrowUp)/\(g.arrowDown)]" }
  /// The other player's name on the status line.
  static let opponent: TextLine = "Opponent"
  /// A player's name and points.
  static func points(_ name: TextLine, _ points: Int) -> TextLine { "\(name): \(points)" }

  // MARK: - The match

  /// "Ready?" on this player's `side` ("left" or "right").
  static func ready(side: PlayerSlot, winScore: Int, serve: String, leave: String) -> [String] {
    let place = side == .one ? "left" : "right"
    return [
      "Ready?", "", "You play on the \(place)", "First to \(winScore) wins", "", "\(serve)/click: serve",
      "\(leave): leave",
    ]
  }

  /// The title of the panel after a win.
  static let gameOverTitle = "Game over"
  /// After a win: who won, the points, the way back.
  static func gameOver(won: Bool, scores: [Int], serve: String, leave: String, glyphs g: Glyphs) -> [String] {
    [won ? "You win!" : "Your opponent wins", "\(scores[0]) \(g.emDash) \(scores[1])", "", "\(serve)/\(leave): back"]
  }

  // MARK: - Help

  /// The help lines of the paddle keys over the network: both sets move this player's paddle.
  static func keys(_ keys: KeyMap<PaddlesAction>) -> [KeyHelp] {
    [
      KeyHelp("\(keys.label(for: .leftUp)) \(keys.label(for: .rightUp))", "your paddle up"),
      KeyHelp("\(keys.label(for: .leftDown)) \(keys.label(for: .rightDown))", "your paddle down"),
      KeyHelp(keys.label(for: .serve), "serve at \"Ready?\" (a click too)"),
      KeyHelp("Mouse drag", "moves your paddle (on your half)"),
    ]
  }
}
