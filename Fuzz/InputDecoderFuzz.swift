// MARK: - InputDecoderFuzz

// libFuzzer entry for the terminal input decoder. Built by run.sh together with all of
// Sources/TerminalWire and Sources/ArcadeKit as one module (so no import, and no ncurses).
// The first input byte chooses how the rest is read; the rest is the bytes a terminal sends,
// fed through `TerminalInputDecoder.feed` and `expire`:
//  - whole, then the deadline passed;
//  - cut into reads of 1 to 16 bytes at the same moment: the events must be the same as
//    whole (a read's end is never a meaning), and what the decoder holds stays bounded;
//  - cut the same way with pauses between reads (a lone Esc, a cut sequence and a lost
//    paste end are decided by `expire`): every event must still be safe, and nothing may be
//    left waiting once the last deadline has passed.
// Half of the inputs use a decoder given terminfo key strings (some agreeing with the built-in
// forms, some conflicting, some prefixes of others). A trap, an ASan report or a hang is a
// finding, and so is a key a scene could not take (a control or combining character, Ctrl
// with a non-letter, a function key outside F1–F64) or a mouse report off the grid.

/// Checks one input; returns 0 as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func inputDecoderFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let choice = input.first else { return 0 }
  let bytes = Array(input.dropFirst())
  let fresh = choice & 0x80 != 0 ? TerminalInputDecoder(keyStrings: FuzzReads.keyStrings) : TerminalInputDecoder()
  var cuts = FuzzReads(seed: choice)

  // Whole.
  var whole = fresh
  let wholeEvents = whole.feed(bytes, at: 0) + whole.expire(at: 10)
  FuzzCheck.settled(whole)

  // Cut, at one moment: the same events.
  var split = fresh
  var splitEvents: [TerminalInputDecoder.Event] = []
  var rest = bytes[...]
  while !rest.isEmpty {
    let size = cuts.nextSize()
    splitEvents += split.feed(rest.prefix(size), at: 0)
    rest = rest.dropFirst(size)
    FuzzCheck.bounded(split)
  }
  splitEvents += split.expire(at: 10)
  FuzzCheck.settled(split)
  if splitEvents != wholeEvents {
    fatalError("cut reads changed the meaning of \(bytes): \(splitEvents) against \(wholeEvents)")
  }

  // Cut, with pauses.
  var paused = fresh
  var pausedEvents: [TerminalInputDecoder.Event] = []
  var time = 0.0
  rest = bytes[...]
  while !rest.isEmpty {
    let size = cuts.nextSize()
    pausedEvents += paused.feed(rest.prefix(size), at: time)
    rest = rest.dropFirst(size)
    FuzzCheck.bounded(paused)
    time += cuts.nextPause()
    pausedEvents += paused.expire(at: time)
  }
  pausedEvents += paused.expire(at: time + 10)
  FuzzCheck.settled(paused)

  for event in wholeEvents + pausedEvents { FuzzCheck.safe(event, from: bytes) }
  return 0
}

/// Read sizes and pauses drawn from the input's first byte (xorshift: the same input is read
/// the same way every time, so a finding reproduces).
struct FuzzReads {
  var state: UInt32

  init(seed: UInt8) { state = 0x9E37_79B9 ^ UInt32(seed) }

  mutating func next() -> UInt32 {
    state ^= state << 13
    state ^= state >> 17
    state ^= state << 5
    return state
  }

  /// 1 to 16 bytes.
  mutating func nextSize() -> Int { Int(next() % 16) + 1 }

  /// No time, a millisecond, past a sequence's deadline, or past a paste's.
  mutating func nextPause() -> Double {
    switch next() % 4 {
    case 0: 0
    case 1: 0.001
    case 2: TerminalInputDecoder.sequenceDelay
    default: TerminalInputDecoder.pasteTimeout
    }
  }

  /// Terminfo key strings: rxvt's and the Linux console's, one conflicting with a built-in
  /// form (`ESC O P` as F5), one that is a prefix of another, and one plain byte.
  static let keyStrings: [(bytes: [UInt8], key: Key)] = [
    (Array("\u{1B}[11~".utf8), .function(1)), (Array("\u{1B}[7~".utf8), .home), (Array("\u{1B}[[A".utf8), .function(1)),
    (Array("\u{1B}OP".utf8), .function(5)), (Array("\u{1B}[Y".utf8), .insert), (Array("\u{1B}[Y1".utf8), .function(9)),
    (Array("\u{1B}[2$".utf8), .insert), ([0x08], .delete),
  ]
}

/// The properties every decoding must have.
enum FuzzCheck {
  /// Whether the decoder holds no more than an unfinished sequence and a paste's kept text.
  static func bounded(_ decoder: TerminalInputDecoder) {
    let limit = OSCReplyReader.maximumLength + 8 + TerminalInputDecoder.maximumPasteLength
    if decoder.heldByteCount > limit { fatalError("holds \(decoder.heldByteCount) bytes") }
  }

  /// Whether nothing waits once the last deadline has passed.
  static func settled(_ decoder: TerminalInputDecoder) {
    if decoder.deadline != nil || decoder.heldByteCount != 0 { fatalError("still waiting after every deadline") }
  }

  static func safe(_ event: TerminalInputDecoder.Event, from source: [UInt8]) {
    switch event {
    case .press(let key), .release(let key): safe(key, from: source)
    case .mouse(let report):
      let grid = 0..<MouseReportDecoder.maximumCoordinate
      if !grid.contains(report.column) || !grid.contains(report.row) { fatalError("mouse \(report) from \(source)") }
    case .paste(let text):
      if text.utf8.count > TerminalInputDecoder.maximumPasteLength { fatalError("paste of \(text.utf8.count) bytes") }
    case .interrupt, .quit, .suspend, .kittySupported, .deviceAttributes, .terminalType, .operatingSystemReply: break
    }
  }

  static func safe(_ key: Key, from source: [UInt8]) {
    let safe: Bool
    switch key {
    case .character(let character):
      safe = character.unicodeScalars.count == 1 && character.unicodeScalars.allSatisfy { Key.typed($0) != nil }
    case .control(let letter):
      safe = ("a"..."z").contains(letter)
    case .function(let number):
      safe = (1...64).contains(number)
    default:
      safe = true
    }
    if !safe { fatalError("unsafe key \(key) from \(source)") }
  }
}
