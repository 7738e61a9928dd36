import ArcadeKit
import NetPlay

// MARK: - NetPaddlesTexts

/// Every text a network match of Paddles shows, in one place: its status line, its panels
/// (hosting, joining, connecting, waiting, "Ready?", the end and why), and what its shared help
/// and leave panels say beyond every game's words.
enum NetPaddlesTexts {
  // MARK: - Status line

  /// This player's name on the status line, with the keys that move their paddle.
  /// (The status line's texts are `TextLine`s: they are made every frame.)
  static func you(glyphs g: Glyphs) -> TextLine { "You [W/S \(g.arrowUp)/\(g.arrowDown)]" }
  /// The other player's name on the status line.
  static let opponent: TextLine = "Opponent"
  /// A player's name and points.
  static func points(_ name: TextLine, _ points: Int) -> TextLine { "\(name): \(points)" }
  /// The middle of the status line before the round trip is known.
  static func keysHint(glyphs g: Glyphs) -> TextLine { "? keys \(g.bullet) Esc leave" }
  /// The middle of the status line in a match: the round trip, the input delay, the keys.
  static func roundTrip(milliseconds: Int, delayMilliseconds: Int?, glyphs g: Glyphs) -> TextLine {
    let delay: TextLine = delayMilliseconds.map { " \(g.bullet) delay \($0) ms" } ?? ""
    return "RTT \(milliseconds) ms\(delay) \(g.bullet) \(keysHint(glyphs: g))"
  }

  // MARK: - Before the match

  /// The hosting panel's title.
  static let hostingTitle = "Hosting Paddles"
  /// While the port opens.
  static func openingPort(glyphs g: Glyphs) -> [String] { ["Opening the port\(g.ellipsis)"] }
  /// While the host waits, with the commands that join it.
  static func waitingForOpponent(joinCommands: [String], leave: String, glyphs g: Glyphs) -> [String] {
    ["Waiting for an opponent\(g.ellipsis)", "", "They join with:"] + joinCommands + ["", "\(leave): stop hosting"]
  }
  /// The command that joins the host at `address` and `port`.
  static func joinCommand(address: String, port: Int) -> String { "arcade join \(address):\(port)" }
  /// The joining panel's title.
  static let joiningTitle = "Joining Paddles"
  /// While the joiner connects.
  static func connecting(host: String, port: Int, leave: String, glyphs g: Glyphs) -> [String] {
    ["Connecting to \(host):\(port)\(g.ellipsis)", "", "\(leave): give up"]
  }
  /// The title of the panels between connecting and playing.
  static let matchTitle = "Paddles"
  /// Once connected, while the two sides agree on the match.
  static func greeting(peer: String?, glyphs g: Glyphs) -> [String] {
    ["Connected to \(peer ?? "the other side")", "Getting the match ready\(g.ellipsis)"]
  }
  /// While a dropped opponent is waited for, with the seconds left.
  static func waitingForReturn(secondsLeft: Int, leave: String, glyphs g: Glyphs) -> [String] {
    ["Waiting for opponent\(g.ellipsis) (\(leave) to leave)", "", "The match ends in \(secondsLeft) s"]
  }
  /// "Ready?" on this player's `side` ("left" or "right").
  static func ready(side: PlayerSide, winScore: Int, serve: String, leave: String) -> [String] {
    let place = side == .one ? "left" : "right"
    return [
      "Ready?", "", "You play on the \(place)", "First to \(winScore) wins", "", "\(serve)/click: serve",
      "\(leave): leave",
    ]
  }

  // MARK: - The end

  /// The title of the panel after a win.
  static let gameOverTitle = "Game over"
  /// After a win: who won, the points, the way back.
  static func gameOver(won: Bool, scores: [Int], serve: String, leave: String, glyphs g: Glyphs) -> [String] {
    [won ? "You win!" : "Your opponent wins", "\(scores[0]) \(g.emDash) \(scores[1])", "", "\(serve)/\(leave): back"]
  }
  /// The title of the panel of a match that ended without a winner.
  static let endedTitle = "Match ended"
  /// A match that ended without a winner: why, the way back.
  static func ended(_ ending: NetMatchEnd, serve: String, leave: String) -> [String] {
    [reason(ending), "", "\(serve)/\(leave): back"]
  }
  /// Why a match ended, as the player reads it.
  static func reason(_ ending: NetMatchEnd) -> String {
    switch ending {
    case .finished: "The match is over."
    case .left: "You left the match."
    case .opponentLeft: "Your opponent left the match."
    case .opponentGone:
      "Your opponent did not come back within \(Int(NetSession.giveUpAfter)) seconds: the match is over."
    case .couldNotConnect(let message), .couldNotListen(let message), .protocolError(let message),
      .incompatible(let message):
      message
    case .desync(let step):
      "The two games differ at step \(step) (their state hashes do not match): the match was stopped rather than played on apart."
    }
  }

  // MARK: - The shared panels

  /// How to play over the network: the game's rules, and that nothing pauses.
  static let rules =
    PaddlesGame.howToPlay
    + " A network match never pauses: the other player's clock goes on, so play goes on under these panels."
  /// What the leave question adds to "Leave Paddles?".
  static let leaveNote = "Your opponent is told."
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
