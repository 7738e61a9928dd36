import ArcadeKit
import Drawing

/// One terminal's bytes, both ways, with no I/O: input decoded into events, canvases encoded
/// into the changed cells, the modes in and out, and what the terminal told about itself.
///
/// A value per terminal, so one process can drive many (an SSH server's sessions) and a test
/// can drive one with bytes alone. Whoever owns the descriptor feeds it what arrived, writes
/// what it returns, and wakes at `deadline`.
public struct TerminalWire: Sendable {
  /// The terminal type's capabilities.
  public let profile: TerminalProfile
  private let sequences: TerminalSequences
  private let modes: TerminalModes
  private var decoder: TerminalInputDecoder
  private var encoder = FrameEncoder()
  /// The canvas the screen shows (nil: unknown, so the next frame redraws everything).
  private var last: Canvas?
  /// The height of the last canvas presented: where the cursor is left at the end.
  private var lastHeight: Int?
  /// Whether the terminal's locale encodes UTF-8.
  private let unicode: Bool
  /// Whether this is the Linux console, whose fonts lack half blocks and braille.
  private let consoleFont: Bool
  /// What the terminal said about the kitty keyboard protocol (nil: no reply yet).
  public private(set) var kittySupported: Bool?
  /// Whether the device-attributes reply that ends the start-up queries is still to come.
  public private(set) var awaitingReplies = false
  /// The terminal's background as it answered OSC 11, else the hint given (nil: unknown).
  public private(set) var detectedBackground: Background?
  /// Whether the kitty flags are pushed (key releases are being reported).
  public private(set) var kittyPushed = false
  /// Whether mouse reports are asked for.
  public private(set) var mouseReporting = false
  /// Whether the terminal said it draws synchronized output (mode 2026: kitty, WezTerm, foot,
  /// Ghostty, iTerm2, Windows Terminal): each frame is then wrapped in it, never half shown.
  public private(set) var synchronizedOutput = false
  /// Whether the session writes plain lines rather than drawing (`start(plain:)`): the
  /// terminal is left as the shell had it but for pastes and key reports.
  public private(set) var plain = false

  /// The terminal type GNU screen gives in its secondary device attributes ("S").
  private static let gnuScreen = 83

  /// A wire for a terminal with `profile`, whose locale is UTF-8 (`unicode`), which is the
  /// Linux console (`consoleFont`), and whose background something else hinted
  /// (`COLORFGBG`), until the terminal says.
  public init(profile: TerminalProfile, unicode: Bool, consoleFont: Bool, backgroundHint: Background?) {
    self.profile = profile
    sequences = TerminalSequences(profile: profile)
    modes = TerminalModes(profile: profile)
    decoder = TerminalInputDecoder(keyStrings: profile.keyStrings)
    self.unicode = unicode
    self.consoleFont = consoleFont
    detectedBackground = backgroundHint
  }

  // MARK: - Start and end

  /// The bytes that enter the arcade's modes and ask the start-up questions; `plain` for plain
  /// lines (no alternate screen, no hidden cursor, no mouse).
  public mutating func start(plain: Bool = false) -> [UInt8] {
    self.plain = plain
    mouseReporting = !plain
    awaitingReplies = true
    last = nil
    return plain ? modes.enteringPlain : modes.entering
  }

  /// The bytes that give the terminal back as the shell had it (`restoreBytes`); afterwards the
  /// wire holds no modes (what the terminal told of itself stays known, and replies still owed
  /// stay awaited: the host reads them before the shell's prompt would show them).
  public mutating func finish() -> [UInt8] {
    let bytes = restoreBytes
    kittyPushed = false
    mouseReporting = false
    last = nil
    return bytes
  }

  /// What `finish` would send now: what a crash handler writes (given whether the kitty flags
  /// are pushed).
  public var restoreBytes: [UInt8] {
    plain
      ? modes.leavingPlain(kittyPushed: kittyPushed)
      : modes.restoring(kittyPushed: kittyPushed, bottomRow: lastHeight.map { $0 - 1 })
  }

  // MARK: - Input

  /// When what the decoder holds must be decided (nil: nothing waits): wake then and `expire`.
  public var deadline: Double? { decoder.deadline }

  /// Decodes `bytes` that arrived at `time`; what must be sent in answer goes into `reply`.
  public mutating func receive(_ bytes: some Collection<UInt8>, at time: Double, reply: inout [UInt8]) -> [WireEvent] {
    translate(decoder.feed(bytes, at: time), reply: &reply)
  }

  /// Decides what waits (a lone Esc is the Esc key) once its deadline has passed at `time`.
  public mutating func expire(at time: Double) -> [WireEvent] {
    var reply: [UInt8] = []
    // A deadline decides only a cut sequence (an Esc and what followed it), never a whole
    // reply, so nothing here needs an answer.
    return translate(decoder.expire(at: time), reply: &reply)
  }

  /// What the decoded events mean to the session; replies to the queries are kept here.
  private mutating func translate(_ events: [TerminalInputDecoder.Event], reply: inout [UInt8]) -> [WireEvent] {
    var result: [WireEvent] = []
    for event in events {
      switch event {
      case .press(let key): result.append(.key(key))
      case .release(let key): result.append(.keyRelease(key))
      case .interrupt: result.append(.interrupt)
      case .quit: result.append(.quit)
      case .suspend: result.append(.suspend)
      case .mouse(let report): result.append(.mouse(report))
      case .paste(let text): result.append(.paste(text))
      case .kittySupported: kittySupported = true
      case .terminalType(let type):
        if type == Self.gnuScreen && mouseReporting {
          // GNU screen holds a lone ESC for as long as mouse reports are asked for (waiting for
          // the rest of a report that never comes): Esc must work, so the mouse stays off there.
          reply += TerminalModes.mouseOff
          mouseReporting = false
        }
      case .modeReport(let mode, let value):
        // 1 or 2: recognized (set or reset); 3: always on. 0 (unknown) and 4 (always off): no.
        if mode == 2026 { synchronizedOutput = (1...3).contains(value) }
      case .deviceAttributes:
        if kittySupported == nil { kittySupported = false }
        if awaitingReplies { result.append(.repliesComplete) }
        awaitingReplies = false
      case .operatingSystemReply(let body):
        guard let background = Background(osc11Reply: body) else { continue }
        let drawnBefore = BackgroundSetting.auto.resolved(detected: detectedBackground)
        detectedBackground = background
        // Only a background that changes what is drawn (with the background detected) is news.
        if background != drawnBefore { result.append(.capabilitiesChanged) }
      }
    }
    return result
  }

  // MARK: - Output

  /// Appends what turns the screen from the last canvas presented into `canvas`: only the
  /// changed cells, unless `invalidate` was called (or the size or capabilities changed).
  public mutating func present(_ canvas: Canvas, into bytes: inout [UInt8]) {
    guard synchronizedOutput else {
      encoder.encode(canvas, over: last, with: sequences, into: &bytes)
      remember(canvas)
      return
    }
    let start = bytes.count
    bytes += TerminalModes.frameBegin
    encoder.encode(canvas, over: last, with: sequences, into: &bytes)
    if bytes.count == start + TerminalModes.frameBegin.count {
      bytes.removeLast(TerminalModes.frameBegin.count)  // nothing changed: nothing to wrap
    } else {
      bytes += TerminalModes.frameEnd
    }
    remember(canvas)
  }

  /// Keeps `canvas` as what the screen shows, without the backdrop it carries: that goes on
  /// with the drawing, and a second holder would make the next one kept a copy.
  private mutating func remember(_ canvas: Canvas) {
    last = canvas
    last?.forgetBackdrop()
    lastHeight = canvas.height
  }

  /// Makes the next `present` clear the screen and draw everything (after a resize, which may
  /// have reflowed the screen, or a resume, after which the screen is unknown).
  public mutating func invalidate() {
    last = nil
  }

  /// Asks the terminal to report key releases (pushing the kitty flags), or to stop; true only
  /// when they will be reported, which needs the terminal to have said it speaks the protocol.
  public mutating func reportKeyReleases(_ on: Bool, into bytes: inout [UInt8]) -> Bool {
    guard on else {
      if kittyPushed { bytes += TerminalModes.kittyPop }
      kittyPushed = false
      return false
    }
    guard kittySupported == true else { return false }
    if !kittyPushed { bytes += TerminalModes.kittyPush }
    kittyPushed = true
    return true
  }

  /// What the terminal can show with `settings`.
  public func capabilities(for settings: DisplaySettings) -> Capabilities {
    Capabilities(
      unicode: unicode && !settings.asciiOnly,
      colorDepth: ColorDepth.choose(terminalColors: profile.colors, colorEnabled: settings.colorEnabled),
      background: settings.background.resolved(detected: detectedBackground),
      consoleFont: consoleFont || settings.consoleGlyphs, reducedMotion: settings.reducedMotion,
      plain: settings.plain)
  }

  /// The bytes that put `text` on the clipboard of the terminal's machine (OSC 52: xterm,
  /// kitty, WezTerm, foot, iTerm2, Windows Terminal, tmux with `set-clipboard on`); a terminal
  /// that does not know the sequence ignores it.
  public func clipboard(_ text: String) -> [UInt8] {
    Array("\u{1B}]52;c;".utf8) + Base64.encode(Array(text.utf8)) + [0x07]
  }

  /// The bytes of a sound cue: the bell (`bel`) or the screen's flash (`flash`, its pause
  /// dropped, so a terminal may show it too briefly to see), empty when the terminal has none.
  public func sound(_ cue: SoundMode) -> [UInt8] {
    let capability: TerminalProfile.Capability
    switch cue {
    case .off: return []
    case .bell: capability = .bel
    case .flash: capability = .flash
    }
    return profile[capability].map { TerminfoFormat($0).expand() } ?? []
  }
}
