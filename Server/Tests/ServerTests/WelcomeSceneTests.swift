import ArcadeKit
import Drawing
import Server
import TestSupport
import Testing

/// The server's first screens: a new key's name, then the glyph card; a guest sees the card.
@Suite struct WelcomeSceneTests {
  /// A welcome whose menu is a notice naming the settings it was made with.
  static func welcome(guest: Bool) -> SceneDriver<WelcomeScene> {
    SceneDriver(
      WelcomeScene(isGuest: guest, settings: DisplaySettings()) { settings in
        NoticeScene(title: "Menu", lines: ["ascii \(settings.asciiOnly) console \(settings.consoleGlyphs)"])
      })
  }

  @Test func aNewKeyChoosesANameAndIsToldWhenItIsTaken() throws {
    var welcome = Self.welcome(guest: false)
    welcome.type("alice")
    welcome.press(.enter)
    guard case .perform(.request(let asked))? = welcome.commands.last else {
      Issue.record("the name is asked of the host: \(welcome.commands)")
      return
    }
    #expect(asked.request as? ClaimName == ClaimName(name: "alice"))
    welcome.send(
      .effect(
        .reply(RequestReply(to: ClaimName.self, .refused(reason: "alice is another player's name; choose another.")))))
    let canvas = welcome.render(Size(width: 80, height: 24))
    let expected = """






                    ┌ Welcome to the arcade ──────────────────────────┐
                    │        Your SSH key is who you are here.        │
                    │        Choose the name the boards show;         │
                    │                  you keep it.                   │
                    │                                                 │
                    │          [ alice_                    ]          │
                    │                                                 │
                    │ alice is another player's name; choose another. │
                    │                                                 │
                    │           Enter: take it   Esc: leave           │
                    └─────────────────────────────────────────────────┘
      """
    let problem = TextSnapshot.difference(canvas, expected)
    #expect(problem == nil, "\(problem ?? "")")
    welcome.press(.enter)
    welcome.send(.effect(.reply(RequestReply(to: ClaimName.self, .claimed("alice")))))
    #expect(welcome.scene.state == .card)
  }

  @Test func theCardShowsWhatTheGamesDrawAndTheAnswerBecomesTheSettings() throws {
    var welcome = Self.welcome(guest: true)
    let canvas = welcome.render(Size(width: 80, height: 24))
    let expected = """



                      ┌ How the arcade looks ───────────────────────┐
                      │    Do these look right in your terminal?    │
                      │                                             │
                      │          blocks  ▀▄█   dots  ⣿⡇⠿⠛           │
                      │        marks   ▲ ● ■ ◆   box  ┌─┐└─┘        │
                      │          colours ██ ██ ██ ██ ██ ██          │
                      │                                             │
                      │             1  yes, all of them             │
                      │      2  the dots or marks are missing       │
                      │           3  no: plain ASCII only           │
                      │      c  colours on (c turns them off)       │
                      │            Enter  keep as shown             │
                      │                                             │
                      │ You play as a guest: scores are not ranked. │
                      │ RSA keys are not supported here. For a key  │
                      │    that ranks you: ssh-keygen -t ed25519    │
                      └─────────────────────────────────────────────┘
      """
    let problem = TextSnapshot.difference(canvas, expected)
    #expect(problem == nil, "\(problem ?? "")")
    welcome.press(.character("2"))
    let applied = welcome.commands.compactMap { command -> DisplaySettings? in
      if case .perform(.applySettings(let settings)) = command { return settings }
      return nil
    }
    #expect(applied.map(\.consoleGlyphs) == [true])
    #expect(applied.map(\.asciiOnly) == [false])
    #expect(welcome.commands.contains { if case .replace = $0 { true } else { false } })
  }
}
