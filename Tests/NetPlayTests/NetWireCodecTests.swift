import ArcadeKit
import NetPlay
import Testing

@Suite struct NetWireCodecTests {
  /// One message of every kind and shape the wire must carry.
  static let everyMessage: [NetMessage] =
    [
      .hello(NetHello(game: "paddles", rulesVersion: 3, arcadeVersion: "1.4.0")),
      .hello(
        NetHello(
          game: "paddles", rulesVersion: 3, arcadeVersion: "1.4.0",
          resume: NetResume(matchID: 0xDEAD_BEEF_0123_4567, nextStepWanted: 98_765))),
      .setup(
        NetMatchSetup(
          matchID: UInt64.max, seed: 42,
          options: [ReplayOption("win-score", "5"), ReplayOption("speed", "fast"), ReplayOption("名前", "é ✓")],
          levelText: "# arena «ÉTÉ» ☀\n+-----+\n|  ●  |\n+-----+\n")),
      .setup(NetMatchSetup(matchID: 0, seed: 0, options: [], levelText: "")),
      .ready,
      .start(inputDelay: 1),
      .start(inputDelay: 15),
      .inputs(first: 0, []),
      .inputs(
        first: 1234,
        (0..<5).map { step in (0..<9).map { UInt8(truncatingIfNeeded: step * 31 + $0 * 7) } }),
      .inputs(first: NetWireCodec.maximumStep, [[1]]),
      .hash(step: 600, value: 0xFFFF_0000_FFFF_0000),
      .ping(stamp: 0),
      .ping(stamp: UInt32.max),
      .pong(stamp: 123_456),
    ] + NetByeReason.allCases.map { .bye($0, detail: "Why \($0): ça dépend.") }

  /// Every message a fresh decoder finds in `chunks`, appended one after another.
  static func decodeAll(_ chunks: [[UInt8]]) throws -> [NetMessage] {
    var decoder = NetStreamDecoder()
    var messages: [NetMessage] = []
    for chunk in chunks {
      decoder.append(chunk)
      while let message = try decoder.next() { messages.append(message) }
    }
    return messages
  }

  @Test(arguments: everyMessage)
  func eachMessageRoundTrips(_ message: NetMessage) throws {
    let frame = NetWireCodec.encode(message)
    #expect(try Self.decodeAll([frame]) == [message])
  }

  @Test func everyKindIsCoveredByTheRoundTripTable() {
    let kinds = Set(Self.everyMessage.map(\.kind.rawValue))
    #expect(kinds == Set(NetMessageKind.allCases.map(\.rawValue)))
  }

  @Test(arguments: everyMessage)
  func frameHeaderIsMagicVersionKindAndBigEndianLength(_ message: NetMessage) {
    let frame = NetWireCodec.encode(message)
    #expect(Array(frame[0..<4]) == Array("ARCN".utf8))
    #expect(frame[4] == 1)
    #expect(frame[5] == message.kind.rawValue)
    let length = frame[6..<10].reduce(0) { $0 << 8 | Int($1) }
    #expect(length == frame.count - 10)
  }

  @Test func setupKeepsMultiLineUTF8LevelTextAndOptionsExactly() throws {
    let level = "title: Çà et là\n\n#####\r\n# 🏓 #\n#####\n\t end"
    let setup = NetMatchSetup(
      matchID: 7, seed: 99, options: [ReplayOption("win-score", "11"), ReplayOption("serve", "left")], levelText: level)
    let decoded = try Self.decodeAll([NetWireCodec.encode(.setup(setup))])
    guard case .setup(let back)? = decoded.first else {
      Issue.record("no setup decoded: \(decoded)")
      return
    }
    #expect(back.levelText == level)
    #expect(Array(back.levelText.utf8) == Array(level.utf8))
    #expect(back.option("win-score") == "11")
    #expect(back.option("serve") == "left")
    #expect(back.option("missing") == nil)
  }

  @Test func helloWithAndWithoutResumeDifferOnlyInTheResumeFields() throws {
    let plain = NetHello(game: "test", rulesVersion: 1, arcadeVersion: "t")
    var resuming = plain
    resuming.resume = NetResume(matchID: 5, nextStepWanted: 300)
    let plainFrame = NetWireCodec.encode(.hello(plain))
    let resumeFrame = NetWireCodec.encode(.hello(resuming))
    #expect(resumeFrame.count == plainFrame.count + 12)
    #expect(try Self.decodeAll([plainFrame]) == [.hello(plain)])
    #expect(try Self.decodeAll([resumeFrame]) == [.hello(resuming)])
  }

  @Test func aStreamOfEveryMessageDecodesTheSameByteByByteAsInOneChunk() throws {
    let stream = Self.everyMessage.flatMap(NetWireCodec.encode)
    let whole = try Self.decodeAll([stream])
    let byteByByte = try Self.decodeAll(stream.map { [$0] })
    #expect(whole == Self.everyMessage)
    #expect(byteByByte == whole)
  }

  @Test func randomSplitsOfALongStreamDecodeTheSameAsOneChunk() throws {
    // Over 64 KiB in all, so the decoder's buffer is compacted on the way.
    let messages =
      (0..<4_500).map { step in
        NetMessage.inputs(first: step, [[UInt8(step % 7), 1, 2, 3, 4, 5, 6, 7, 8]])
      } + Self.everyMessage
    let stream = messages.flatMap(NetWireCodec.encode)
    #expect(stream.count > 100_000)
    var random = SeededRandom(seed: 11)
    for _ in 0..<5 {
      var chunks: [[UInt8]] = []
      var offset = 0
      while offset < stream.count {
        let end = min(stream.count, offset + random.int(in: 1...700))
        chunks.append(Array(stream[offset..<end]))
        offset = end
      }
      #expect(try Self.decodeAll(chunks) == messages)
    }
  }

  @Test func aPartialFrameWaitsForTheRestWithoutError() throws {
    let frame = NetWireCodec.encode(.hash(step: 60, value: 1))
    var decoder = NetStreamDecoder()
    decoder.append(Array(frame.dropLast()))
    #expect(try decoder.next() == nil)
    decoder.append([frame.last!])
    #expect(try decoder.next() == .hash(step: 60, value: 1))
    #expect(try decoder.next() == nil)
  }

  @Test func resetForgetsAFailureAndAHalfFrame() throws {
    var decoder = NetStreamDecoder()
    decoder.append(Array("HTTP".utf8))
    #expect(throws: NetProtocolError.notAnArcade) { try decoder.next() }
    decoder.reset()
    decoder.append(Array(NetWireCodec.encode(.ready).prefix(7)))
    #expect(try decoder.next() == nil)
    decoder.reset()
    decoder.append(NetWireCodec.encode(.ping(stamp: 9)))
    #expect(try decoder.next() == .ping(stamp: 9))
  }
}

extension NetWireCodecTests {
  @Test(arguments: [
    String(repeating: "x", count: 600), String(repeating: "é", count: 300), String(repeating: "👋🏽", count: 80),
    String(repeating: "a", count: 511) + "é",
  ])
  func aByeDetailOverTheLimitIsCutOnACharacterBoundary(_ detail: String) throws {
    #expect(detail.utf8.count > NetWireCodec.maximumDetail)
    let decoded = try Self.decodeAll([NetWireCodec.encode(.bye(.incompatible, detail: detail))])
    guard case .bye(.incompatible, let cut)? = decoded.first else {
      Issue.record("no bye decoded: \(decoded)")
      return
    }
    #expect(cut.utf8.count <= NetWireCodec.maximumDetail)
    #expect(cut.utf8.count > NetWireCodec.maximumDetail - 16)
    #expect(detail.hasPrefix(cut))
  }

  @Test func aByeDetailOfExactlyTheLimitIsKeptWhole() throws {
    let detail = String(repeating: "ü", count: NetWireCodec.maximumDetail / 2)
    #expect(try Self.decodeAll([NetWireCodec.encode(.bye(.left, detail: detail))]) == [.bye(.left, detail: detail)])
  }
}
