import ArcadeKit
import Server
import Testing

/// The PROXY protocol parser, with good headers and hostile bytes.
@Suite struct ProxyHeaderTests {
  static let sshStart = Array("SSH-2.0-OpenSSH_9.6\r\n".utf8)

  /// A version 2 header: `command`, family and transport byte, the address block and `extra`
  /// bytes (extensions) after it.
  static func v2(command: UInt8 = 1, family: UInt8 = 0x11, block: [UInt8], extra: [UInt8] = []) -> [UInt8] {
    let signature: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A, 0x00, 0x0D, 0x0A, 0x51, 0x55, 0x49, 0x54, 0x0A]
    let length = block.count + extra.count
    return signature + [0x20 | command, family, UInt8(length >> 8), UInt8(length & 0xFF)] + block + extra
  }

  static let ipv4Block: [UInt8] = [203, 0, 113, 9, 10, 0, 0, 1, 0xD4, 0x31, 0x08, 0xAE]

  @Test func aVersion1HeaderGivesTheClientsAddressAndWhereTheClientsBytesBegin() throws {
    let header = Array("PROXY TCP4 203.0.113.9 10.0.0.1 54321 2222\r\n".utf8)
    guard case .header(let parsed) = ProxyHeader.parse(header + Self.sshStart) else {
      Issue.record("not read")
      return
    }
    #expect(parsed.version == 1)
    #expect(parsed.source?.description == "203.0.113.9")
    #expect(parsed.sourcePort == 54321)
    #expect(parsed.length == header.count)

    let six = Array("PROXY TCP6 2001:db8::7 2001:db8::1 1 65535\r\n".utf8)
    guard case .header(let v6) = ProxyHeader.parse(six) else {
      Issue.record("TCP6 not read")
      return
    }
    #expect(v6.source?.description == "2001:db8::7")
    guard case .header(let unknown) = ProxyHeader.parse(Array("PROXY UNKNOWN whatever\r\n".utf8)) else {
      Issue.record("UNKNOWN not read")
      return
    }
    #expect(unknown.source == nil)
    #expect(unknown.length == 24)
  }

  @Test func aVersion2HeaderGivesTheClientsAddressPastItsExtensions() throws {
    let bytes = Self.v2(block: Self.ipv4Block, extra: [0x04, 0x00, 0x01, 0x00]) + Self.sshStart
    guard case .header(let parsed) = ProxyHeader.parse(bytes) else {
      Issue.record("not read")
      return
    }
    #expect(parsed.version == 2)
    #expect(parsed.source?.description == "203.0.113.9")
    #expect(parsed.sourcePort == 54321)
    #expect(parsed.length == 16 + 12 + 4)

    let source = try #require(IPAddress("2001:db8::7")).bytes
    let destination = try #require(IPAddress("2001:db8::1")).bytes
    guard
      case .header(let v6) = ProxyHeader.parse(Self.v2(family: 0x21, block: source + destination + [0, 80, 8, 174]))
    else {
      Issue.record("INET6 not read")
      return
    }
    #expect(v6.source?.description == "2001:db8::7")
    #expect(v6.sourcePort == 80)
    // LOCAL (a health check) and a Unix socket's: no client address; the connection is the proxy's.
    guard case .header(let local) = ProxyHeader.parse(Self.v2(command: 0, family: 0, block: [])) else {
      Issue.record("LOCAL not read")
      return
    }
    #expect(local.source == nil)
    guard case .header(let unix) = ProxyHeader.parse(Self.v2(family: 0x31, block: Array(repeating: 0x2F, count: 216)))
    else {
      Issue.record("UNIX not read")
      return
    }
    #expect(unix.source == nil)
  }

  @Test func everyPrefixOfAHeaderAsksForMoreAndOtherBytesAreNoHeader() {
    let headers = [
      Array("PROXY TCP4 203.0.113.9 10.0.0.1 54321 2222\r\n".utf8), Self.v2(block: Self.ipv4Block),
    ]
    for header in headers {
      for count in 0..<header.count {
        #expect(ProxyHeader.parse(Array(header.prefix(count))) == .incomplete, "\(count) bytes")
      }
    }
    #expect(ProxyHeader.parse(Self.sshStart) == .notProxy)
    #expect(ProxyHeader.signature(of: Self.sshStart) == .neither)
    #expect(ProxyHeader.signature(of: Array("S".utf8)) == .neither)
    #expect(ProxyHeader.signature(of: Array("PROX".utf8)) == .undecided)
    #expect(ProxyHeader.parse(Array("PROXY-".utf8)) == .notProxy)
    #expect(ProxyHeader.parse([0x0D, 0x0A, 0x0D, 0x0B]) == .notProxy)
  }

  @Test func malformedHeadersAreRefusedWithTheReason() {
    let lines = [
      "PROXY TCP4 203.0.113.9 10.0.0.1 54321 2222\n",  // no \r
      "PROXY TCP4 203.0.113.9 10.0.0.1 54321\r\n",  // a field short
      "PROXY TCP4 203.0.113.9  10.0.0.1 54321 2222\r\n",  // two spaces
      "PROXY TCP4 2001:db8::7 10.0.0.1 54321 2222\r\n",  // the wrong family
      "PROXY TCP6 203.0.113.9 2001:db8::1 54321 2222\r\n",
      "PROXY TCP4 203.0.113.999 10.0.0.1 54321 2222\r\n",
      "PROXY TCP4 203.0.113.9 10.0.0.1 65536 2222\r\n",
      "PROXY TCP4 203.0.113.9 10.0.0.1 -1 2222\r\n",
      "PROXY TCP4 203.0.113.9 10.0.0.1 +80 2222\r\n",
      "PROXY UDP4 203.0.113.9 10.0.0.1 54321 2222\r\n",
      "PROXY \r\n",
      "PROXY TCP4 203.0.113.9 10.0.0.1 54321 2222\t\r\n",
      "PROXY TCP4 203.0.113.9\u{7F} 10.0.0.1 54321 2222\r\n",
    ]
    for line in lines {
      guard case .malformed = ProxyHeader.parse(Array(line.utf8)) else {
        Issue.record("taken: \(line.debugDescription)")
        continue
      }
    }
    // 107 bytes and no end of line: no more is read.
    let long = Array(("PROXY TCP4 " + String(repeating: "1", count: 200)).utf8)
    #expect(ProxyHeader.parse(Array(long.prefix(106))) == .incomplete)
    guard case .malformed = ProxyHeader.parse(Array(long.prefix(107))) else {
      Issue.record("a line past 107 bytes was not refused")
      return
    }
    let binary: [[UInt8]] = [
      Self.v2(block: Self.ipv4Block).enumerated().map { $0.offset == 12 ? 0x11 : $0.element },  // version 1
      Self.v2(command: 2, block: Self.ipv4Block),
      Self.v2(family: 0x41, block: Self.ipv4Block),
      Self.v2(family: 0x13, block: Self.ipv4Block),
      Self.v2(family: 0x12, block: Self.ipv4Block),  // a datagram
      Self.v2(block: Array(Self.ipv4Block.prefix(8))),  // too short for its addresses
      Self.v2(family: 0x21, block: Self.ipv4Block),
      Self.v2(block: [], extra: Array(repeating: 0, count: ProxyHeader.maximumV2Length + 1)),
    ]
    for bytes in binary {
      guard case .malformed = ProxyHeader.parse(bytes) else {
        Issue.record("taken: \(bytes)")
        continue
      }
    }
    // An announced length past the bound is refused from the 16 bytes that say it.
    let announced = Self.v2(block: [], extra: Array(repeating: 0, count: 65535))
    guard case .malformed = ProxyHeader.parse(Array(announced.prefix(16))) else {
      Issue.record("a header announcing 65535 bytes was waited for")
      return
    }
  }

  /// Hostile bytes: random ones, and random changes to good headers, never trap, and never
  /// say a header is longer than the bytes or the bounds.
  @Test func randomBytesAndMangledHeadersNeverTrapOrOverrun() {
    var random = SeededRandom(seed: 0x5EED)
    let seeds: [[UInt8]] = [
      Array("PROXY TCP4 203.0.113.9 10.0.0.1 54321 2222\r\n".utf8),
      Array("PROXY TCP6 2001:db8::7 2001:db8::1 1 65535\r\n".utf8),
      Self.v2(block: Self.ipv4Block, extra: [1, 0, 2, 9, 9]),
      Self.v2(family: 0x21, block: Array(repeating: 7, count: 36)),
    ]
    for round in 0..<20_000 {
      var bytes: [UInt8]
      if round % 4 == 0 {
        bytes = (0..<Int(random.next() % 130)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      } else {
        bytes = seeds[Int(random.next() % UInt64(seeds.count))]
        for _ in 0..<(1 + Int(random.next() % 3)) where !bytes.isEmpty {
          let at = Int(random.next() % UInt64(bytes.count))
          switch random.next() % 3 {
          case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
          case 1: bytes.remove(at: at)
          default: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
          }
        }
      }
      if case .header(let header) = ProxyHeader.parse(bytes) {
        #expect(header.length <= bytes.count)
        #expect(header.length <= max(ProxyHeader.maximumV1Length, 16 + ProxyHeader.maximumV2Length))
        #expect((0...65535).contains(header.sourcePort))
      }
    }
  }
}
