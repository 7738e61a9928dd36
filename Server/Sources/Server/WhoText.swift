/// `ssh … who`: who is in the arcade now and what each is doing, in the lobby's "Who's
/// playing" rows (`PlayersScene.rows`), for a player deciding whether to come in, or an
/// operator's script.
enum WhoText {
  /// The lines for `players` (sorted as `OnlinePlayers.listing` sorts them).
  static func text(_ players: [PlayersScene.Player]) -> String {
    guard !players.isEmpty else { return "Nobody is in the arcade now.\n" }
    let title = players.count == 1 ? "1 player in the arcade now:" : "\(players.count) players in the arcade now:"
    return ([title] + PlayersScene.rows(players, viewer: nil)).joined(separator: "\n") + "\n"
  }
}
