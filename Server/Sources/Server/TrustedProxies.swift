/// The load balancers allowed to say where a connection comes from (`--proxy-protocol
/// --trusted-proxies CIDR…`): a connection from one of them must begin with a PROXY protocol
/// header, whose client address is then the connection's address for every limit, ban and log
/// line; anyone else who sends one is refused.
public struct TrustedProxies: Hashable, Sendable {
  /// The proxies' addresses.
  public var ranges: [AddressRange]
  /// Seconds a trusted proxy has to send its whole header before the connection is closed.
  public var headerTimeout = 5.0

  /// Proxies at `ranges`.
  public init(_ ranges: [AddressRange]) {
    self.ranges = ranges
  }

  /// Whether the peer at `address` (as SwiftNIO gives it) is one of the proxies.
  public func trusts(_ address: String) -> Bool {
    guard let parsed = IPAddress(address) else { return false }
    return ranges.contains { $0.contains(parsed) }
  }
}
