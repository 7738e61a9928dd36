import ArcadeKit
import Drawing

/// `ssh … who`: who is in the arcade now and what each is doing, as the lobby's "Who's
/// playing" lists them (names aligned, guests as `guest`), for a player deciding whether to
/// come in, or an operator's script.
enum WhoText {
  /// The lines for `players` (sorted as `OnlinePlayers.listing` sorts them).
  static func text(_ players: [PlayersScene.Player]) -> String {
    guard !players.isEmpty else { return "Nobody is in the arcade now.\n" }
    // Names were checked when they were chosen; written to a terminal, they stay text whatever
    // a board holds (`InertText`).
    let names = players.map { InertText.of($0.name) }
    let width = names.map { Canvas.columns(of: $0) }.max() ?? 0
    let title = players.count == 1 ? "1 player in the arcade now:" : "\(players.count) players in the arcade now:"
    let rows = zip(names, players).map { "  " + $0.padded(to: width) + "  " + $1.activity }
    return ([title] + rows).joined(separator: "\n") + "\n"
  }
}
