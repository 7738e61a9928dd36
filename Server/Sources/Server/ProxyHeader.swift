/// The PROXY protocol header (HAProxy's, versions 1 and 2) a load balancer sends before the
/// client's own bytes to say whom it carries: read with bounds from bytes that may be anyone's.
///
/// Version 1 is one line of text, `PROXY TCP4 SRC DST SPORT DPORT\r\n` (or `TCP6`, or
/// `UNKNOWN`), at most 107 bytes; version 2 is a 16-byte binary head (a 12-byte signature,
/// version and command, family and transport, the length of what follows) and that many bytes
/// of addresses and extensions, at most `maximumV2Length`.
public struct ProxyHeader: Hashable, Sendable {
  /// Which version of the protocol the header was in.
  public let version: Int
  /// The client's address and port, or nil when the header names none (v1 `UNKNOWN`, v2
  /// `LOCAL`: the proxy's own connection, such as a health check; a family without an IP
  /// address): then the connection is the proxy's own.
  public let source: IPAddress?
  /// The client's port (0 when `source` is nil).
  public let sourcePort: Int
  /// The header's length in bytes: what follows it is the client's.
  public let length: Int

  /// What a look at the first bytes of a connection found.
  public enum Parse: Hashable, Sendable {
    /// A whole header (the bytes after `length` are the client's).
    case header(ProxyHeader)
    /// The bytes so far begin a header (or may): more are needed.
    case incomplete
    /// The bytes do not begin with either version's signature.
    case notProxy
    /// A header's signature with something wrong after it, said for the log.
    case malformed(String)
  }

  /// The longest version 1 header, its `\r\n` included (the protocol's own bound).
  public static let maximumV1Length = 107
  /// The most bytes of addresses and extensions a version 2 header may announce (the
  /// addresses take at most 216; the rest is for a load balancer's extensions).
  public static let maximumV2Length = 4096

  /// Version 1's signature, `PROXY `.
  static let v1Signature = Array("PROXY ".utf8)
  /// Version 2's signature.
  static let v2Signature: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A, 0x00, 0x0D, 0x0A, 0x51, 0x55, 0x49, 0x54, 0x0A]

  /// Reads the header at the start of `bytes`.
  public static func parse(_ bytes: [UInt8]) -> Parse {
    switch signature(of: bytes) {
    case .undecided: return .incomplete
    case .neither: return .notProxy
    case .version1: return parseVersion1(bytes)
    case .version2: return parseVersion2(bytes)
    }
  }

  /// Which signature the bytes begin with, as far as they go.
  public enum Signature: Hashable, Sendable {
    case version1, version2
    /// Too few bytes to tell: they begin one of the signatures.
    case undecided
    /// The bytes begin neither signature: they are not a PROXY header.
    case neither
  }

  /// Which signature `bytes` begin with: a connection that is not the proxy's is told from its
  /// first byte (an SSH client's begin `SSH-`).
  public static func signature(of bytes: [UInt8]) -> Signature {
    for (signature, version) in [(v1Signature, Signature.version1), (v2Signature, .version2)]
    where bytes.prefix(signature.count).elementsEqual(signature.prefix(bytes.count)) {
      return bytes.count >= signature.count ? version : .undecided
    }
    return .neither
  }

  // MARK: - Version 1

  private static func parseVersion1(_ bytes: [UInt8]) -> Parse {
    guard let newline = bytes.prefix(maximumV1Length).firstIndex(of: 0x0A) else {
      return bytes.count >= maximumV1Length
        ? .malformed("a version 1 header with no end of line in \(maximumV1Length) bytes") : .incomplete
    }
    guard newline > 0, bytes[newline - 1] == 0x0D else { return .malformed("a version 1 header ending without \\r\\n") }
    let line = bytes[v1Signature.count..<(newline - 1)]
    guard line.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
      return .malformed("a version 1 header with a byte that is not printable text")
    }
    let fields = line.split(separator: 0x20, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    let length = newline + 1
    switch fields.first {
    case "UNKNOWN":
      return .header(ProxyHeader(version: 1, source: nil, sourcePort: 0, length: length))
    case let family? where family == "TCP4" || family == "TCP6":
      guard fields.count == 5 else {
        return .malformed("a version 1 \(family) header with \(fields.count - 1) fields, not 4")
      }
      let isIPv6 = family == "TCP6"
      guard let source = address(fields[1], ipv6: isIPv6), address(fields[2], ipv6: isIPv6) != nil else {
        return .malformed("a version 1 \(family) header whose addresses are not \(isIPv6 ? "IPv6" : "IPv4") addresses")
      }
      guard let sourcePort = port(fields[3]), port(fields[4]) != nil else {
        return .malformed("a version 1 header whose ports are not numbers from 0 to 65535")
      }
      return .header(ProxyHeader(version: 1, source: source, sourcePort: sourcePort, length: length))
    default:
      return .malformed("a version 1 header of an unknown family (TCP4, TCP6 or UNKNOWN)")
    }
  }

  /// The address `text` spells in the family the header named.
  private static func address(_ text: String, ipv6: Bool) -> IPAddress? {
    guard text.contains(":") == ipv6 else { return nil }
    return IPAddress(text)
  }

  /// A port: 1 to 5 decimal digits, at most 65535.
  private static func port(_ text: String) -> Int? {
    guard (1...5).contains(text.utf8.count), text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
      let value = Int(text), value <= 65535
    else { return nil }
    return value
  }

  // MARK: - Version 2

  private static func parseVersion2(_ bytes: [UInt8]) -> Parse {
    guard bytes.count >= 16 else { return .incomplete }
    let versionAndCommand = bytes[12]
    let familyAndTransport = bytes[13]
    let announced = Int(bytes[14]) << 8 | Int(bytes[15])
    guard versionAndCommand >> 4 == 2 else {
      return .malformed("a version 2 signature with version \(versionAndCommand >> 4)")
    }
    let command = versionAndCommand & 0x0F
    guard command <= 1 else { return .malformed("a version 2 header with an unknown command \(command)") }
    let family = familyAndTransport >> 4
    let transport = familyAndTransport & 0x0F
    guard family <= 3, transport <= 2 else {
      return .malformed("a version 2 header with an unknown family or transport (\(familyAndTransport))")
    }
    guard announced <= maximumV2Length else {
      return .malformed("a version 2 header announcing \(announced) bytes, over \(maximumV2Length)")
    }
    let length = 16 + announced
    guard bytes.count >= length else { return .incomplete }
    // LOCAL: the proxy's own connection (a health check); its addresses, if any, are not a client's.
    guard command == 1, family == 1 || family == 2 else {
      return .header(ProxyHeader(version: 2, source: nil, sourcePort: 0, length: length))
    }
    guard transport != 2 else { return .malformed("a version 2 header for a datagram connection") }
    let addressBytes = family == 1 ? 4 : 16
    guard announced >= 2 * addressBytes + 4 else {
      return .malformed("a version 2 header announcing \(announced) bytes, too few for its addresses")
    }
    let portAt = 16 + 2 * addressBytes
    guard let source = IPAddress(bytes: Array(bytes[16..<(16 + addressBytes)])) else {
      return .malformed("a version 2 header whose address does not read")
    }
    let sourcePort = Int(bytes[portAt]) << 8 | Int(bytes[portAt + 1])
    return .header(ProxyHeader(version: 2, source: source, sourcePort: sourcePort, length: length))
  }
}
