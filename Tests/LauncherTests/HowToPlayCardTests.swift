import ArcadeKit
import BallsGame
import Drawing
import FileSystem
import HolesGame
import Launcher
import MazeGame
import PaddlesGame
import TestSupport
import Testing

/// Each game's "How to play" card: shown the first time the game is started from the menu,
/// remembered in the settings file once the player has read it (a key on the card starts the
/// game), and not shown again.
@Suite struct HowToPlayCardTests {
  static let games = [
    BallsGame.entry(levels: .live), PaddlesGame.entry(levels: .live), MazeGame.entry(levels: .live),
    HolesGame.entry(levels: .live),
  ]
  /// Paddles' first screen (its menu) reads no files, so a test can start it.
  static let paddles = 1

  static func choose(_ index: Int) -> [HeadlessTerminal.Scripted] {
    Array(repeating: press(.down), count: index) + [press(.enter)]
  }

  @Test(arguments: 0..<4)
  func theFirstStartFromTheMenuShowsTheGamesCard(index: Int) {
    let session = ArcadeSession(games: Self.games, script: Self.choose(index))
    _ = session.run()
    let screen = session.screen.joined(separator: "\n")
    #expect(screen.contains("How to play \(Self.games[index].title)"), "\(screen)")
    #expect(session.recorder.savedChanges.isEmpty, "nothing is remembered before the card is read")
  }

  /// Each card as the player sees it at 80×24: the rules under the arcade's title, the menu
  /// list hidden, and how to find the rules again.
  @Test(arguments: 0..<4)
  func cardAt80x24(index: Int) throws {
    let session = ArcadeSession(games: Self.games, script: Self.choose(index))
    _ = session.run()
    let canvas = try #require(session.terminal.screen)
    let expected = Self.cards[index]
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  /// On the smallest menu (40×12) the card keeps the rules and the keys that go on; the blank
  /// lines and the hint give way.
  @Test func cardAt40x12KeepsTheRulesAndTheKeys() throws {
    let session = ArcadeSession(games: Self.games, size: Size(width: 40, height: 12), script: Self.choose(3))
    _ = session.run()
    let canvas = try #require(session.terminal.screen)
    let expected = """
       ┌ How to play Holes ─────────────────┐
       │ Tilt the table to roll the ball to │
       │ the flag in the top left corner,   │
       │ and press it right into the corner │
       │ to score. The black holes turn and │
       │ pull the ball in: fall into one    │
       │ and a ball is lost. Every flag     │
       │ makes the holes turn faster.       │
       │ In the game, ? shows these rules   │
       │ and the keys.                      │
       │ Any key: play    Esc: back         │
       └────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  static let cards = [
    """


                                      A R C A D E
                       four small physics games for your terminal


              ┌ How to play Balls ───────────────────────────────────────┐
              │ Balls bounce around the field, and you get one explosion │
              │ per level: aim and fire it. Every ball that touches an   │
              │ explosion bursts into one too, so the chain can clear    │
              │ the field. Clear at least the level's target to go on;   │
              │ fall short and the run ends.                             │
              │                                                          │
              │ In the game, ? shows these rules and the keys.           │
              │                                                          │
              │ Any key: play    Esc: back                               │
              └──────────────────────────────────────────────────────────┘
    """,
    """


                                      A R C A D E
                       four small physics games for your terminal


               ┌ How to play Paddles ──────────────────────────────────┐
               │ Keep the puck from getting past your paddle. Where it │
               │ meets the paddle sets its angle: the middle sends it  │
               │ straight, the ends send it off to the side, and every │
               │ hit makes it faster. The first to the winning score   │
               │ takes the match.                                      │
               │                                                       │
               │ In the game, ? shows these rules and the keys.        │
               │                                                       │
               │ Any key: play    Esc: back                            │
               └───────────────────────────────────────────────────────┘
    """,
    """


                                      A R C A D E
                       four small physics games for your terminal


              ┌ How to play Maze ────────────────────────────────────────┐
              │ Tilt the board to roll the ball from the start to the    │
              │ goal; the board stays tilted until you change it. The    │
              │ clock starts with your first tilt: beat the par time,    │
              │ then your own best. Arrows let the ball through one way, │
              │ holes send it back to the start, doors open and shut.    │
              │                                                          │
              │ In the game, ? shows these rules and the keys.           │
              │                                                          │
              │ Any key: play    Esc: back                               │
              └──────────────────────────────────────────────────────────┘
    """,
    """


                                      A R C A D E
                       four small physics games for your terminal


              ┌ How to play Holes ──────────────────────────────────────┐
              │ Tilt the table to roll the ball to the flag in the top  │
              │ left corner, and press it right into the corner to      │
              │ score. The black holes turn and pull the ball in: fall  │
              │ into one and a ball is lost. Every flag makes the holes │
              │ turn faster.                                            │
              │                                                         │
              │ In the game, ? shows these rules and the keys.          │
              │                                                         │
              │ Any key: play    Esc: back                              │
              └─────────────────────────────────────────────────────────┘
    """,
  ]

  @Test func theHelpScreenSaysHowToPlayEachGameAboveItsKeys() {
    var canvas = Canvas(size: Size(width: 80, height: 200))
    HelpScene(registry: GameRegistry(Self.games)).render(into: &canvas)
    let lines = canvas.lines()
    for game in Self.games {
      let heading = lines.firstIndex {
        $0.hasPrefix("│ \(game.title) ")
          || $0 == "│ \(game.title)" + String(repeating: " ", count: 77 - game.title.count) + "│"
      }
      #expect(heading != nil, "\(game.title)")
      guard let heading else { continue }
      let firstWords = game.howToPlay.split(separator: " ").prefix(4).joined(separator: " ")
      #expect(lines[heading + 1].contains(firstWords), "\(game.title): \(lines[heading + 1])")
    }
  }

  @Test func aKeyOnTheCardStartsTheGameAndTheCardIsRememberedInTheSettingsFile() throws {
    let session = ArcadeSession(
      games: Self.games, script: Self.choose(Self.paddles) + [press(.enter), press(.escape), press(.enter)])
    _ = session.run()
    let change = try #require(session.recorder.savedChanges.first)
    #expect(
      SettingsEdit.changes(from: change.old, to: change.new) == [SettingsEdit(.display, "how-to-play-seen", "paddles")])
    let cards = session.frames.filter { $0.joined().contains("How to play") }
    let lastCard = try #require(session.frames.lastIndex { $0.joined().contains("How to play") })
    #expect(!cards.isEmpty)
    #expect(lastCard < session.frames.count - 1)
    let screen = session.screen.joined(separator: "\n")
    #expect(screen.contains("vs computer"), "the second start goes straight to the Paddles menu: \(screen)")
    #expect(!screen.contains("How to play"))
  }

  @Test func aCardReadInOneRunIsNotShownInTheNext() throws {
    let first = ArcadeSession(games: Self.games, script: Self.choose(Self.paddles) + [press(.enter)])
    _ = first.run()
    let change = try #require(first.recorder.savedChanges.first)
    let path = "/home/player/.config/arcade/settings"
    let file = SettingsFile(path: path, fileSystem: .inMemory(directories: ["/home/player/.config/arcade"]))
    try file.save(from: change.old, to: change.new)
    let settings = file.load(contexts: GameRegistry(Self.games).keyContexts).settings
    let second = ArcadeSession(games: Self.games, settings: settings, script: Self.choose(Self.paddles))
    _ = second.run()
    #expect(!second.frames.contains { $0.joined().contains("How to play") })
  }

  @Test func theSeenLineIsReadAndAWrongNameInItIsReported() {
    let path = "/home/player/.config/arcade/settings"
    let good = SettingsFile(path: path, fileSystem: .inMemory(files: [path: "how-to-play-seen = maze, balls\n"]))
    #expect(good.load(contexts: []).settings.howToPlaySeen == ["balls", "maze"])
    let bad = SettingsFile(
      path: path, fileSystem: .inMemory(files: [path: "sound = bell\nhow-to-play-seen = maze; balls\n"]))
    let contents = bad.load(contexts: [])
    #expect(contents.settings.howToPlaySeen == [])
    #expect(contents.settings.sound == .bell)
    #expect(
      contents.problems == [
        "\(path):2: how-to-play-seen lists game ids separated by commas (balls, maze), not `maze; balls`"
      ])
  }

  @Test func escOnTheCardGoesBackToTheMenuAndTheCardWaitsForNextTime() {
    let session = ArcadeSession(games: Self.games, script: Self.choose(Self.paddles) + [press(.escape)])
    _ = session.run()
    let screen = session.screen.joined(separator: "\n")
    #expect(screen.contains("A R C A D E"))
    #expect(!screen.contains("How to play"))
    #expect(session.recorder.savedChanges.isEmpty)
  }
}
