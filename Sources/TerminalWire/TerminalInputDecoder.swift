import ArcadeKit

/// Turns the bytes a terminal sends, and the times they arrive, into keys, mouse reports and
/// the replies to the start-up queries: the arcade's one key decoder, with no I/O and no clock.
///
/// Bytes go in with `feed(_:at:)`; what they complete comes out at once. What they leave
/// unfinished (a lone ESC, the start of a sequence or of a UTF-8 character) waits for more
/// bytes until `deadline`, when `expire(at:)` decides it: a lone ESC is the Esc key, a cut
/// character is U+FFFD. The host wakes at the deadline, so Esc never waits for the next key
/// (GNU screen sends ESC alone and nothing after it). Invalid UTF-8 (Latin-1 text, the 8-bit
/// Alt of an old xterm) is a U+FFFD per bad byte or cut sequence, never an end of input.
public struct TerminalInputDecoder: Sendable {
  /// What a run of bytes meant.
  public enum Event: Equatable, Sendable {
    /// A key went down or repeated.
    case press(Key)
    /// A key was let go (kitty keyboard protocol).
    case release(Key)
    /// Ctrl-C, Ctrl-\ or Ctrl-Z sent as a kitty key (the protocol bypasses the terminal's signals).
    case interrupt, quit, suspend
    /// The terminal answered the kitty keyboard query: it speaks the protocol.
    case kittySupported
    /// The terminal answered the device attributes query: all earlier replies are in.
    case deviceAttributes
    /// The terminal told its type (the secondary device attributes: 83 is GNU screen).
    case terminalType(Int)
    /// A mouse report.
    case mouse(MouseReportDecoder.Report)
    /// An operating system command reply (`ESC ] body BEL`), such as the background colour.
    case operatingSystemReply(String)
  }

  /// How long an unfinished sequence waits for its next byte, in seconds. Terminals send a
  /// sequence in one write, so its bytes arrive together; a person cannot type the next key
  /// this fast (ncurses' ESCDELAY is 25 ms; 50 ms leaves room for a slow remote link).
  public static let sequenceDelay = 0.05

  /// A decoder with nothing pending.
  public init() {}

  /// The bytes of an unfinished sequence (at most a CSI or OSC reply's length).
  private var pending: [UInt8] = []
  /// When the last byte arrived, while `pending` waits.
  private var lastArrival = 0.0

  /// When what is pending must be decided (nil: nothing waits).
  public var deadline: Double? { pending.isEmpty ? nil : lastArrival + Self.sequenceDelay }

  // MARK: - Input

  /// Decodes `bytes` that arrived at `time` after everything fed before.
  public mutating func feed(_ bytes: some Collection<UInt8>, at time: Double) -> [Event] {
    guard !bytes.isEmpty else { return expire(at: time) }
    var events: [Event] = []
    // A long paste is decoded where it lies; only an unfinished tail is kept.
    if pending.isEmpty {
      let input = Array(bytes)
      let used = decode(input[...], final: false, into: &events)
      pending = Array(input[used...])
    } else {
      pending.append(contentsOf: bytes)
      let used = decode(pending[...], final: false, into: &events)
      pending.removeFirst(used)
    }
    lastArrival = time
    return events
  }

  /// Decides what waits once its deadline has passed at `time` (nothing before it).
  public mutating func expire(at time: Double) -> [Event] {
    guard let deadline, time >= deadline else { return [] }
    var events: [Event] = []
    let used = decode(pending[...], final: true, into: &events)
    pending.removeFirst(used)
    return events
  }

  // MARK: - Decoding

  /// Decodes from the start of `bytes`; returns how many were used. Unless `final`, stops at
  /// an unfinished sequence; when `final`, nothing more will come for it and it is decided.
  private func decode(_ bytes: ArraySlice<UInt8>, final: Bool, into events: inout [Event]) -> Int {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      let used: Int?
      if byte == 0x1B {
        used = escape(bytes[index...], final: final, into: &events)
      } else if byte < 0x80 {
        if let key = KeyDecoder.character(UInt32(byte)) { events.append(.press(key)) }
        used = 1
      } else {
        used = utf8(bytes[index...], final: final, into: &events)
      }
      guard let used else { break }  // unfinished: wait for more
      index += used
    }
    return index - bytes.startIndex
  }

  /// A sequence starting with ESC; nil when unfinished (and not `final`).
  private func escape(_ bytes: ArraySlice<UInt8>, final: Bool, into events: inout [Event]) -> Int? {
    let start = bytes.startIndex
    guard bytes.count > 1 else {
      if !final { return nil }
      events.append(.press(.escape))
      return 1
    }
    switch bytes[start + 1] {
    case 0x5B where bytes.count > 2 && bytes[start + 2] == 0x5B:  // the Linux console's F1 to F5: ESC [ [ A
      guard bytes.count > 3 else {
        if !final { return nil }
        events.append(.press(.escape))
        events.append(.press(.character("[")))
        events.append(.press(.character("[")))
        return 3
      }
      let letter = bytes[start + 3]
      if (0x41...0x45).contains(letter) { events.append(.press(.function(Int(letter) - 0x40))) }
      return 4
    case 0x5B:  // "[": a control sequence
      var next = start + 2
      var ranOut = false
      let body = CSIKeyDecoder.readBody {
        guard next < bytes.endIndex else {
          ranOut = true
          return nil
        }
        defer { next += 1 }
        return UInt32(bytes[next])
      }
      if ranOut {
        if !final { return nil }
        // Cut short: ESC [ alone was Alt-[ ; a longer remnant is noise.
        if next == start + 2 {
          events.append(.press(.escape))
          events.append(.press(.character("[")))
        }
        return next - start
      }
      if let body { append(CSIKeyDecoder.decode(body), to: &events) }
      return next - start
    case 0x5D:  // "]": a reply to the background colour query
      var next = start + 2
      var ranOut = false
      let body = OSCReplyReader.readBody {
        guard next < bytes.endIndex else {
          ranOut = true
          return nil
        }
        defer { next += 1 }
        return UInt32(bytes[next])
      }
      if ranOut && !final { return nil }
      if let body { events.append(.operatingSystemReply(body)) }
      return next - start
    case 0x4F:  // "O": SS3, the cursor and function keys in application mode
      guard bytes.count > 2 else {
        if !final { return nil }
        events.append(.press(.escape))
        events.append(.press(.character("O")))
        return 2
      }
      guard let key = Self.singleShiftKey(bytes[start + 2]) else {
        events.append(.press(.escape))  // Alt-O, then whatever followed
        return 1
      }
      events.append(.press(key))
      return 3
    default:
      // Esc then an ordinary key (Alt-key), or a second ESC: Esc, and the rest on its own.
      events.append(.press(.escape))
      return 1
    }
  }

  /// The key an SS3 sequence (`ESC O` and this byte) stands for.
  private static func singleShiftKey(_ byte: UInt8) -> Key? {
    switch byte {
    case 0x41: .up
    case 0x42: .down
    case 0x43: .right
    case 0x44: .left
    case 0x48: .home
    case 0x46: .end
    case 0x4D: .enter
    case 0x50: .function(1)
    case 0x51: .function(2)
    case 0x52: .function(3)
    case 0x53: .function(4)
    default: nil
    }
  }

  private func append(_ decoded: CSIKeyDecoder.Decoded, to events: inout [Event]) {
    switch decoded {
    case .press(let key): events.append(.press(key))
    case .release(let key): events.append(.release(key))
    case .interrupt: events.append(.interrupt)
    case .quit: events.append(.quit)
    case .suspend: events.append(.suspend)
    case .kittySupported: events.append(.kittySupported)
    case .deviceAttributes: events.append(.deviceAttributes)
    case .terminalType(let type): events.append(.terminalType(type))
    case .mouse(let report): events.append(.mouse(report))
    case .ignored: break
    }
  }

  /// One UTF-8 character (a key), or U+FFFD for each invalid byte or cut sequence (as
  /// `String(decoding:as:)` repairs: the longest valid start counts once); nil when unfinished.
  private func utf8(_ bytes: ArraySlice<UInt8>, final: Bool, into events: inout [Event]) -> Int? {
    let start = bytes.startIndex
    let lead = bytes[start]
    let length: Int
    var lowest: UInt8 = 0x80, highest: UInt8 = 0xBF  // the second byte's range
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; lowest = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; highest = 0x9F  // no surrogates
    case 0xF0: length = 4; lowest = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; highest = 0x8F  // nothing past U+10FFFF
    default:
      events.append(.press(Self.replacement))  // a continuation byte or a lead no character has
      return 1
    }
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      let index = start + offset
      guard index < bytes.endIndex else {
        if !final { return nil }
        events.append(.press(Self.replacement))
        return offset
      }
      let byte = bytes[index]
      let range = offset == 1 ? lowest...highest : 0x80...0xBF
      guard range.contains(byte) else {
        events.append(.press(Self.replacement))
        return offset  // the bad byte starts over on its own
      }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    if let scalar = Unicode.Scalar(value), let key = KeyDecoder.typed(scalar) { events.append(.press(key)) }
    return length
  }

  /// What an invalid byte becomes: the replacement character, typed.
  static let replacement = Key.character("\u{FFFD}")
}
