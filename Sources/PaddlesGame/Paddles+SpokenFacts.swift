import ArcadeKit
import GameKit
import Physics

extension Paddles {
  /// What Paddles says in plain mode, most important first: the arena; the points, said as
  /// each is scored; "Ready?", a puck waiting for its receiver's serve, and the winner, said as
  /// they come (the picture shows the end itself, `resultPanel` is nil, so the kit says no
  /// result). Where the puck is against the paddle it heads for is said only in the state line.
  ///
  /// Players are named for who listens: "you" and "computer" against the computer, "you" and
  /// "opponent" over the network, "player 1" and "player 2" on one keyboard, "left" and
  /// "right" when the computer plays both.
  public var spokenFacts: [SpokenFact] {
    [
      SpokenFact("arena", "arena \(match.arena.name)"),
      SpokenFact("points", pointsWords),
      SpokenFact("play", playWords),
      SpokenFact("puck", puckWords, announced: false),
    ]
  }

  /// Both players' points, the listener's first: "you 2, computer 1".
  private var pointsWords: String {
    let (left, right) = (match.scores[0], match.scores[1])
    if let mine = settings.networkSide {
      return "you \(match.scores[mine.rawValue]), opponent \(match.scores[mine.opponent.rawValue])"
    }
    if isDemo { return "left \(left), right \(right)" }
    if settings.againstComputer { return "you \(left), computer \(right)" }
    return "player 1 has \(left), player 2 has \(right)"
  }

  /// "Ready?" and the points that win (over the network, which side is this player's), a puck
  /// that waits for its receiver to serve it, or who won ("you win 3 to 1"); empty while the
  /// puck is in play. The picture's panels are not read in plain mode, so these say what goes
  /// on: the serve.
  private var playWords: String {
    switch phase {
    case .ready:
      let first = "first to \(match.winScore) wins, serve to start"
      guard let mine = settings.networkSide else { return "ready, \(first)" }
      return "ready, you play on the \(mine == .one ? "left" : "right"), \(first)"
    case .playing:
      guard waitsForReceiver else { return "" }
      // The served puck heads for its receiver, the player who scored.
      let receiver: PlayerSlot = match.puck.direction.x < 0 ? .one : .two
      let seconds = PaddlesMatch.receiverServeSteps / PaddlesMatch.stepsPerSecond
      let who = settings.againstComputer ? "your serve" : "player \(receiver.number) serves"
      return "\(who), or it goes in \(seconds) seconds"
    case .over:
      guard let winner = match.winner else { return "" }
      let points = "\(match.scores[winner.rawValue]) to \(match.scores[winner.opponent.rawValue])"
      if let mine = settings.networkSide {
        return winner == mine ? "you win \(points)" : "your opponent wins \(points)"
      }
      if isDemo { return "\(winner == .one ? "left" : "right") wins \(points)" }
      let won =
        settings.againstComputer
        ? (winner == .one ? "you win \(points)" : "the computer wins \(points)")
        : "player \(winner.number) wins \(points)"
      return "\(won), serve for a new game"
    }
  }

  /// Where the puck is against a paddle, across the field: the listener's own paddle, or on one
  /// keyboard and in a demo the paddle it heads for ("puck coming to you, above your paddle";
  /// "serve going to player 2, level with their paddle"); empty out of play.
  private var puckWords: String {
    guard phase == .playing else { return "" }
    let puck = match.puck
    let heading: PlayerSlot = puck.direction.x < 0 ? .one : .two
    let own: PlayerSlot? = settings.networkSide ?? (settings.againstComputer && !isDemo ? .one : nil)
    let side = own ?? heading
    let paddle = match.paddleRect(side)
    let place = puck.center.y < paddle.minY ? "above" : puck.center.y > paddle.maxY ? "below" : "level with"
    let what = match.serveDelay > 0 ? "serve" : "puck"
    if own != nil {
      return "\(what) \(heading == side ? "coming to you" : "going away"), \(place) your paddle"
    }
    let target = isDemo ? (side == .one ? "the left" : "the right") : "player \(side.number)"
    return "\(what) going to \(target), \(place) their paddle"
  }
}
