import ArcadeKit
import Drawing
import NetPlay

// MARK: - NetworkTexts

/// Every text the kit shows around a network match, in one place: the middle of the status line,
/// the panels for where the connection is (hosting, joining, connecting, waiting, an end without
/// a winner and why), and what the shared help and leave panels add. The game's own panels
/// ("Ready?", its end) are the game's.
enum NetworkTexts {
  // MARK: - Status line

  /// The middle of the status line before the round trip is known.
  /// (The status line's texts are `TextLine`s: they are made every frame.)
  static func keysHint(glyphs g: Glyphs) -> TextLine { "? keys \(g.bullet) Esc leave" }
  /// The middle of the status line in a match: the round trip, the input delay, the keys.
  static func roundTrip(milliseconds: Int, delayMilliseconds: Int?, glyphs g: Glyphs) -> TextLine {
    let delay: TextLine = delayMilliseconds.map { " \(g.bullet) delay \($0) ms" } ?? ""
    return "RTT \(milliseconds) ms\(delay) \(g.bullet) \(keysHint(glyphs: g))"
  }

  // MARK: - Before the match

  /// The hosting panel's title (`Hosting Paddles`).
  static func hostingTitle(_ game: String) -> String { "Hosting \(game)" }
  /// While the port opens.
  static func openingPort(glyphs g: Glyphs) -> [String] { ["Opening the port\(g.ellipsis)"] }
  /// While the host waits, with the commands that join it.
  static func waitingForOpponent(joinCommands: [String], leave: String, glyphs g: Glyphs) -> [String] {
    ["Waiting for an opponent\(g.ellipsis)", "", "They join with:"] + joinCommands + ["", "\(leave): stop hosting"]
  }
  /// The command that joins the host at `address` and `port`.
  static func joinCommand(address: String, port: Int) -> String { "arcade join \(address):\(port)" }
  /// The joining panel's title (`Joining Paddles`).
  static func joiningTitle(_ game: String) -> String { "Joining \(game)" }
  /// While the joiner connects.
  static func connecting(host: String, port: Int, leave: String, glyphs g: Glyphs) -> [String] {
    ["Connecting to \(host):\(port)\(g.ellipsis)", "", "\(leave): give up"]
  }
  /// Once connected, while the two sides agree on the match.
  static func greeting(peer: String?, glyphs g: Glyphs) -> [String] {
    ["Connected to \(peer ?? "the other side")", "Getting the match ready\(g.ellipsis)"]
  }
  /// While a dropped opponent is waited for, with the seconds left.
  static func waitingForReturn(secondsLeft: Int, leave: String, glyphs g: Glyphs) -> [String] {
    ["Waiting for opponent\(g.ellipsis) (\(leave) to leave)", "", "The match ends in \(secondsLeft) s"]
  }

  // MARK: - An end without a winner

  /// The title of the panel of a match that ended without a winner.
  static let endedTitle = "Match ended"
  /// A match that ended without a winner: why, the way back (`confirm`: Space, which with Enter
  /// goes back whatever the game binds).
  static func ended(_ ending: NetMatchEnd, confirm: String, leave: String) -> [String] {
    [ending.message, "", "\(confirm)/\(leave): back"]
  }

  // MARK: - The shared panels

  /// How to play over the network: the game's rules, and that nothing pauses.
  static func rules(_ howToPlay: String) -> String {
    howToPlay + " A network match never pauses: the other player's clock goes on, so play goes on under these panels."
  }
  /// What the leave question adds to "Leave GAME?".
  static let leaveNote = "Your opponent is told."
}
