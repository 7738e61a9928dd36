import ArcadeKit
import Drawing
import Launcher
import Scores

/// The first screens of a connection to the server: a new key's player chooses the name they
/// keep (unique among players), then a card shows the arcade's glyphs and colours and asks
/// whether they look right, since the server cannot see what the client's font draws. The
/// answer becomes the player's display settings (kept with their key); then the menu.
///
/// A guest sees the card every time (nothing is kept for them) with a line on how to be
/// ranked; a known player goes straight to the menu and never sees this.
public struct WelcomeScene: Scene {
  /// Where the welcome is.
  public enum State: Hashable, Sendable {
    /// Typing the name; `problem` is why the last one was refused.
    case naming(problem: String?)
    /// The name was sent to the board; waiting for its answer.
    case claiming
    /// The glyph and colour card.
    case card
  }

  public private(set) var state: State
  private var field = TextField("", maximumLength: PlayerName.maximumLength)
  private var settings: DisplaySettings
  private let isGuest: Bool
  private let menu: @Sendable (DisplaySettings) -> any Scene

  /// The welcome for a player with no name yet (`isGuest` false) or a guest, showing
  /// `menu(settings)` when done.
  public init(isGuest: Bool, settings: DisplaySettings, menu: @escaping @Sendable (DisplaySettings) -> any Scene) {
    self.isGuest = isGuest
    self.settings = settings
    self.menu = menu
    state = isGuest ? .card : .naming(problem: nil)
  }

  public var minimumSize: Size { Size(width: 44, height: 14) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    if case .settingsChanged(let new) = event {
      settings = new
      return []
    }
    if let claim = event.reply(to: ClaimName.self) {
      guard state == .claiming else { return [] }
      switch claim {
      case .claimed: state = .card
      case .refused(let reason): state = .naming(problem: reason)
      }
      return []
    }
    if case .paste(let text) = event, case .naming = state {
      _ = field.paste(text)
      return []
    }
    guard let key = event.key else { return [] }
    switch state {
    case .naming:
      if key == .enter {
        let name = field.text
        guard name.contains(where: { !$0.isWhitespace }) else {
          state = .naming(problem: "Type a name first.")
          return []
        }
        state = .claiming
        return [.ask(ClaimName(name: name))]
      }
      if key == .escape || key == .control("c") { return [.quit] }
      _ = field.handle(key)
      return []
    case .claiming:
      return []
    case .card:
      return answer(key)
    }
  }

  /// The card's answer: `1` everything draws, `2` all but the dots and shapes the Linux
  /// console's font lacks, `3` plain ASCII; `c` turns colours on or off; Enter keeps the
  /// settings shown. Each applies at once and leaves for the menu, but `c`.
  private mutating func answer(_ key: Key) -> [Command] {
    if settings.keys.global.action(for: key) == .back { return [.quit] }
    var chosen = settings
    switch key {
    case .character("1"):
      chosen.asciiOnly = false
      chosen.consoleGlyphs = false
    case .character("2"):
      chosen.asciiOnly = false
      chosen.consoleGlyphs = true
    case .character("3"): chosen.asciiOnly = true
    case .character("c"), .character("C"):
      chosen.colorEnabled.toggle()
      settings = chosen
      return [.perform(.applySettings(chosen))]
    case .enter: break
    default: return []
    }
    let apply: [Command] = chosen == settings ? [] : [.perform(.applySettings(chosen))]
    return apply + [.replace(menu(chosen))]
  }

  // MARK: - Drawing

  public func render(into canvas: inout Canvas) {
    switch state {
    case .naming(let problem):
      let (line, view) = field.boxedLine(inside: PlayerName.maximumLength + 1)
      let panel = canvas.centeredPanel(
        title: "Welcome to the arcade",
        lines: [
          "Your SSH key is who you are here.", "Choose the name the boards show;", "you keep it.", "",
          line, "", problem ?? "", "", "Enter: take it   Esc: leave",
        ], style: .bold)
      canvas.markField(view, line: line, row: 4, of: panel)
    case .claiming:
      canvas.centeredPanel(title: "Welcome to the arcade", lines: ["Taking your name…"], style: .bold)
    case .card:
      renderCard(into: &canvas)
    }
  }

  /// The sample of what the games draw, and the question; in plain lines, where no glyph is
  /// drawn, the card says how to go on alone (and the guest's lines).
  private func renderCard(into canvas: inout Canvas) {
    guard !canvas.capabilities.plain else {
      let lines = ["The arcade in plain lines, for a screen reader."] + guestLines + ["Enter: the menu"]
      canvas.centeredPanel(title: "Welcome to the arcade", lines: lines, style: .bold)
      return
    }
    var lines = [
      "Do these look right in your terminal?", "",
      "blocks  ▀▄█   dots  ⣿⡇⠿⠛", "marks   ▲ ● ■ ◆   box  ┌─┐└─┘", "colours ██ ██ ██ ██ ██ ██", "",
      "1  yes, all of them", "2  the dots or marks are missing", "3  no: plain ASCII only",
      "c  colours \(settings.colorEnabled ? "on" : "off") (c turns them \(settings.colorEnabled ? "off" : "on"))",
      "Enter  keep as shown",
    ]
    lines += guestLines
    let panel = canvas.centeredPanel(title: "How the arcade looks", lines: lines, style: .bold)
    guard settings.colorEnabled else { return }
    let colours: [Color] = [.red, .green, .yellow, .blue, .magenta, .cyan]
    let inner = panel.inset(by: 1)
    let sample = lines[4]
    let startX = inner.x + max(0, (inner.width - Canvas.columns(of: sample)) / 2) + 8
    for (index, colour) in colours.enumerated() {
      canvas.restyle(Rect(x: startX + index * 3, y: inner.y + 4, width: 2, height: 1)) { $0.foreground = colour }
    }
  }

  /// What the card tells a guest, after a blank line (nothing for a player with a key). A guest
  /// who typed a password most often had only an RSA key, which nobody here can use
  /// (swift-nio-ssh has none): OpenSSH then says no more than "Permission denied" or asks for a
  /// password, so this card is where they learn why, and what to do.
  private var guestLines: [String] {
    guard isGuest else { return [] }
    return [
      "", "You play as a guest: scores are not ranked.", "RSA keys are not supported here. For a key",
      "that ranks you: ssh-keygen -t ed25519",
    ]
  }
}
