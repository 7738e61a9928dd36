#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An IPv4 or IPv6 address as its bytes (4 or 16, network order), read from and written as
/// text the way the C library does (`inet_pton`, `inet_ntop`), so an address from a PROXY
/// header is spelled as SwiftNIO spells a peer's.
public struct IPAddress: Hashable, Sendable, CustomStringConvertible {
  /// The address's bytes: 4 for IPv4, 16 for IPv6.
  public let bytes: [UInt8]

  /// The address in `bytes` (4 or 16 of them), or nil for any other count.
  public init?(bytes: [UInt8]) {
    guard bytes.count == 4 || bytes.count == 16 else { return nil }
    self.bytes = bytes
  }

  /// The address `text` spells (`192.0.2.7`, `2001:db8::1`, `::ffff:192.0.2.7`), or nil.
  public init?(_ text: String) {
    guard !text.isEmpty, text.utf8.count <= 45, !text.utf8.contains(0) else { return nil }
    if text.contains(":") {
      var address = in6_addr()
      guard inet_pton(AF_INET6, text, &address) == 1 else { return nil }
      bytes = withUnsafeBytes(of: &address) { Array($0) }
    } else {
      var address = in_addr()
      guard inet_pton(AF_INET, text, &address) == 1 else { return nil }
      bytes = withUnsafeBytes(of: &address) { Array($0) }
    }
  }

  /// Whether it is an IPv4 address.
  public var isIPv4: Bool { bytes.count == 4 }

  /// The IPv4 address an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) stands for, else itself:
  /// a server listening on `::` sees IPv4 clients so, and a ban on `a.b.c.d` must hold there.
  public var unmapped: IPAddress {
    guard bytes.count == 16, bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF,
      let v4 = IPAddress(bytes: Array(bytes[12...]))
    else { return self }
    return v4
  }

  /// The address as text (`192.0.2.7`, `2001:db8::1`).
  public var description: String {
    var text = [CChar](repeating: 0, count: 64)
    var copy = bytes
    let written = copy.withUnsafeMutableBytes { raw in
      inet_ntop(isIPv4 ? AF_INET : AF_INET6, raw.baseAddress, &text, socklen_t(text.count))
    }
    guard written != nil else { return "?" }
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
