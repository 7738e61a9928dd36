import ArcadeKit
import Drawing

/// The settings screen: characters (Unicode or ASCII), colour, background, sounds, motion (full,
/// or reduced: no flashes), the screen (drawn, or plain lines for a screen reader), key repeat
/// (the delay before a held key repeats), the game speed (slower for practice, not ranked), and
/// the Keys page (`KeysScene`).
///
/// Every change applies at once (the session re-draws, the host remembers it); back (Esc or q, as
/// the player bound it) goes back.
public struct SettingsScene: Scene {
  private(set) var settings: DisplaySettings
  private(set) var selection = 0
  /// The actions the Keys page lists.
  private let keyContexts: [KeyContext]

  /// Creates the screen showing `settings`; its Keys page lists `keyContexts`.
  public init(settings: DisplaySettings, keyContexts: [KeyContext] = [.global]) {
    self.settings = settings
    self.keyContexts = keyContexts
  }

  /// Nine rows two apart, below the title and above the hint line.
  public var minimumSize: Size { Size(width: 40, height: 22) }
  /// How many settings the screen lists.
  static let rowCount = 9

  public mutating func handle(_ event: InputEvent) -> [Command] {
    switch event {
    case .settingsChanged(let newSettings):
      settings = newSettings
      return []
    case .key(let key):
      if settings.keys.global.action(for: key) == .back { return [.pop] }
      switch key.direction {
      case .up: selection = (selection + SettingsScene.rowCount - 1) % SettingsScene.rowCount
      case .down: selection = (selection + 1) % SettingsScene.rowCount
      case .left: return change(by: -1)
      case .right: return change(by: 1)
      case nil: if key.isConfirm { return change(by: 1) }
      }
      return []
    case .mouse(let mouse) where mouse.kind == .press:
      let row = mouse.y - SettingsScene.firstRow(for: mouse.screen)
      guard row >= 0, row % 2 == 0, row / 2 < SettingsScene.rowCount else { return [] }
      selection = row / 2
      return change(by: 1)
    default:
      return []
    }
  }

  private mutating func change(by delta: Int) -> [Command] {
    switch selection {
    case 8: return [.push(KeysScene(settings: settings, contexts: keyContexts))]
    case 0: settings.asciiOnly.toggle()
    case 1: settings.colorEnabled.toggle()
    case 2:
      let choices = BackgroundSetting.allCases
      let index = choices.firstIndex(of: settings.background) ?? 0
      settings.background = choices[(index + delta + choices.count) % choices.count]
    case 3:
      let modes = SoundMode.allCases
      let index = modes.firstIndex(of: settings.sound) ?? 0
      settings.sound = modes[(index + delta + modes.count) % modes.count]
    case 4: settings.reducedMotion.toggle()
    case 5: settings.plain.toggle()
    case 6: settings.repeatDelay = Self.next(after: settings.repeatDelay, in: DisplaySettings.repeatDelays, by: delta)
    case 7: settings.gameSpeed = Self.next(after: settings.gameSpeed, in: DisplaySettings.gameSpeeds, by: delta)!
    default:
      return []
    }
    return [.perform(.applySettings(settings))]
  }

  /// The choice `delta` away from `value` in `choices`, round; a value not offered (one the
  /// file set) goes to the first.
  private static func next(after value: Double?, in choices: [Double?], by delta: Int) -> Double? {
    guard let index = choices.firstIndex(of: value) else { return choices[0] }
    return choices[(index + delta + choices.count) % choices.count]
  }

  static func firstRow(for size: Size) -> Int { max(3, size.height / 2 - 8) }

  public func render(into canvas: inout Canvas) {
    canvas.box(canvas.bounds, title: "Settings")
    let rows: [(String, String)] = [
      ("Characters", settings.asciiOnly ? "ASCII only" : "Unicode"),
      ("Colour", settings.colorEnabled ? "on" : "off (monochrome)"),
      ("Background", backgroundLabel(canvas.capabilities.background)),
      ("Sounds", settings.sound == .off ? "off" : settings.sound == .bell ? "terminal bell" : "screen flash"),
      ("Motion", settings.reducedMotion ? "reduced (no flashes)" : "full"),
      ("Screen", settings.plain ? "plain lines (screen reader)" : "drawn"),
      ("Key repeat", settings.repeatDelay.map { "after \(Self.seconds($0)) held" } ?? "as the terminal sends"),
      (
        "Game speed",
        settings.gameSpeed < 1 ? "\(PracticeSpeedScene.text(of: settings.gameSpeed)), practice: not ranked" : "full"
      ),
      ("Keys", "\(settings.keys.layout.rawValue)\(settings.keys.chosen.isEmpty ? "" : ", your own")"),
    ]
    let top = SettingsScene.firstRow(for: canvas.size)
    let left = max(2, canvas.width / 2 - 16)
    let g = canvas.glyphs
    for (index, row) in rows.enumerated() {
      let selected = index == selection
      let style: Style = selected ? .highlighted : .plain
      let y = top + index * 2
      canvas.text(selected ? "\(g.pointer) " : "  ", x: left - 2, y: y, style: .bold)
      canvas.text(row.0, x: left, y: y, style: style.with(attributes: .bold))
      canvas.text("\(g.arrowLeft) \(row.1) \(g.arrowRight)", x: left + 14, y: y, style: style)
    }
    canvas.centeredText(
      "\(g.arrowUp)\(g.arrowDown) choose   \(g.arrowLeft)\(g.arrowRight)/Enter change   "
        + "\(settings.keys.global.firstLabel(for: .back)) back",
      in: canvas.bounds, y: canvas.height - 2, style: .dim)
  }

  /// `value` seconds as a row says them: `0.6 s`, `1 s`.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }

  /// The background choice as shown; "auto" says what was detected.
  private func backgroundLabel(_ shown: Background) -> String {
    switch settings.background {
    case .auto: "auto (\(shown.rawValue))"
    case .dark: "dark"
    case .light: "light"
    }
  }
}
