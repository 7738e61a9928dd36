#if canImport(Glibc)
import Glibc
#endif
import ArcadeKit
import TerminalWire
import CNcursesw

/// The live terminal: ncursesw behind the `Terminal` protocol.
///
/// Starts with `newterm` (never `initscr`, which exits on a bad TERM); reads the terminal's
/// bytes itself and decodes them with `TerminalInputDecoder` (curses' key reading knows neither
/// invalid UTF-8 nor a lone Esc that nothing follows); presents canvases itself
/// (`FrameEncoder`: only the cells that changed, in one write, with the terminal's own
/// sequences from terminfo), and waits for input with `poll` so a timeout can end exactly when
/// the next step is due, or when a pending Esc is to be decided.
///
/// Curses never draws while the arcade runs: nothing but our frames reaches the screen
/// between start and end.
public final class CursesTerminal: Terminal {
  private var screen: OpaquePointer?
  private let localeIsUTF8: Bool
  /// Whether TERM names the Linux console, whose fonts lack half blocks and braille.
  private let consoleFont: Bool
  private var settings: DisplaySettings
  public private(set) var capabilities: Capabilities
  /// The terminal's sequences, made from its terminfo profile.
  private var sequences = TerminalSequences.ansi
  /// Whether the terminal has an alternate screen (`smcup`), emptied before leaving it.
  private var hasAlternateScreen = false
  private var encoder = FrameEncoder()
  /// The bytes of one frame, kept between frames so a frame allocates nothing.
  private var output: [UInt8] = []
  private var last: Canvas?
  /// Decodes the terminal's bytes: keys, mouse reports, replies, Esc by its deadline.
  private var decoder = TerminalInputDecoder()
  /// What the decoder produced and was not handed out yet.
  private var decoded: [TerminalInputDecoder.Event] = []
  private var decodedNext = 0
  /// Whether the last `readBuffered` took bytes or decoded events that held no input.
  private var consumedWithoutInput = false
  /// Set once standard input reached its end or failed: the terminal is gone.
  private var inputEnded = false
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
  /// The terminal's output: waits for a slow terminal, but never past a termination signal.
  private let terminalOutput = TerminalOutput(terminal: STDOUT_FILENO) { SignalWatch.terminationRequested }

  /// Whether mouse reports are asked for.
  private var mouseReporting = false
  /// The terminal type GNU screen gives in its secondary device attributes ("S").
  private static let gnuScreen = 83

  // MARK: - Start and end

  /// Starts curses on the controlling terminal, or throws a one-line reason it cannot.
  public init(settings: DisplaySettings) throws {
    guard isatty(STDIN_FILENO) == 1 else { throw TerminalStartError.notATerminal(stream: "standard input") }
    guard isatty(STDOUT_FILENO) == 1 else { throw TerminalStartError.notATerminal(stream: "standard output") }
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    if term.isEmpty { throw TerminalStartError.termUnset }
    if term == "dumb" { throw TerminalStartError.dumbTerminal }
    // An unknown type, or one that cannot move the cursor, is refused before curses starts.
    let profile = try TerminalProfile.terminfo(term: term)
    hasAlternateScreen = profile[.smcup] != nil
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
    curs_set(0)
    leaveok(arcade_stdscr(), true)
    sequences = TerminalSequences(profile: profile)
    // No typeahead checks during doupdate: each one flushed a small write; frames are small and
    // input is read right after, so one write per frame is both faster and just as responsive.
    typeahead(-1)
    if has_colors() {
      start_color()
      use_default_colors()
    }
    self.settings = settings
    detectedBackground = getenv("COLORFGBG").flatMap { Background(colorFGBG: String(cString: $0)) }
    capabilities = Capabilities(unicode: false, colorDepth: .monochrome)
    capabilities = currentCapabilities()
    // Mouse reports are decoded by `MouseReportDecoder`, not by curses: curses knows only the
    // one format the entry's kmous names, and tmux's, screen's, kitty's and the console's name
    // X10 while the terminal sends SGR. Never call mousemask (it would ask for that format).
    writeAll(TerminalModes.mouseOn)
    mouseReporting = true

    // Ask for the background colour (OSC 11), whether the terminal speaks the kitty keyboard
    // protocol and what terminal it is (GNU screen needs the mouse off), then for its device
    // attributes, which every terminal answers: that last reply ends the questions, and none
    // waits here (replies are read with the input; the first frame may be drawn for a dark
    // background and redrawn when the answer comes).
    writeAll(TerminalModes.queries)
    awaitingReplies = true

    CrashRestore.prepareResetBytes(
      CursesTerminal.resetSequence(), kittyPop: String(decoding: TerminalModes.kittyPop, as: UTF8.self))
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
    if kittyActive { writeAll(TerminalModes.kittyPop) }
    kittyActive = false
    CrashRestore.kittyPushed.store(false, ordering: .relaxed)
    writeAll(TerminalModes.mouseOff)
    // Our frames leave the pen as the last cell needed it; endwin moves the cursor to the
    // bottom-left itself (an absolute move: it does not trust where it thinks the cursor is).
    // On a terminal with an alternate screen, empty it first: tmux, when the window grew while
    // the arcade ran, carries lines of a full alternate screen over into the shell's screen.
    output.removeAll(keepingCapacity: true)
    output += sequences.resetAttributes
    output += sequences.defaultColors
    if hasAlternateScreen { output += sequences.clearScreen }
    writeAll(output)
    if terminalOutput.stalled {
      // The terminal reads nothing and the arcade was asked to end: curses' own writes would
      // block (or spin) at exit. Put the modes back without them; the screen stays as it is.
      CrashRestore.restoreModes()
    } else {
      curs_set(1)
      endwin()
      if let screen { delscreen(screen) }
    }
    screen = nil
    CursesTerminal.restoreSizeVariables(savedSizeVariables)
    SignalWatch.resetTerminationHandlers()
  }

  deinit { end() }

  private static func resetSequence() -> String {
    var text = String(decoding: TerminalModes.mouseOff, as: UTF8.self)
    for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
      if let value = arcade_tigetstr(name) { text += String(cString: value) }
    }
    return text
  }

  /// Writes all of `bytes` to the terminal, after whatever curses has buffered (`TerminalOutput`:
  /// waits for a slow terminal, never past a termination signal).
  private func writeAll(_ bytes: [UInt8]) {
    guard !terminalOutput.stalled else { return }
    fflush(nil)  // curses writes through stdio: flush it before writing around it
    terminalOutput.write(bytes)
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
      if kittyActive { writeAll(TerminalModes.kittyPop) }
      kittyActive = false
      CrashRestore.kittyPushed.store(false, ordering: .relaxed)
      return false
    }
    awaitReplies()
    guard kittyProtocol == true else { return false }
    // Marked before the push, so a crash right after it still pops.
    CrashRestore.kittyPushed.store(true, ordering: .relaxed)
    if !kittyActive { writeAll(TerminalModes.kittyPush) }
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
      while let read = readBuffered() {
        pending.append(read)
        if read == .hangup { awaitingReplies = false }
        if read == .hangup || read == .timeout { break }
      }
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
    read(timeout: timeout, watching: [])
  }

  /// Waits for a key, a signal, the timeout, or one of `targets` (the network's sockets) in
  /// one `poll`: the terminal's input is read first when both are ready.
  public func read(timeout: Double?, watching targets: [PollTarget]) -> TerminalRead {
    if !pending.isEmpty { return pending.removeFirst() }
    if let pending = checkSignals() { return pending }
    consumedWithoutInput = false
    if let read = readBuffered() { return read }
    // Bytes that held no input (replies to the start-up queries): the Runner may have held a
    // frame back for them (`hasPendingInput`), so return now rather than wait.
    if consumedWithoutInput { return .timeout }
    // NaN would pass both bounds and trap in the conversion: treat it as "now".
    var seconds = timeout.map { $0.isNaN ? 0 : min(max($0, 0), 60) }
    // A pending Esc (or a cut sequence) is decided at its deadline, whether or not a byte comes.
    if let deadline = decoder.deadline {
      seconds = min(seconds ?? .infinity, max(0, deadline - CursesTerminal.now()))
    }
    let milliseconds = seconds.map { Int32(($0 * 1000).rounded(.up)) } ?? -1
    var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
    for target in targets {
      descriptors.append(pollfd(fd: target.descriptor, events: Int16(target.writable ? POLLIN | POLLOUT : POLLIN), revents: 0))
    }
    let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
    if ready < 0 {
      guard errno == EINTR else { return .hangup }
      // A signal: termination, resume, or a window change.
      if let pending = checkSignals() { return pending }
      return readBuffered() ?? .timeout
    }
    if ready == 0 { return readBuffered() ?? .timeout }
    let descriptor = descriptors[0]
    // Only a socket is ready: the Runner reads it (the keys were checked above).
    if descriptor.revents == 0 { return .networkReady }
    return readBuffered() ?? .timeout
  }

  public var hasPendingInput: Bool {
    if !pending.isEmpty || decodedNext < decoded.count { return true }
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
  }

  public func present(_ canvas: Canvas) {
    output.removeAll(keepingCapacity: true)
    encoder.encode(canvas, over: last, with: sequences, into: &output)
    if !output.isEmpty { writeAll(output) }
    last = canvas
  }

  // MARK: - Input

  private func checkSignals() -> TerminalRead? {
    let number = SignalWatch.pendingTermination.load(ordering: .relaxed)
    if number != 0 { return .terminated(signal: number) }
    if SignalWatch.windowChanged.exchange(false, ordering: .relaxed) {
      fitToWindow()
      last = nil  // the terminal may have reflowed what was on it: clear and draw it all
      return .event(.resize(size))
    }
    if SignalWatch.resumed.exchange(false, ordering: .relaxed) {
      last = nil
      return .event(.resumed)
    }
    return nil
  }

  /// Hands out the next decoded input, reading and decoding what standard input holds now
  /// (without waiting) when none is left; nil when there is nothing. `.hangup` once the input
  /// has ended: its end of file or an error, never bytes the decoder could not read.
  private func readBuffered() -> TerminalRead? {
    while true {
      while decodedNext < decoded.count {
        let event = decoded[decodedNext]
        decodedNext += 1
        if let read = translate(event) { return read }
        consumedWithoutInput = true
      }
      decoded.removeAll(keepingCapacity: true)
      decodedNext = 0
      if inputEnded { return .hangup }
      switch readInput() {
      case .some(let bytes):
        decoded = decoder.feed(bytes, at: CursesTerminal.now())
        consumedWithoutInput = true
      case .none:
        decoded = decoder.expire(at: CursesTerminal.now())
        if decoded.isEmpty { return inputEnded ? .hangup : nil }
      }
    }
  }

  /// The bytes standard input holds now (nil: none, or it ended, which sets `inputEnded`).
  private func readInput() -> ArraySlice<UInt8>? {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 0) > 0 else { return nil }
    if descriptor.revents & Int16(POLLIN) == 0 {
      // Hung up or invalid with nothing left to read.
      if descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { inputEnded = true }
      return nil
    }
    let count = inputBuffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
    if count > 0 { return inputBuffer[..<count] }
    if count == 0 || (errno != EINTR && errno != EAGAIN) { inputEnded = true }  // EOF, EIO: gone
    return nil
  }

  /// The buffer input is read into: one page of a paste at a time.
  private var inputBuffer = [UInt8](repeating: 0, count: 4096)

  /// What a decoded event means to the Runner; nil for what the terminal keeps to itself.
  private func translate(_ event: TerminalInputDecoder.Event) -> TerminalRead? {
    switch event {
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
    case .terminalType(let type):
      if type == CursesTerminal.gnuScreen && mouseReporting {
        // GNU screen holds a lone ESC for as long as mouse reports are asked for (waiting for
        // the rest of a report that never comes): Esc must work, so the mouse stays off there.
        writeAll(TerminalModes.mouseOff)
        mouseReporting = false
      }
      return nil
    case .deviceAttributes:
      awaitingReplies = false
      if kittyProtocol == nil { kittyProtocol = false }
      return nil
    case .mouse(let report):
      return .event(.mouse(MouseEvent(report.kind, x: report.column, y: report.row, screen: size)))
    case .operatingSystemReply(let body):
      guard let background = Background(osc11Reply: body) else { return nil }
      detectedBackground = background
      let updated = currentCapabilities()
      guard updated != capabilities else { return nil }
      capabilities = updated
      last = nil
      return .capabilitiesChanged
    }
  }

  /// Seconds on the monotonic clock: the decoder's deadlines are measured on it.
  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
