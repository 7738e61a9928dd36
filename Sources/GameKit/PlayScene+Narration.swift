import ArcadeKit
import Drawing

extension PlayScene {
  /// The game said in plain mode: whether the computer plays, then the game's own facts
  /// (`PlayableGame.spokenFacts`). Its panels (the result and the keys that go on, where a
  /// network match's connection is, "Ready?") are read as drawn.
  public var narration: Narration? {
    let autoplayFacts = autoplay ? [SpokenFact("autoplay", "the computer plays", announced: false)] : []
    return Narration(autoplayFacts + game.spokenFacts)
  }

  /// The line under a finished game's result: the keys that play again and leave, or that the
  /// computer plays again.
  var resultFooter: String {
    let again = ["Enter"] + (Game.againAction.map { [keys.firstLabel(for: $0)] } ?? [])
    return autoplay ? "The computer plays again soon" : "\(again.joined(separator: "/")): play again · Esc: leave"
  }
}
