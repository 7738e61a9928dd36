import Testing

@testable import Server

/// `ssh … who`'s text: names aligned by the columns they take, and a name that holds control
/// characters (a board written by anything) shown as text, never run by the terminal.
@Suite struct WhoTextTests {
  @Test func namesAlignByTheirColumnsAndStayText() {
    let players = [
      PlayersScene.Player(id: 1, name: "Ada", activity: "playing Maze"),
      PlayersScene.Player(id: 2, name: "Zoë", activity: "in the menu"),
      PlayersScene.Player(id: 3, name: "漢字", activity: "watching Ada"),
      PlayersScene.Player(id: 4, name: "Eve\u{1B}[2J", activity: "in the menu"),
    ]
    #expect(
      WhoText.text(players) == """
        4 players in the arcade now:
          Ada         playing Maze
          Zoë         in the menu
          漢字        watching Ada
          Eve\\x1B[2J  in the menu

        """)
  }

  @Test func nobodyIsSaidInWords() {
    #expect(WhoText.text([]) == "Nobody is in the arcade now.\n")
  }
}
