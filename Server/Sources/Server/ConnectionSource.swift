#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a connection comes from, as the `ConnectionGate` counts it: its address, and its
/// network (the /24 of an IPv4 address, the /64 of an IPv6 one: what one household, one rented
/// server or one small provider's customer usually holds). An IPv4 address written inside IPv6
/// (`::ffff:192.0.2.7`, as a dual-stack listener sees IPv4 clients) is that IPv4 address.
struct ConnectionSource: Hashable, Sendable {
  /// The address in its usual form (`192.0.2.7`, `2001:db8::1`).
  let address: String
  /// The network it belongs to (`192.0.2.0/24`, `2001:db8:0:0::/64`).
  let network: String

  /// The source of a peer whose address reads `text`; text that is no IP address (a Unix
  /// socket's peer, "unknown") is its own address and its own network.
  init(_ text: String) {
    if let bytes = Self.bytes(of: text, family: AF_INET) {
      self.init(ipv4: bytes)
    } else if let bytes = Self.bytes(of: text, family: AF_INET6) {
      let mapped = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
      if mapped {
        self.init(ipv4: Array(bytes[12..<16]))
      } else {
        self.init(
          address: Self.ipv6Text(bytes),
          network: Self.ipv6Text(Array(bytes[0..<8]) + Array(repeating: 0, count: 8)) + "/64")
      }
    } else {
      self.init(address: text, network: text)
    }
  }

  private init(ipv4 bytes: [UInt8]) {
    self.init(
      address: bytes.map(String.init).joined(separator: "."),
      network: bytes[0..<3].map(String.init).joined(separator: ".") + ".0/24")
  }

  private init(address: String, network: String) {
    self.address = address
    self.network = network
  }

  /// The 4 or 16 bytes of `text` read as an address of `family`, or nil when it is not one.
  private static func bytes(of text: String, family: Int32) -> [UInt8]? {
    var storage = [UInt8](repeating: 0, count: 16)
    let parsed = storage.withUnsafeMutableBytes { inet_pton(family, text, $0.baseAddress) }
    guard parsed == 1 else { return nil }
    return Array(storage.prefix(family == AF_INET ? 4 : 16))
  }

  /// An IPv6 address's 16 bytes in the usual short form.
  private static func ipv6Text(_ bytes: [UInt8]) -> String {
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
    let written = bytes.withUnsafeBytes { raw in
      inet_ntop(AF_INET6, raw.baseAddress, &text, socklen_t(text.count))
    }
    guard written != nil else { return bytes.map { String($0, radix: 16) }.joined(separator: ":") }
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
