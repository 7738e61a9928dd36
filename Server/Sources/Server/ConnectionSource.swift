/// Where a connection comes from, as the `ConnectionGate` counts it: its address, and its
/// network (the /24 of an IPv4 address, the /64 of an IPv6 one: what one household, one rented
/// server or one small provider's customer usually holds). An IPv4 address written inside IPv6
/// (`::ffff:192.0.2.7`, as a dual-stack listener sees IPv4 clients) is that IPv4 address.
struct ConnectionSource: Hashable, Sendable {
  /// The address in its usual form (`192.0.2.7`, `2001:db8::1`).
  let address: String
  /// The network it belongs to (`192.0.2.0/24`, `2001:db8::/64`).
  let network: String

  /// The source of a peer whose address reads `text`; text that is no IP address (a Unix
  /// socket's peer, "unknown") is its own address and its own network.
  init(_ text: String) {
    guard let address = IPAddress(text)?.unmapped else {
      self.address = text
      network = text
      return
    }
    self.address = address.description
    network = AddressRange(address, prefixLength: address.isIPv4 ? 24 : 64).description
  }
}
