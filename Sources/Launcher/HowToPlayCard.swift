import ArcadeKit

/// A game's "How to play" card: its rules (from its `GameEntry`) in a panel over the menu, on
/// the game's first start from there. Any key starts the game; Esc goes back (`MenuScene`).
///
/// It also says where the rules are found again (the game's help key), the one hint a first
/// game needs.
struct HowToPlayCard: Hashable, Sendable {
  /// The game's name.
  let title: String
  /// Two or three sentences of rules.
  let rules: String
  /// The key that opens help in a game, as the player bound it.
  let helpKey: String

  /// The widest the rules are wrapped to.
  static let rulesWidth = 56

  func render(into canvas: inout Canvas) {
    let width = max(1, min(canvas.width - 6, Self.rulesWidth))
    let lines = Canvas.wrap(rules, width: width) + [
      "", "In the game, \(helpKey) shows these rules and the keys.", "", "Any key: play    Esc: back",
    ]
    canvas.centeredPanel(title: "How to play \(title)", lines: lines, style: .bold, alignment: .leading)
  }
}
