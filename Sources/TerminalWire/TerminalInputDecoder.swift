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
///
/// It reads the key forms of xterm, rxvt, the Linux console, GNU screen, tmux and kitty (see
/// `CSIKeyDecoder`), SS3 keys with modifiers (`ESC O 2 P`), and the terminal's own terminfo
/// key strings when given (`init(keyStrings:)`). A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`)
/// is one `.paste` event: text, never keys. Its text is kept up to `maximumPasteLength` bytes
/// (the rest is read and dropped, so a paste of any size takes linear time and bounded memory),
/// and a paste whose end never comes ends when no byte has come for `pasteTimeout`.
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
    /// The terminal said how it stands with a private mode (DECRQM's reply; see
    /// `CSIKeyDecoder.Decoded.modeReport`).
    case modeReport(mode: Int, value: Int)
    /// A mouse report.
    case mouse(MouseReportDecoder.Report)
    /// An operating system command reply (`ESC ] body BEL`), such as the background colour.
    case operatingSystemReply(String)
    /// Text pasted between `ESC [ 200 ~` and `ESC [ 201 ~`, line ends as `\n`, not yet checked
    /// for what may be typed (a text field does that).
    case paste(String)
  }

  /// How long an unfinished sequence waits for its next byte, in seconds. Terminals send a
  /// sequence in one write, so its bytes arrive together; a person cannot type the next key
  /// this fast (ncurses' ESCDELAY is 25 ms; 50 ms leaves room for a slow remote link).
  public static let sequenceDelay = 0.05

  /// How long a paste whose end has not come waits for its next byte, in seconds: a terminal
  /// sends a paste as fast as the link takes it, so a pause this long means the end was lost.
  public static let pasteTimeout = 0.5

  /// The most bytes of one paste kept (64 KiB: far more than any field here takes).
  public static let maximumPasteLength = 65_536

  /// A decoder with nothing pending that knows only the built-in key forms.
  public init() {}

  /// A decoder that also knows the terminal's own key strings (terminfo's `kcuu1`, `kf1`,
  /// `khome`… as bytes): the longest one that matches wins over the built-in forms.
  public init(keyStrings: [(bytes: [UInt8], key: Key)]) {
    terminalKeys = keyStrings.filter { !$0.bytes.isEmpty }.map { TerminalKey(bytes: $0.bytes, key: $0.key) }
      .sorted { $0.bytes.count > $1.bytes.count }
    terminalKeyStarts = Set(terminalKeys.compactMap(\.bytes.first))
  }

  /// One of the terminal's own key strings.
  private struct TerminalKey: Sendable {
    var bytes: [UInt8]
    var key: Key
  }

  /// The terminal's key strings, longest first.
  private var terminalKeys: [TerminalKey] = []
  /// The bytes they start with, so other bytes skip looking.
  private var terminalKeyStarts: Set<UInt8> = []

  /// The bytes of an unfinished sequence (at most a CSI or OSC reply's length, or the start
  /// of a paste's end marker).
  private var pending: [UInt8] = []
  /// When the last byte arrived, while `pending` or a paste waits.
  private var lastArrival = 0.0
  /// The text of the paste under way (nil: none).
  private var pasted: [UInt8]?
  /// Whether the paste under way outgrew `maximumPasteLength` (its text is cut).
  private var pasteCut = false

  /// The end of a bracketed paste: `ESC [ 201 ~`.
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// How many bytes the decoder holds (an unfinished sequence and a paste's text): bounded by
  /// the longest sequence plus `maximumPasteLength`, whatever comes in.
  var heldByteCount: Int { pending.count + (pasted?.count ?? 0) }

  /// When what is pending must be decided (nil: nothing waits).
  public var deadline: Double? {
    if pasted != nil { return lastArrival + Self.pasteTimeout }
    return pending.isEmpty ? nil : lastArrival + Self.sequenceDelay
  }

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
    if pasted != nil { finishPaste(into: &events) }  // its end was lost
    return events
  }

  // MARK: - Decoding

  /// Decodes from the start of `bytes`; returns how many were used. Unless `final`, stops at
  /// an unfinished sequence; when `final`, nothing more will come for it and it is decided.
  private mutating func decode(_ bytes: ArraySlice<UInt8>, final: Bool, into events: inout [Event]) -> Int {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      let used: Int?
      if pasted != nil {
        used = paste(bytes[index...], final: final, into: &events)
      } else if terminalKeyStarts.contains(byte), let match = terminalKey(bytes[index...], final: final) {
        guard let (length, key) = match else { break }  // could still become a longer one
        events.append(.press(key))
        used = length
      } else if byte == 0x1B {
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
  private mutating func escape(_ bytes: ArraySlice<UInt8>, final: Bool, into events: inout [Event]) -> Int? {
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
      if let body {
        let decoded = CSIKeyDecoder.decode(body)
        if decoded == .pasteStart {
          pasted = []
          pasteCut = false
        } else {
          append(decoded, to: &events)
        }
      }
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
    case 0x4F:  // "O": SS3, the cursor, keypad and function keys in application mode
      return singleShift(bytes, final: final, into: &events)
    default:
      // Esc then an ordinary key (Alt-key), or a second ESC: Esc, and the rest on its own.
      events.append(.press(.escape))
      return 1
    }
  }

  /// The longest SS3 sequence read: `ESC O`, a modifier parameter (`1;5` at most in practice)
  /// and the final byte.
  private static let maximumSingleShiftLength = 8

  /// An SS3 sequence: `ESC O`, perhaps a modifier (`ESC O 5 A`, `ESC O 1;2 P`), and a final
  /// byte; nil when unfinished. One that names no key is Alt-O: Esc, then the rest on its own.
  private func singleShift(_ bytes: ArraySlice<UInt8>, final: Bool, into events: inout [Event]) -> Int? {
    let start = bytes.startIndex
    var index = start + 2
    while index < bytes.endIndex, index - start < Self.maximumSingleShiftLength,
      (0x30...0x39).contains(bytes[index]) || bytes[index] == 0x3B
    {
      index += 1
    }
    guard index < bytes.endIndex, index - start < Self.maximumSingleShiftLength else {
      if !final && index == bytes.endIndex { return nil }
      events.append(.press(.escape))
      if index == start + 2 && index == bytes.endIndex {
        events.append(.press(.character("O")))  // ESC O alone at the deadline: Alt-O
        return 2
      }
      return 1
    }
    guard let key = Self.singleShiftKey(bytes[index]) else {
      events.append(.press(.escape))
      return 1
    }
    // The modifier is the last parameter (`5` in `ESC O 5 A`, `2` in `ESC O 1;2 P`).
    let parameters = bytes[(start + 2)..<index].split(separator: 0x3B, omittingEmptySubsequences: false)
    let value = parameters.last.flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 1
    events.append(.press(CSIKeyDecoder.modified(key, modifiers: value > 1 ? value - 1 : 0)))
    return index + 1 - start
  }

  /// The key an SS3 sequence's final byte stands for.
  private static func singleShiftKey(_ byte: UInt8) -> Key? {
    switch byte {
    case 0x41, 0x61: .up  // lower case: rxvt's Ctrl-arrows
    case 0x42, 0x62: .down
    case 0x43, 0x63: .right
    case 0x44, 0x64: .left
    case 0x48: .home
    case 0x46: .end
    case 0x4D: .enter  // the keypad's
    case 0x50: .function(1)
    case 0x51: .function(2)
    case 0x52: .function(3)
    case 0x53: .function(4)
    case 0x70...0x79: .character(Character(Unicode.Scalar(byte - 0x70 + 0x30)))  // keypad digits
    case 0x6A: .character("*")
    case 0x6B: .character("+")
    case 0x6D: .character("-")
    case 0x6E: .character(".")
    case 0x6F: .character("/")
    case 0x58: .character("=")
    default: nil
    }
  }

  /// Which of the terminal's key strings starts `bytes`: the longest whole one; nil when none
  /// does; `.some(nil)` when the bytes so far could still become one longer than any match
  /// (and not `final`).
  private func terminalKey(_ bytes: ArraySlice<UInt8>, final: Bool) -> (Int, Key)?? {
    var found: (Int, Key)?
    for candidate in terminalKeys {
      if bytes.count >= candidate.bytes.count {
        if found == nil, bytes.starts(with: candidate.bytes) { found = (candidate.bytes.count, candidate.key) }
      } else if !final, found == nil, candidate.bytes.starts(with: bytes) {
        return .some(nil)  // longer than anything else that matches: wait for the rest
      }
    }
    return found.map { .some($0) }
  }

  // MARK: - Paste

  /// Bytes of a paste under way, up to and including its end marker; nil when all that is left
  /// is a start of the marker (and not `final`). An ESC that does not start the marker is text.
  private mutating func paste(_ bytes: ArraySlice<UInt8>, final: Bool, into events: inout [Event]) -> Int? {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let escape = bytes[index...].firstIndex(of: 0x1B) ?? bytes.endIndex
      keepPasted(bytes[index..<escape])
      index = escape
      guard index < bytes.endIndex else { break }
      let rest = bytes[index...]
      if rest.starts(with: Self.pasteEnd) {
        finishPaste(into: &events)
        return index + Self.pasteEnd.count - bytes.startIndex
      }
      if !final, Self.pasteEnd.starts(with: rest) {
        // Maybe the end marker, cut by the read: what came before is kept, the rest waits.
        return index == bytes.startIndex ? nil : index - bytes.startIndex
      }
      keepPasted(bytes[index...index])
      index += 1
    }
    return index - bytes.startIndex
  }

  /// Adds bytes to the paste's text, as far as `maximumPasteLength` allows.
  private mutating func keepPasted(_ bytes: ArraySlice<UInt8>) {
    guard !bytes.isEmpty, !pasteCut, var text = pasted else { return }  // once cut, the rest is only read
    pasted = nil  // no second copy while appending
    let room = Self.maximumPasteLength - text.count
    if bytes.count > room { pasteCut = true }
    text.append(contentsOf: bytes.prefix(max(0, room)))
    pasted = text
  }

  /// Ends the paste under way: its text as one event (none for an empty paste).
  private mutating func finishPaste(into events: inout [Event]) {
    guard var text = pasted else { return }
    pasted = nil
    if pasteCut {
      // The cut may fall inside a character: drop its start rather than show U+FFFD.
      if let leadIndex = text.indices.reversed().prefix(4).first(where: { text[$0] < 0x80 || text[$0] >= 0xC0 }) {
        let lead = text[leadIndex]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        if text.count - leadIndex < length { text.removeSubrange(leadIndex...) }
      }
    }
    // Terminals send Enter as CR; a pasted line break is a line break, whatever its bytes.
    var lines: [UInt8] = []
    lines.reserveCapacity(text.count)
    var afterReturn = false
    for byte in text {
      if byte == 0x0A && afterReturn {
        afterReturn = false
        continue
      }
      afterReturn = byte == 0x0D
      lines.append(afterReturn ? 0x0A : byte)
    }
    guard !lines.isEmpty else { return }
    events.append(.paste(String(decoding: lines, as: UTF8.self)))
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
    case .modeReport(let mode, let value): events.append(.modeReport(mode: mode, value: value))
    case .mouse(let report): events.append(.mouse(report))
    case .pasteStart, .ignored: break  // a paste is started where the sequence is read
    }
  }

  /// One UTF-8 character (a key), or U+FFFD for each invalid byte or cut sequence (as
  /// `String(decoding:as:)` repairs: the longest valid start counts once); nil when unfinished.
  private func utf8(_ bytes: ArraySlice<UInt8>, final: Bool, into events: inout [Event]) -> Int? {
    let start = bytes.startIndex
    let lead = bytes[start]
    let length: Int
    var lowest: UInt8 = 0x80
    var highest: UInt8 = 0xBF  // the second byte's range
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      lowest = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      highest = 0x9F  // no surrogates
    case 0xF0:
      length = 4
      lowest = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      highest = 0x8F  // nothing past U+10FFFF
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
