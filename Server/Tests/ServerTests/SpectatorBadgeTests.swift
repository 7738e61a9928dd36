import ArcadeKit
import Catalog
import Drawing
import Launcher
import Session
import TerminalWire
import TestSupport
import Testing

/// "1 watching", which a player sees while someone watches their game, goes to a corner the
/// game leaves blank: it covered Paddles' computer score in the top right corner.
@Suite struct SpectatorBadgeTests {
  static let size = Size(width: 80, height: 24)
  static let badge = "1 watching"

  /// A game's screen as the session draws it, a second into play (begun directly, as `arcade
  /// play` does), without the badge and then with it.
  static func screens(of game: String, glyphs: Glyphs = .full) throws -> (plain: Canvas, badged: Canvas) {
    let registry = GameCatalog.registry(fileSystem: .live)
    let entry = try #require(registry.entry(id: game))
    let setup = GameSetup(seed: 7, builtInLevelsDirectory: TestServer.levels, direct: true, networkPlay: false)
    let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
    var session = ArcadeSession(
      root: try entry.start(setup).makeScene(), wire: wire, size: size, settings: glyphs.settings, at: 0)
    _ = session.start(at: 0)
    _ = session.advance(to: 1)
    let plain = try #require(session.screen)
    _ = session.setCornerNote(badge, at: 1)
    return (plain, try #require(session.screen))
  }

  /// The whole screen of Paddles against the computer, the badge shown: the scores' row stays
  /// whole (before, the badge covered "Computer (normal): 0"), and the badge sits in the top
  /// wall right under it, as a box's title would.
  @Test func paddlesKeepsTheComputersScore() throws {
    let (plain, badged) = try Self.screens(of: "paddles")
    let expected = """
      Player 1 [W/S ↑/↓]: 0     P pause • ? help • Esc leave      Computer (normal): 0
              ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄ 1 watching ▄
                                              ┊
                                        █▀█   ┊   █▀█
                                        █ █  ⣀⣀   █ █
                                        ▀▀▀  ⠿⠿   ▀▀▀
                                              ┊
                                   ┌ Classic ───────────┐
                                   │       Ready?       │
                                   │                    │
                       ▄▄          │    You: W/S ↑/↓    │          ▄▄
                       ██          │  First to 3 wins   │          ██
                       ██          │                    │          ██
                       ██          │ Space/click: serve │          ██
                       ▀▀          │     Esc: leave     │          ▀▀
                                   └────────────────────┘
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
              ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(badged, expected) == nil, "\(badged.plainText)")
    #expect(badged.lines()[0] == plain.lines()[0])
  }

  /// In every game the badge covers only cells the game left blank (or the line of a box or a
  /// wall), so each keeps its score, status line and buttons in sight.
  @Test(arguments: GameCatalog.registry(fileSystem: .live).ids, Glyphs.allCases)
  func everyGameKeepsItsOwnInformation(game: String, glyphs: Glyphs) throws {
    let (plain, badged) = try Self.screens(of: game, glyphs: glyphs)
    #expect(badged.plainText.contains(Self.badge), "\(game), \(glyphs): no badge\n\(badged.plainText)")
    // A blank, a box's line, a wall of half blocks.
    let blanks: Set<Unicode.Scalar> = [" ", "\u{2500}", "\u{2501}", "\u{2550}", "-", "\u{2580}", "\u{2584}"]
    var covered: [String] = []
    for y in 0..<plain.height {
      for x in 0..<plain.width where plain[x, y] != badged[x, y] && !blanks.contains(plain[x, y].scalar) {
        covered.append("\(plain[x, y].scalar) at \(x),\(y)")
      }
    }
    #expect(covered.isEmpty, "\(game), \(glyphs): the badge covers \(covered)\n\(plain.plainText)\n\(badged.plainText)")
  }

  /// The glyphs a player chose on the first connection's card.
  enum Glyphs: String, CaseIterable, CustomStringConvertible {
    case full, console, ascii

    var description: String { rawValue }

    /// The settings that draw with these glyphs.
    var settings: DisplaySettings {
      var settings = DisplaySettings()
      settings.consoleGlyphs = self == .console
      settings.asciiOnly = self == .ascii
      return settings
    }
  }
}
