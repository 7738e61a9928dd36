/// Why `HOST[:PORT]` could not be read.
public enum NetAddressError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing was given.
  case empty
  /// The host part is not a name or address.
  case badHost(String)
  /// The port is not a number from 1 to 65535.
  case badPort(String)

  public var description: String {
    switch self {
    case .empty: "No address: give the host's address, as HOST or HOST:PORT (e.g. 192.168.1.5:4321)."
    case .badHost(let text):
      "\"\(text)\" is not an address: expected HOST or HOST:PORT, with an IPv6 address in brackets ([::1]:4321)."
    case .badPort(let text): "\"\(text)\" is not a port: expected a number from 1 to 65535."
    }
  }
}
