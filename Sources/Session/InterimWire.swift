import ArcadeKit
import TerminalWire

// Interim: replaced by TerminalWire's `TerminalWire` when it lands (same shape).

/// What the terminal's bytes meant to the session.
public enum SessionWireEvent: Hashable, Sendable {
  case key(Key), keyRelease(Key), mouse(MouseReportDecoder.Report)
  case interrupt, quit, suspend
  case capabilitiesChanged
  case repliesComplete
}

/// One terminal's bytes: decoding, frames, modes and what the terminal said about itself.
public struct SessionWire: @unchecked Sendable {
  private var decoder = TerminalInputDecoder()
  private var encoder = FrameEncoder()
  private let sequences: TerminalSequences
  private let colors: Int
  private let unicode: Bool
  private let consoleFont: Bool
  private var last: Canvas?
  private var detectedBackground: Background?
  public private(set) var kittySupported: Bool?
  public private(set) var awaitingReplies = false
  private var kittyPushed = false
  public var keyReleasesActive: Bool { kittyPushed }
  private var mouseOn = false

  public init(sequences: TerminalSequences, colors: Int, unicode: Bool, consoleFont: Bool, backgroundHint: Background?) {
    self.sequences = sequences
    self.colors = colors
    self.unicode = unicode
    self.consoleFont = consoleFont
    detectedBackground = backgroundHint
  }

  public mutating func start() -> [UInt8] {
    mouseOn = true
    awaitingReplies = true
    return Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h\u{1B}]11;?\u{1B}\\\u{1B}[?u\u{1B}[>c\u{1B}[c".utf8)
  }

  public var deadline: Double? { decoder.deadline }

  public mutating func receive(_ bytes: some Collection<UInt8>, at time: Double, reply: inout [UInt8]) -> [SessionWireEvent] {
    translate(decoder.feed(bytes, at: time), reply: &reply)
  }

  public mutating func expire(at time: Double) -> [SessionWireEvent] {
    var reply: [UInt8] = []
    return translate(decoder.expire(at: time), reply: &reply)
  }

  private mutating func translate(_ events: [TerminalInputDecoder.Event], reply: inout [UInt8]) -> [SessionWireEvent] {
    var out: [SessionWireEvent] = []
    for event in events {
      switch event {
      case .press(let key): out.append(.key(key))
      case .release(let key): out.append(.keyRelease(key))
      case .interrupt: out.append(.interrupt)
      case .quit: out.append(.quit)
      case .suspend: out.append(.suspend)
      case .kittySupported: kittySupported = true
      case .terminalType(let type):
        if type == 83 && mouseOn {
          reply += Array("\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l".utf8)
          mouseOn = false
        }
      case .deviceAttributes:
        awaitingReplies = false
        if kittySupported == nil { kittySupported = false }
        out.append(.repliesComplete)
      case .mouse(let report): out.append(.mouse(report))
      case .operatingSystemReply(let body):
        guard let background = Background(osc11Reply: body), background != detectedBackground else { continue }
        detectedBackground = background
        last = nil
        out.append(.capabilitiesChanged)
      }
    }
    return out
  }

  public mutating func present(_ canvas: Canvas, into bytes: inout [UInt8]) {
    encoder.encode(canvas, over: last, with: sequences, into: &bytes)
    last = canvas
  }

  public mutating func invalidate() { last = nil }

  public mutating func reportKeyReleases(_ on: Bool, into bytes: inout [UInt8]) -> Bool {
    guard on else {
      if kittyPushed { bytes += Array("\u{1B}[<u".utf8) }
      kittyPushed = false
      return false
    }
    guard kittySupported == true else { return false }
    if !kittyPushed { bytes += Array("\u{1B}[>15u".utf8) }
    kittyPushed = true
    return true
  }

  public func capabilities(for settings: DisplaySettings) -> Capabilities {
    Capabilities(
      unicode: unicode && !settings.asciiOnly,
      colorDepth: ColorDepth.choose(terminalColors: colors, colorEnabled: settings.colorEnabled),
      background: settings.background.resolved(detected: detectedBackground),
      consoleFont: consoleFont)
  }

  public func sound(_ cue: SoundMode) -> [UInt8] {
    switch cue {
    case .off: return []
    case .bell: return [7]
    case .flash: return Array("\u{1B}[?5h\u{1B}[?5l".utf8)
    }
  }

  public mutating func finish() -> [UInt8] {
    var bytes: [UInt8] = []
    if kittyPushed { bytes += Array("\u{1B}[<u".utf8) }
    kittyPushed = false
    bytes += Array("\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l".utf8)
    bytes += sequences.resetAttributes + sequences.defaultColors + sequences.clearScreen
    bytes += Array("\u{1B}[?25h\u{1B}[?1049l".utf8)
    return bytes
  }
}
