/// Cuts the bytes of a connection into messages, however the network split them.
///
/// The header is checked as soon as its bytes are in, so a stranger or an oversized length is
/// refused before its payload arrives; after an error the decoder stays failed.
public struct NetStreamDecoder: Sendable {
  private var buffer: [UInt8] = []
  private var start = 0
  private var failure: NetProtocolError?

  /// Creates an empty decoder.
  public init() {}

  /// Adds bytes that arrived.
  public mutating func append(_ bytes: [UInt8]) {
    guard failure == nil else { return }
    if start > 0, start == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      start = 0
    }
    buffer += bytes
  }

  /// Forgets what was buffered (a new connection starts clean).
  public mutating func reset() {
    buffer = []
    start = 0
    failure = nil
  }

  /// The next whole message, nil until one has fully arrived; throws on the first bad frame.
  public mutating func next() throws(NetProtocolError) -> NetMessage? {
    if let failure { throw failure }
    do {
      return try decodeNext()
    } catch {
      failure = error
      throw error
    }
  }

  private mutating func decodeNext() throws(NetProtocolError) -> NetMessage? {
    let available = buffer.count - start
    // The magic is checked byte by byte as it arrives: garbage is refused at once.
    for index in 0..<min(available, NetProtocol.magic.count) where buffer[start + index] != NetProtocol.magic[index] {
      throw .notAnArcade
    }
    guard available >= NetProtocol.magic.count + 1 else { return nil }
    let version = buffer[start + 4]
    guard version == NetProtocol.version else { throw .version(version) }
    guard available >= NetProtocol.headerSize else { return nil }
    let kind = buffer[start + 5]
    let length = buffer[(start + 6)..<(start + 10)].reduce(0) { $0 << 8 | Int($1) }
    guard length <= NetProtocol.maximumPayload else { throw .oversized(length) }
    guard available >= NetProtocol.headerSize + length else { return nil }
    let payloadStart = start + NetProtocol.headerSize
    let payload = Array(buffer[payloadStart..<(payloadStart + length)])
    start = payloadStart + length
    if start > 65_536 {
      buffer.removeFirst(start)
      start = 0
    }
    return try NetWireCodec.decode(kind: kind, payload: payload)
  }
}
