import ArcadeKit

/// Turns messages into frames and frames back into messages (the layouts are in docs/NETWORK.md).
public enum NetWireCodec {
  /// The most inputs one `inputs` message carries.
  public static let maximumInputs = 1024
  /// The most bytes one step's input may take.
  public static let maximumInputSize = 32
  /// The highest step number a message may name (over 46 hours at 60 steps a second).
  public static let maximumStep = 10_000_000
  /// The most options a setup carries.
  public static let maximumOptions = 32
  /// The most UTF-8 bytes of a bye's detail; a longer one is cut to fit when encoded.
  public static let maximumDetail = 512
  /// The most UTF-8 bytes of a name in a greeting or a setup (the game, a version, an option).
  public static let maximumName = 64

  /// The frame of `message`: header and payload.
  public static func encode(_ message: NetMessage) -> [UInt8] {
    var payload = NetPayloadWriter()
    switch message {
    case .hello(let hello):
      payload.text(prefix(hello.game, utf8Bytes: maximumName))
      payload.count(hello.rulesVersion)
      payload.text(prefix(hello.arcadeVersion, utf8Bytes: maximumName))
      if let resume = hello.resume {
        payload.byte(1)
        payload.uint64(resume.matchID)
        payload.count(resume.nextStepWanted)
      } else {
        payload.byte(0)
      }
    case .setup(let setup):
      payload.uint64(setup.matchID)
      payload.uint64(setup.seed)
      payload.count(setup.options.count)
      for option in setup.options {
        payload.text(prefix(option.name, utf8Bytes: maximumName))
        payload.text(option.value)
      }
      payload.text(setup.levelText)
    case .ready:
      break
    case .start(let inputDelay):
      payload.byte(UInt8(clamping: inputDelay))
    case .inputs(let first, let inputs):
      payload.count(first)
      payload.uint16(UInt16(clamping: inputs.count))
      payload.byte(UInt8(clamping: inputs.first?.count ?? 0))
      for input in inputs { for byte in input { payload.byte(byte) } }
    case .hash(let step, let value):
      payload.count(step)
      payload.uint64(value)
    case .ping(let stamp), .pong(let stamp):
      payload.uint32(stamp)
    case .bye(let reason, let detail):
      payload.byte(reason.rawValue)
      payload.text(prefix(detail, utf8Bytes: maximumDetail))
    }
    var frame = NetProtocol.magic
    frame.append(NetProtocol.version)
    frame.append(message.kind.rawValue)
    var length = NetPayloadWriter()
    length.count(payload.bytes.count)
    frame += length.bytes
    frame += payload.bytes
    return frame
  }

  /// The longest start of `text` within `limit` UTF-8 bytes that ends on a whole character.
  static func prefix(_ text: String, utf8Bytes limit: Int) -> String {
    guard text.utf8.count > limit else { return text }
    var cut = ""
    var bytes = 0
    for character in text {
      bytes += character.utf8.count
      guard bytes <= limit else { break }
      cut.append(character)
    }
    return cut
  }

  /// The message of a frame whose header said `kind`, from its payload.
  public static func decode(kind byte: UInt8, payload: [UInt8]) throws(NetProtocolError) -> NetMessage {
    guard let kind = NetMessageKind(rawValue: byte) else { throw .unknownKind(byte) }
    var reader = NetPayloadReader(payload, kind: "\(kind)")
    let message: NetMessage
    switch kind {
    case .hello:
      let game = try reader.text("the game", limit: maximumName)
      let rules = try reader.count("the rules version", limit: 1_000_000)
      let version = try reader.text("the arcade version", limit: maximumName)
      var resume: NetResume?
      switch try reader.byte("0 or 1 (resuming)") {
      case 0: break
      case 1:
        let matchID = try reader.uint64("the match id")
        let next = try reader.count("the next step wanted", limit: maximumStep)
        resume = NetResume(matchID: matchID, nextStepWanted: next)
      default: throw NetProtocolError.malformed(kind: "hello", what: "0 or 1 (resuming)")
      }
      message = .hello(NetHello(game: game, rulesVersion: rules, arcadeVersion: version, resume: resume))
    case .setup:
      let matchID = try reader.uint64("the match id")
      let seed = try reader.uint64("the seed")
      let count = try reader.count("the number of options", limit: maximumOptions)
      var options: [ReplayOption] = []
      for _ in 0..<count {
        let name = try reader.text("an option's name", limit: maximumName)
        let value = try reader.text("an option's value", limit: 256)
        options.append(ReplayOption(name, value))
      }
      let level = try reader.text("the level text", limit: NetProtocol.maximumPayload)
      message = .setup(NetMatchSetup(matchID: matchID, seed: seed, options: options, levelText: level))
    case .ready:
      message = .ready
    case .start:
      let delay = Int(try reader.byte("the input delay"))
      guard (1...LockstepTimeline.maximumDelay).contains(delay) else {
        throw NetProtocolError.malformed(
          kind: "start", what: "an input delay of 1 to \(LockstepTimeline.maximumDelay) steps, not \(delay)")
      }
      message = .start(inputDelay: delay)
    case .inputs:
      let first = try reader.count("the first step", limit: maximumStep)
      let count = Int(try reader.uint16("the number of inputs"))
      guard count <= maximumInputs else {
        throw NetProtocolError.malformed(kind: "inputs", what: "at most \(maximumInputs) inputs, not \(count)")
      }
      let size = Int(try reader.byte("the size of an input"))
      guard size <= maximumInputSize else {
        throw NetProtocolError.malformed(
          kind: "inputs", what: "inputs of at most \(maximumInputSize) bytes, not \(size)")
      }
      var inputs: [[UInt8]] = []
      inputs.reserveCapacity(count)
      for _ in 0..<count { inputs.append(try reader.bytes(size, "\(count) inputs of \(size) bytes")) }
      message = .inputs(first: first, inputs)
    case .hash:
      let step = try reader.count("the step", limit: maximumStep)
      message = .hash(step: step, value: try reader.uint64("the hash"))
    case .ping:
      message = .ping(stamp: try reader.uint32("the stamp"))
    case .pong:
      message = .pong(stamp: try reader.uint32("the stamp"))
    case .bye:
      let code = try reader.byte("the reason")
      guard let reason = NetByeReason(rawValue: code) else {
        throw NetProtocolError.malformed(
          kind: "bye", what: "a reason of 1 to \(NetByeReason.allCases.count), not \(code)")
      }
      message = .bye(reason, detail: try reader.text("the detail", limit: maximumDetail))
    }
    try reader.finish()
    return message
  }
}
