/// A block of addresses in CIDR notation (`192.0.2.0/24`, `2001:db8::/32`); a bare address is
/// the block of that one address (`/32`, `/128`). An IPv4 block also holds the IPv4-mapped
/// IPv6 spellings of its addresses.
public struct AddressRange: Hashable, Sendable, CustomStringConvertible {
  /// The block's first address (bits past the prefix are zero).
  public let network: IPAddress
  /// How many leading bits every address of the block shares.
  public let prefixLength: Int

  /// The block `text` spells, or nil when it is not an address with an optional `/bits`
  /// within the address's length.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
    guard let address = IPAddress(String(parts[0])) else { return nil }
    let length = address.bytes.count * 8
    var prefix = length
    if parts.count == 2 {
      let digits = parts[1]
      guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let bits = Int(digits), bits <= length
      else { return nil }
      prefix = bits
    }
    self.init(address, prefixLength: prefix)
  }

  /// The block of the first `prefixLength` bits of `address` (at most its length).
  public init(_ address: IPAddress, prefixLength: Int) {
    let prefix = min(max(prefixLength, 0), address.bytes.count * 8)
    network = Self.masked(address, to: prefix)
    self.prefixLength = prefix
  }

  /// Whether `address` is in the block.
  public func contains(_ address: IPAddress) -> Bool {
    let candidate = address.bytes.count == network.bytes.count ? address : address.unmapped
    guard candidate.bytes.count == network.bytes.count else { return false }
    return Self.masked(candidate, to: prefixLength) == network
  }

  /// `address` with the bits past the first `prefix` cleared.
  private static func masked(_ address: IPAddress, to prefix: Int) -> IPAddress {
    var bytes = address.bytes
    for index in bytes.indices {
      let kept = min(max(prefix - index * 8, 0), 8)
      bytes[index] &= kept == 0 ? 0 : UInt8(truncatingIfNeeded: 0xFF << (8 - kept))
    }
    return IPAddress(bytes: bytes) ?? address
  }

  /// The block as CIDR text (`192.0.2.0/24`).
  public var description: String { "\(network)/\(prefixLength)" }
}
