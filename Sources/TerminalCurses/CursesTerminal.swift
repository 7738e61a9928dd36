#if canImport(Glibc)
import Glibc
#endif
import ArcadeKit
import CNcursesw

/// The live terminal: ncursesw behind the `Terminal` protocol.
///
/// Starts with `newterm` (never `initscr`, which exits on a bad TERM), presents canvases by
/// writing only the cells that changed and calling `doupdate` once, and waits for input with
/// `poll` so a timeout can end exactly when the next step is due.
public final class CursesTerminal: Terminal {
  private var screen: OpaquePointer?
  private let localeIsUTF8: Bool
  /// Whether TERM names the Linux console, whose fonts lack half blocks and braille.
  private let consoleFont: Bool
  private var settings: DisplaySettings
  public private(set) var capabilities: Capabilities
  private var pairs: ColorPairs
  private var last: Canvas?
  private var emptyReads = 0
  /// Reads decoded while waiting for the terminal's replies, handed out first.
  private var pending: [TerminalRead] = []
  /// What the terminal said about the kitty keyboard protocol (nil: no reply yet).
  private var kittyProtocol: Bool?
  /// The terminal's background as it answered OSC 11, else as `COLORFGBG` says (nil: unknown).
  private var detectedBackground: Background?
  /// Whether the device-attributes reply that ends the start-up queries is still to come.
  private var awaitingReplies = false
  /// Whether the kitty flags are pushed (key releases are being reported).
  private var kittyActive = false
  /// The window's size as the kernel reports it; curses is given at most `Canvas.maximumSize`.
  private var windowSize = Size(width: 80, height: 24)
  /// LINES and COLUMNS as the arcade found them, put back when curses ends.
  private let savedSizeVariables: [String?]
  private var ended = false

  /// Sequences that turn on reporting of drags (button-event tracking, SGR coordinates).
  private static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"
  private static let mouseOff = "\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l"
  /// Kitty keyboard flags: disambiguate (1), report event types (2), alternate keys (4), all
  /// keys as escape codes (8) — the last is what makes letter keys report their release.
  private static let kittyPush = "\u{1B}[>15u"
  private static let kittyPop = "\u{1B}[<u"

  // MARK: - Start and end

  /// Starts curses on the controlling terminal, or throws a one-line reason it cannot.
  public init(settings: DisplaySettings) throws {
    guard isatty(STDIN_FILENO) == 1 else { throw TerminalStartError.notATerminal(stream: "standard input") }
    guard isatty(STDOUT_FILENO) == 1 else { throw TerminalStartError.notATerminal(stream: "standard output") }
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    if term.isEmpty { throw TerminalStartError.termUnset }
    if term == "dumb" { throw TerminalStartError.dumbTerminal }
    consoleFont = term == "linux" || term.hasPrefix("linux-")

    setlocale(LC_ALL, "")
    let codeset = String(cString: nl_langinfo(nl_item(CODESET))).uppercased()
    localeIsUTF8 = codeset == "UTF-8" || codeset == "UTF8"
    CrashRestore.saveModes(of: STDIN_FILENO)

    // ncurses prints nothing and returns NULL for an unknown TERM when stderr is quiet enough;
    // silence it anyway so the user sees exactly one line from us.
    let savedStderr = dup(STDERR_FILENO)
    let devNull = open("/dev/null", O_WRONLY)
    if devNull >= 0 { dup2(devNull, STDERR_FILENO); close(devNull) }
    // Curses would size its screens by the window (three of them, LINES×COLS cells each:
    // gigabytes for a 10000×10000 window), at start and whenever it looks again (after endwin).
    // LINES and COLUMNS override the kernel's size, so they always hold the window's size
    // capped at the canvas limit (`announceSize`); the Linux console's entry has no size of its
    // own, so curses needs one from there anyway.
    savedSizeVariables = CursesTerminal.sizeVariables.map { getenv($0).map { String(cString: $0) } }
    CursesTerminal.announceSize(CursesTerminal.measureWindow() ?? Size(width: 80, height: 24))
    use_env(true)
    SignalWatch.windowChanged.store(false, ordering: .relaxed)
    SignalWatch.installWindowChangeHandler()
    let started = arcade_newterm()
    if savedStderr >= 0 { dup2(savedStderr, STDERR_FILENO); close(savedStderr) }
    guard let started else {
      _ = Glibc.signal(SIGWINCH, SIG_DFL)
      CursesTerminal.restoreSizeVariables(savedSizeVariables)
      throw TerminalStartError.unknownTerminal(term)
    }
    screen = started
    guard arcade_tigetstr("cup") != nil else {
      endwin()
      delscreen(started)
      screen = nil
      throw TerminalStartError.noCursorAddressing(term)
    }

    let window = CursesTerminal.windowOrCursesSize()
    windowSize = window
    CursesTerminal.resizeCurses(toFit: window)

    // ncurses flushes its output at every cursor move while the screen is in its initial
    // state, which newterm never leaves: ten small writes a frame. A first endwin and refresh
    // move it to the running state, and each frame becomes one write.
    endwin()
    wrefresh(arcade_stdscr())

    cbreak()
    noecho()
    nonl()
    // cbreak keeps XON/XOFF flow control, so Ctrl-S would freeze the screen (and Ctrl-Q thaw it):
    // turn it off so both reach the scenes as keys (Ctrl-S saves in the editor). Ctrl-C and
    // Ctrl-Z keep their signals.
    var modes = termios()
    if tcgetattr(STDIN_FILENO, &modes) == 0 {
      modes.c_iflag &= ~tcflag_t(IXON)
      tcsetattr(STDIN_FILENO, TCSANOW, &modes)
      def_prog_mode()
    }
    keypad(arcade_stdscr(), true)
    intrflush(arcade_stdscr(), false)
    curs_set(0)
    set_escdelay(25)
    leaveok(arcade_stdscr(), true)
    // No typeahead checks during doupdate: each one flushed a small write; frames are small and
    // input is read right after, so one write per frame is both faster and just as responsive.
    typeahead(-1)
    if has_colors() {
      start_color()
      use_default_colors()
    }
    // Mouse reports are decoded by `MouseReportDecoder`, not by curses: curses knows only the
    // one format the entry's kmous names, and tmux's, screen's, kitty's and the console's name
    // X10 while the terminal sends SGR. Take kmous out of curses' key table so the report's
    // bytes reach `readEscapeSequence`, and never call mousemask (it would add it back).
    keyok(KEY_MOUSE, false)
    CursesTerminal.writeRaw(CursesTerminal.mouseOn)

    self.settings = settings
    pairs = ColorPairs(available: Int32(arcade_color_pairs()))
    detectedBackground = getenv("COLORFGBG").flatMap { Background(colorFGBG: String(cString: $0)) }
    capabilities = Capabilities(unicode: false, colorDepth: .monochrome)
    capabilities = currentCapabilities()

    // Ask for the background colour (OSC 11) and whether the terminal speaks the kitty
    // keyboard protocol, then for its device attributes, which every terminal answers: that
    // last reply ends the questions, and none waits here (replies are read with the input; the
    // first frame may be drawn for a dark background and redrawn when the answer comes).
    CursesTerminal.writeRaw("\u{1B}]11;?\u{1B}\\\u{1B}[?u\u{1B}[c")
    awaitingReplies = true

    CrashRestore.prepareResetBytes(CursesTerminal.resetSequence(), kittyPop: CursesTerminal.kittyPop)
    SignalWatch.installCrashHandlers()
    SignalWatch.installTerminationHandlers()
  }

  /// Leaves curses mode and restores the terminal as the shell had it. Safe to call twice.
  public func end() {
    guard !ended else { return }
    ended = true
    // Replies to the start-up queries still on their way would otherwise land at the shell's
    // prompt as stray text; read them here (a quarter second at most, once).
    awaitReplies()
    if kittyActive { CursesTerminal.writeRaw(CursesTerminal.kittyPop) }
    kittyActive = false
    CrashRestore.kittyPushed.store(false, ordering: .relaxed)
    CursesTerminal.writeRaw(CursesTerminal.mouseOff)
    curs_set(1)
    endwin()
    if let screen { delscreen(screen) }
    screen = nil
    CursesTerminal.restoreSizeVariables(savedSizeVariables)
    SignalWatch.resetTerminationHandlers()
  }

  deinit { end() }

  private static func resetSequence() -> String {
    var text = mouseOff
    for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
      if let value = arcade_tigetstr(name) { text += String(cString: value) }
    }
    return text
  }

  private static func writeRaw(_ text: String) {
    fflush(nil)  // curses writes through stdio: flush it before writing around it
    var bytes = Array(text.utf8)
    _ = write(STDOUT_FILENO, &bytes, bytes.count)
  }

  private func currentCapabilities() -> Capabilities {
    let colors = has_colors() ? Int(arcade_colors()) : 0
    return Capabilities(
      unicode: localeIsUTF8 && !settings.asciiOnly,
      colorDepth: ColorDepth.choose(terminalColors: colors, colorEnabled: settings.colorEnabled),
      background: settings.background.resolved(detected: detectedBackground),
      consoleFont: consoleFont)
  }

  // MARK: - Terminal

  /// The window's real size, which may exceed what curses draws (`Canvas.maximumSize`): the
  /// Runner then shows its "larger than supported" message within the limit.
  public var size: Size { windowSize }

  /// Reads the window's size and resizes curses to it, capped at the canvas limit.
  private func fitToWindow() {
    windowSize = CursesTerminal.windowOrCursesSize()
    CursesTerminal.resizeCurses(toFit: windowSize)
  }

  /// The window's size as the kernel reports it, or nil when it cannot say.
  private static func measureWindow() -> Size? {
    var reported = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &reported) == 0, reported.ws_row > 0, reported.ws_col > 0 {
      return Size(width: Int(reported.ws_col), height: Int(reported.ws_row))
    }
    return nil
  }

  /// The window's size, or curses' own size when the kernel cannot say.
  private static func windowOrCursesSize() -> Size {
    measureWindow() ?? Size(width: Int(arcade_cols()), height: Int(arcade_lines()))
  }

  /// The variables that tell curses the screen's size, overriding the kernel's.
  private static let sizeVariables = ["LINES", "COLUMNS"]

  /// Sets LINES and COLUMNS to `window` capped at the canvas limit: the size curses takes
  /// whenever it asks (at start, and after every endwin).
  private static func announceSize(_ window: Size) {
    let drawn = window.clamped(to: Canvas.maximumSize)
    guard drawn.width > 0, drawn.height > 0 else { return }
    setenv("LINES", String(drawn.height), 1)
    setenv("COLUMNS", String(drawn.width), 1)
  }

  /// Puts LINES and COLUMNS back as they were before the arcade set them.
  private static func restoreSizeVariables(_ saved: [String?]) {
    for (name, value) in zip(sizeVariables, saved) {
      if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
  }

  /// Resizes curses' screens to `window`, but never beyond the canvas limit.
  private static func resizeCurses(toFit window: Size) {
    let drawn = window.clamped(to: Canvas.maximumSize)
    guard drawn.width > 0, drawn.height > 0 else { return }
    announceSize(drawn)
    if drawn.width != Int(arcade_cols()) || drawn.height != Int(arcade_lines()) {
      resize_term(Int32(drawn.height), Int32(drawn.width))
    }
  }

  public func apply(_ settings: DisplaySettings) {
    self.settings = settings
    capabilities = currentCapabilities()
    last = nil
  }

  public func reportKeyReleases(_ on: Bool) -> Bool {
    guard on else {
      if kittyActive { CursesTerminal.writeRaw(CursesTerminal.kittyPop) }
      kittyActive = false
      CrashRestore.kittyPushed.store(false, ordering: .relaxed)
      return false
    }
    awaitReplies()
    guard kittyProtocol == true else { return false }
    // Marked before the push, so a crash right after it still pops.
    CrashRestore.kittyPushed.store(true, ordering: .relaxed)
    if !kittyActive { CursesTerminal.writeRaw(CursesTerminal.kittyPush) }
    kittyActive = true
    return true
  }

  /// Waits a little (at most a quarter second, once) for the replies to the start-up queries,
  /// keeping any keys that arrive meanwhile.
  private func awaitReplies() {
    var tries = 0
    while awaitingReplies && tries < 5 {
      tries += 1
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 50) > 0 else { continue }
      while let read = readBuffered() { pending.append(read) }
    }
    awaitingReplies = false
  }

  public func signal(_ cue: SoundMode) {
    switch cue {
    case .off: break
    case .bell: beep()
    case .flash: flash()
    }
  }

  public func read(timeout: Double?) -> TerminalRead {
    if !pending.isEmpty { return pending.removeFirst() }
    if let pending = checkSignals() { return pending }
    if let read = readBuffered() { return read }
    // NaN would pass both bounds and trap in the conversion: treat it as "now".
    let milliseconds = timeout.map { $0.isNaN ? 0 : Int32(min(max($0, 0) * 1000, 60_000).rounded(.up)) } ?? -1
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, milliseconds)
    if ready < 0 {
      guard errno == EINTR else { return .hangup }
      // A signal: termination, resume, or a window change that curses turns into KEY_RESIZE.
      if let pending = checkSignals() { return pending }
      return readBuffered() ?? .timeout
    }
    if ready == 0 { return .timeout }
    let revents = Int32(descriptor.revents)
    if revents & Int32(POLLIN) == 0 && revents & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 { return .hangup }
    if let read = readBuffered() { return read }
    // Readable but nothing decoded: end of file, or the tail of a sequence we ignore. Several in
    // a row with no bytes waiting means the terminal is gone (a hangup reads EOF or EIO forever).
    emptyReads += 1
    if emptyReads >= 3 && !inputHasBytes() { return .hangup }
    return .timeout
  }

  public func present(_ canvas: Canvas) {
    if last?.size != canvas.size || last?.capabilities != canvas.capabilities {
      if last?.capabilities != canvas.capabilities { pairs = ColorPairs(available: Int32(arcade_color_pairs())) }
      werase(arcade_stdscr())
      last = nil
    }
    let unicode = canvas.capabilities.unicode
    let depth = canvas.capabilities.colorDepth
    let background = canvas.capabilities.background
    // Local copies: reading the stored `last` inside the loop would pay a dynamic exclusivity
    // check per cell, which profiling showed to be a quarter of a frame's cost.
    let cells = canvas.cells
    let previous = last?.cells
    let width = canvas.width
    for index in cells.indices {
      let cell = cells[index]
      if cell.isContinuation { continue }
      if let previous, previous[index] == cell { continue }
      var scalar = cell.scalar.value
      if !unicode && scalar > 126 { scalar = 63 }  // "?": never send bytes the locale cannot show
      // Colours on the terminal's background take its palette; a cell with its own background
      // keeps the dark palette, whose colours were chosen to read against each other.
      let palette = cell.style.background == .default ? background : .dark
      let pair = pairs.pair(
        foreground: cell.style.foreground.index(at: depth, on: palette),
        background: cell.style.background.index(at: depth, on: palette))
      var attributes = attributes(for: cell.style.attributes)
      if depth == .eight && palette == .dark && cell.style.foreground.needsBoldOnEightColors {
        attributes |= arcade_a_bold()
      }
      _ = arcade_put_cell(Int32(index / width), Int32(index % width), scalar, attributes, pair)
    }
    wnoutrefresh(arcade_stdscr())
    doupdate()
    last = canvas
  }

  // MARK: - Input

  private func checkSignals() -> TerminalRead? {
    let number = SignalWatch.pendingTermination.load(ordering: .relaxed)
    if number != 0 { return .terminated(signal: number) }
    if SignalWatch.windowChanged.exchange(false, ordering: .relaxed) {
      fitToWindow()
      clearok(arcade_stdscr(), true)  // the terminal may have reflowed what was on it
      last = nil
      return .event(.resize(size))
    }
    if SignalWatch.resumed.exchange(false, ordering: .relaxed) {
      clearok(arcade_stdscr(), true)
      last = nil
      return .event(.resumed)
    }
    return nil
  }

  /// Reads and decodes whatever curses can give without waiting (besides the ESC delay).
  private func readBuffered() -> TerminalRead? {
    wtimeout(arcade_stdscr(), 0)
    while true {
      var value: UInt32 = 0
      let result = arcade_get_wch(&value)
      if result == ERR { return nil }
      emptyReads = 0
      if result == KEY_CODE_YES {
        let code = Int32(bitPattern: value)
        if code == KEY_RESIZE {
          last = nil
          return .event(.resize(size))
        }
        if let key = KeyDecoder.keyCode(code) { return .event(.key(key)) }
        continue
      }
      if value == 27 {
        if let read = readEscapeSequence() { return read }
        continue
      }
      if let key = KeyDecoder.character(value) { return .event(.key(key)) }
    }
  }

  /// After an ESC curses did not recognise: a CSI sequence (kitty keys, mouse reports, query
  /// replies), an OSC reply, or Esc.
  private func readEscapeSequence() -> TerminalRead? {
    var value: UInt32 = 0
    guard arcade_get_wch(&value) == OK else { return .event(.key(.escape)) }
    if value == 93 {  // "]": the answer to the background colour query
      let body = OSCReplyReader.readBody {
        var next: UInt32 = 0
        return arcade_get_wch(&next) == OK ? next : nil
      }
      guard let background = body.flatMap(Background.init(osc11Reply:)) else { return nil }
      detectedBackground = background
      let updated = currentCapabilities()
      guard updated != capabilities else { return nil }
      capabilities = updated
      last = nil
      return .capabilitiesChanged
    }
    guard value == 91 else {  // not "[": Esc followed by an ordinary key (Alt-key): keep both
      unget_wch(wchar_t(bitPattern: value))
      return .event(.key(.escape))
    }
    let body = CSIKeyDecoder.readBody {
      var next: UInt32 = 0
      return arcade_get_wch(&next) == OK ? next : nil
    }
    guard let body else { return nil }
    switch CSIKeyDecoder.decode(body) {
    case .press(let key): return .event(.key(key))
    case .release(let key): return .event(.keyRelease(key))
    case .interrupt: return .terminated(signal: SIGINT)
    case .quit: return .terminated(signal: SIGQUIT)
    case .suspend:
      raise(SIGTSTP)  // curses' own handler leaves and restores the screen around the stop
      return nil
    case .kittySupported:
      kittyProtocol = true
      return nil
    case .deviceAttributes:
      awaitingReplies = false
      if kittyProtocol == nil { kittyProtocol = false }
      return nil
    case .mouse(let report):
      return .event(.mouse(MouseEvent(report.kind, x: report.column, y: report.row, screen: size)))
    case .ignored:
      return nil
    }
  }

  /// Whether the kernel reports bytes waiting on standard input.
  private func inputHasBytes() -> Bool {
    var count: Int32 = 0
    return ioctl(STDIN_FILENO, UInt(FIONREAD), &count) == 0 && count > 0
  }

  private func attributes(for attributes: TextAttributes) -> attr_t {
    var value = arcade_a_normal()
    if attributes.contains(.bold) { value |= arcade_a_bold() }
    if attributes.contains(.dim) { value |= arcade_a_dim() }
    if attributes.contains(.reverse) { value |= arcade_a_reverse() }
    if attributes.contains(.underline) { value |= arcade_a_underline() }
    return value
  }
}
