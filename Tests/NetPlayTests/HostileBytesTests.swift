import ArcadeKit
import NetPlay
import Testing

/// A byte string the decoder must refuse, and the error it must refuse it with.
struct HostileBytes: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  let error: NetProtocolError

  var testDescription: String { name }
}

/// Builds frames and payloads by hand, including ones the codec would never write.
enum HandMadeFrame {
  /// "ARCN", `version`, `kind`, `length` big-endian, then `payload` (length not checked).
  static func frame(kind: UInt8, payload: [UInt8], version: UInt8 = 1, length: UInt32? = nil) -> [UInt8] {
    Array("ARCN".utf8) + [version, kind] + uint32(length ?? UInt32(payload.count)) + payload
  }

  /// Four bytes, big-endian.
  static func uint32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// Two bytes, big-endian.
  static func uint16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

  /// Length-prefixed raw bytes, as the codec frames text (the bytes need not be UTF-8).
  static func text(_ bytes: [UInt8]) -> [UInt8] { uint32(UInt32(bytes.count)) + bytes }

  /// Length-prefixed UTF-8 text.
  static func text(_ string: String) -> [UInt8] { text(Array(string.utf8)) }

  /// The payload of a well-formed frame.
  static func payload(of frame: [UInt8]) -> [UInt8] { Array(frame[10...]) }
}

@Suite struct HostileBytesTests {
  typealias Make = HandMadeFrame

  static let corpus: [HostileBytes] = [
    HostileBytes(name: "an HTTP request", bytes: Array("GET / HTTP/1.1\r\n\r\n".utf8), error: .notAnArcade),
    HostileBytes(name: "an SSH banner", bytes: Array("SSH-2.0-OpenSSH_9.6\r\n".utf8), error: .notAnArcade),
    HostileBytes(name: "lower-case magic", bytes: Array("arcn".utf8) + [1, 3, 0, 0, 0, 0], error: .notAnArcade),
    HostileBytes(name: "three letters right, the fourth wrong", bytes: Array("ARCX".utf8), error: .notAnArcade),
    HostileBytes(name: "a zero byte", bytes: [0], error: .notAnArcade),
    HostileBytes(name: "version 2", bytes: Make.frame(kind: 3, payload: [], version: 2), error: .version(2)),
    HostileBytes(name: "version 0", bytes: Make.frame(kind: 3, payload: [], version: 0), error: .version(0)),
    HostileBytes(
      name: "length 65 537", bytes: Make.frame(kind: 2, payload: [], length: 65_537), error: .oversized(65_537)),
    HostileBytes(
      name: "length 0xFFFFFFFF", bytes: Make.frame(kind: 5, payload: [], length: 0xFFFF_FFFF),
      error: .oversized(4_294_967_295)),
    HostileBytes(name: "kind 0", bytes: Make.frame(kind: 0, payload: []), error: .unknownKind(0)),
    HostileBytes(name: "kind 10", bytes: Make.frame(kind: 10, payload: [1, 2]), error: .unknownKind(10)),
    HostileBytes(name: "kind 200", bytes: Make.frame(kind: 200, payload: []), error: .unknownKind(200)),
    HostileBytes(
      name: "ready with 3 bytes after it", bytes: Make.frame(kind: 3, payload: [1, 2, 3]),
      error: .malformed(kind: "ready", what: "no bytes after the message (3 more)")),
    HostileBytes(
      name: "hash with 1 byte after it",
      bytes: Make.frame(kind: 6, payload: Make.payload(of: NetWireCodec.encode(.hash(step: 1, value: 2))) + [0]),
      error: .malformed(kind: "hash", what: "no bytes after the message (1 more)")),
    HostileBytes(
      name: "hello whose game is not UTF-8",
      bytes: Make.frame(kind: 1, payload: Make.text([0xC3, 0x28]) + Make.uint32(1) + Make.text("t") + [0]),
      error: .malformed(kind: "hello", what: "the game in UTF-8")),
    HostileBytes(
      name: "setup whose level is a lone surrogate",
      bytes: Make.frame(
        kind: 2, payload: [UInt8](repeating: 0, count: 16) + Make.uint32(0) + Make.text([0xED, 0xA0, 0x80])),
      error: .malformed(kind: "setup", what: "the level text in UTF-8")),
    HostileBytes(
      name: "bye whose detail is 0xFF", bytes: Make.frame(kind: 9, payload: [1] + Make.text([0xFF])),
      error: .malformed(kind: "bye", what: "the detail in UTF-8")),
    HostileBytes(
      name: "hello with resume flag 2",
      bytes: Make.frame(kind: 1, payload: Make.text("test") + Make.uint32(1) + Make.text("t") + [2]),
      error: .malformed(kind: "hello", what: "0 or 1 (resuming)")),
    HostileBytes(
      name: "hello with a 65-byte game name",
      bytes: Make.frame(
        kind: 1, payload: Make.text(String(repeating: "g", count: 65)) + Make.uint32(1) + Make.text("t") + [0]),
      error: .malformed(kind: "hello", what: "the length of the game of at most 64, not 65")),
    HostileBytes(
      name: "hello with rules version 1 000 001",
      bytes: Make.frame(kind: 1, payload: Make.text("test") + Make.uint32(1_000_001) + Make.text("t") + [0]),
      error: .malformed(kind: "hello", what: "the rules version of at most 1000000, not 1000001")),
    HostileBytes(
      name: "setup with 33 options",
      bytes: Make.frame(kind: 2, payload: [UInt8](repeating: 0, count: 16) + Make.uint32(33)),
      error: .malformed(kind: "setup", what: "the number of options of at most 32, not 33")),
    HostileBytes(
      name: "inputs: 1025 of them", bytes: Make.frame(kind: 5, payload: Make.uint32(0) + Make.uint16(1025) + [1]),
      error: .malformed(kind: "inputs", what: "at most 1024 inputs, not 1025")),
    HostileBytes(
      name: "inputs: 65 535 of them", bytes: Make.frame(kind: 5, payload: Make.uint32(0) + Make.uint16(65_535) + [1]),
      error: .malformed(kind: "inputs", what: "at most 1024 inputs, not 65535")),
    HostileBytes(
      name: "inputs of 33 bytes",
      bytes: Make.frame(kind: 5, payload: Make.uint32(0) + Make.uint16(1) + [33] + [UInt8](repeating: 0, count: 33)),
      error: .malformed(kind: "inputs", what: "inputs of at most 32 bytes, not 33")),
    HostileBytes(
      name: "inputs: 2 announced, 1 sent",
      bytes: Make.frame(kind: 5, payload: Make.uint32(0) + Make.uint16(2) + [3] + [1, 2, 3]),
      error: .malformed(kind: "inputs", what: "2 inputs of 3 bytes")),
    HostileBytes(
      name: "inputs from step 10 000 001",
      bytes: Make.frame(kind: 5, payload: Make.uint32(10_000_001) + Make.uint16(0) + [1]),
      error: .malformed(kind: "inputs", what: "the first step of at most 10000000, not 10000001")),
    HostileBytes(
      name: "start with delay 0", bytes: Make.frame(kind: 4, payload: [0]),
      error: .malformed(kind: "start", what: "an input delay of 1 to 15 steps, not 0")),
    HostileBytes(
      name: "start with delay 16", bytes: Make.frame(kind: 4, payload: [16]),
      error: .malformed(kind: "start", what: "an input delay of 1 to 15 steps, not 16")),
    HostileBytes(
      name: "bye with reason 0", bytes: Make.frame(kind: 9, payload: [0] + Make.text("x")),
      error: .malformed(kind: "bye", what: "a reason of 1 to 5, not 0")),
    HostileBytes(
      name: "bye with reason 99", bytes: Make.frame(kind: 9, payload: [99] + Make.text("x")),
      error: .malformed(kind: "bye", what: "a reason of 1 to 5, not 99")),
    HostileBytes(
      name: "bye with a 513-byte detail",
      bytes: Make.frame(kind: 9, payload: [1] + Make.text(String(repeating: "x", count: 513))),
      error: .malformed(kind: "bye", what: "the length of the detail of at most 512, not 513")),
    HostileBytes(
      name: "a good ping, then garbage",
      bytes: NetWireCodec.encode(.ping(stamp: 1)) + Array("junk".utf8), error: .notAnArcade),
  ]

  /// Feeds `bytes` in one chunk and returns the error the decoder throws after any good messages.
  static func failure(of bytes: [UInt8]) -> NetProtocolError? {
    var decoder = NetStreamDecoder()
    decoder.append(bytes)
    for _ in 0...bytes.count {
      do {
        guard try decoder.next() != nil else { return nil }
      } catch {
        return error
      }
    }
    return nil
  }

  /// Feeds `bytes` one at a time; returns how many were in when the decoder threw, and what.
  static func failureByteByByte(of bytes: [UInt8]) -> (bytesIn: Int, error: NetProtocolError)? {
    var decoder = NetStreamDecoder()
    for (index, byte) in bytes.enumerated() {
      decoder.append([byte])
      do {
        while try decoder.next() != nil {}
      } catch {
        return (index + 1, error)
      }
    }
    return nil
  }

  @Test(arguments: corpus)
  func eachHostileStringIsRefusedWithItsError(_ hostile: HostileBytes) {
    #expect(Self.failure(of: hostile.bytes) == hostile.error)
    #expect(Self.failureByteByByte(of: hostile.bytes)?.error == hostile.error)
  }

  @Test(arguments: [
    (Array("GET /".utf8), 1), (Array("ARX".utf8), 3), (Array("ARCn".utf8), 4), (Array("AAAA".utf8), 2),
  ])
  func garbageIsRefusedAtTheFirstWrongByte(_ bytes: [UInt8], wrongByteCount: Int) {
    let failure = Self.failureByteByByte(of: bytes + [UInt8](repeating: 0x41, count: 20))
    #expect(failure?.bytesIn == wrongByteCount)
    #expect(failure?.error == .notAnArcade)
  }

  @Test func anotherVersionIsRefusedAtItsVersionByte() {
    let failure = Self.failureByteByByte(of: Make.frame(kind: 1, payload: [1, 2, 3], version: 2))
    #expect(failure?.bytesIn == 5)
    #expect(failure?.error == .version(2))
  }

  @Test(arguments: [UInt32(65_537), 0x0010_0000, 0xFFFF_FFFF])
  func anOversizedLengthIsRefusedWhenTheHeaderIsInBeforeAnyPayload(_ length: UInt32) throws {
    var decoder = NetStreamDecoder()
    let header = Make.frame(kind: 2, payload: [], length: length)
    decoder.append(Array(header.dropLast()))
    #expect(try decoder.next() == nil)
    decoder.append([header.last!])
    #expect(throws: NetProtocolError.oversized(Int(length))) { try decoder.next() }
  }

  @Test func aPayloadOfExactlyTheLimitIsAccepted() throws {
    let level = String(repeating: "#", count: NetProtocol.maximumPayload - 8 - 8 - 4 - 4)
    let frame = NetWireCodec.encode(.setup(NetMatchSetup(matchID: 1, seed: 2, options: [], levelText: level)))
    #expect(frame.count == NetProtocol.headerSize + NetProtocol.maximumPayload)
    var decoder = NetStreamDecoder()
    decoder.append(frame)
    guard case .setup(let setup)? = try decoder.next() else {
      Issue.record("the setup at the limit was not decoded")
      return
    }
    #expect(setup.levelText.utf8.count == level.utf8.count)
    #expect(Self.failure(of: Make.frame(kind: 2, payload: [], length: 65_536)) == nil)
  }

  @Test(arguments: NetWireCodecTests.everyMessage.filter { NetWireCodec.encode($0).count > NetProtocol.headerSize })
  func everyTruncationOfAPayloadIsMalformedForItsKind(_ message: NetMessage) {
    let payload = Make.payload(of: NetWireCodec.encode(message))
    for cut in 0..<payload.count {
      let frame = Make.frame(kind: message.kind.rawValue, payload: Array(payload[0..<cut]))
      guard case .malformed(let kind, _)? = Self.failure(of: frame) else {
        Issue.record("\(message) cut to \(cut) bytes was not refused as malformed")
        continue
      }
      #expect(kind == "\(message.kind)")
    }
  }

  @Test func aFailedDecoderKeepsFailingWithTheSameErrorWhateverFollows() {
    var decoder = NetStreamDecoder()
    decoder.append(Make.frame(kind: 4, payload: [16]))
    let first = #expect(throws: NetProtocolError.self) { try decoder.next() }
    decoder.append(NetWireCodec.encode(.ready))
    let second = #expect(throws: NetProtocolError.self) { try decoder.next() }
    let third = #expect(throws: NetProtocolError.self) { try decoder.next() }
    #expect(first == .malformed(kind: "start", what: "an input delay of 1 to 15 steps, not 16"))
    #expect(second == first)
    #expect(third == first)
  }

  @Test func sentencesReadAsWritten() {
    #expect(
      NetProtocolError.notAnArcade.description == "The other side is not an arcade: its first bytes are not ARCN.")
    #expect(
      NetProtocolError.version(2).description
        == "The other arcade speaks network version 2; this one speaks 1: use the same arcade version on both sides.")
    #expect(
      NetProtocolError.oversized(65_537).description
        == "The other side sent a message of 65537 bytes; the limit is 65536.")
    #expect(NetProtocolError.unknownKind(200).description == "The other side sent a message of unknown kind 200.")
    #expect(
      NetProtocolError.malformed(kind: "start", what: "an input delay of 1 to 15 steps, not 16").description
        == "The other side sent a broken start message: expected an input delay of 1 to 15 steps, not 16.")
    #expect(
      NetProtocolError.unexpected("a setup out of turn").description == "The other side sent a setup out of turn.")
  }

  @Test func randomBytesNeverTrapAndEndNeedingMoreOrRefused() {
    var random = SeededRandom(seed: 2024)
    let valid = NetWireCodecTests.everyMessage.map(NetWireCodec.encode)
    var refused = 0
    var needMore = 0
    var accepted: [NetMessage] = []
    for _ in 0..<2_000 {
      let bytes = Self.randomHostileString(&random, valid: valid)
      var decoder = NetStreamDecoder()
      var offset = 0
      var outcome: NetProtocolError?? = nil  // .some(error) refused, .some(nil) needs more
      while outcome == nil {
        let end = min(bytes.count, offset + random.int(in: 1...64))
        decoder.append(Array(bytes[offset..<end]))
        offset = end
        do {
          while let message = try decoder.next() { accepted.append(message) }
          if offset == bytes.count { outcome = .some(nil) }
        } catch {
          outcome = .some(error)
        }
      }
      if case .some(.some) = outcome { refused += 1 } else { needMore += 1 }
    }
    #expect(refused + needMore == 2_000)
    #expect(refused > 500)
    #expect(needMore > 50)
    #expect(!accepted.isEmpty)
    // Whatever was accepted must survive its own round trip.
    for message in accepted {
      #expect(Self.failure(of: NetWireCodec.encode(message)) == nil)
      #expect((try? NetWireCodecTests.decodeAll([NetWireCodec.encode(message)])) == [message])
    }
  }

  /// Random bytes, a random frame around a random payload, a good frame with bytes changed,
  /// or a good frame cut short or followed by random bytes.
  static func randomHostileString(_ random: inout SeededRandom, valid: [[UInt8]]) -> [UInt8] {
    func randomBytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
    switch random.int(in: 0...3) {
    case 0:
      return randomBytes(random.int(in: 0...64))
    case 1:
      let payload = randomBytes(random.int(in: 0...80))
      return Make.frame(kind: UInt8(random.int(in: 0...11)), payload: payload)
    case 2:
      var frame = valid[random.int(in: 0..<valid.count)]
      for _ in 0..<random.int(in: 1...3) {
        frame[random.int(in: 0..<frame.count)] = UInt8(truncatingIfNeeded: random.next())
      }
      return frame
    default:
      let frame = valid[random.int(in: 0..<valid.count)]
      return random.int(in: 0...1) == 0
        ? Array(frame.prefix(random.int(in: 0..<frame.count))) : frame + randomBytes(random.int(in: 1...20))
    }
  }
}
