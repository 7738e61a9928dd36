import ArcadeKit
import Drawing

/// Where to join: a host name or address and a port, read from `HOST[:PORT]`.
///
/// An IPv6 address with a port goes in brackets (`[::1]:4321`); without a port the default
/// one is used.
public struct NetAddress: Sendable, Hashable, CustomStringConvertible {
  /// The host name or address.
  public var host: String
  /// The port.
  public var port: Int

  /// Creates an address.
  public init(host: String, port: Int) {
    self.host = host
    self.port = port
  }

  /// Reads `HOST[:PORT]`; the error says what to write instead.
  public init(parsing text: String, defaultPort: Int = NetProtocol.defaultPort) throws(NetAddressError) {
    let trimmed = text.trimmingSpaces
    guard !trimmed.isEmpty else { throw .empty }
    var host = trimmed
    var portText: Substring?
    if trimmed.hasPrefix("[") {
      guard let close = trimmed.firstIndex(of: "]") else { throw .badHost(text) }
      host = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
      let rest = trimmed[trimmed.index(after: close)...]
      if !rest.isEmpty {
        guard rest.hasPrefix(":") else { throw .badHost(text) }
        portText = rest.dropFirst()
      }
    } else if trimmed.filter({ $0 == ":" }).count == 1, let colon = trimmed.firstIndex(of: ":") {
      host = String(trimmed[..<colon])
      portText = trimmed[trimmed.index(after: colon)...]
    }
    guard !host.isEmpty, host.utf8.count <= 253,
      host.unicodeScalars.allSatisfy({
        $0.isASCII && $0.value > 32 && $0.value < 127 && !"/\\@[]".unicodeScalars.contains($0)
      })
    else { throw .badHost(text) }
    var port = defaultPort
    if let portText {
      guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy({ $0.isASCII && $0.isNumber }),
        let number = Int(portText), (1...65_535).contains(number)
      else { throw .badPort(String(portText)) }
      port = number
    }
    self.host = host
    self.port = port
  }

  /// `host:port`, with brackets round an IPv6 address.
  public var description: String {
    host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }
}
