/// Where a listener of the server's own listens (`--metrics ADDR:PORT`, `--http ADDR:PORT`): `127.0.0.1:9100`,
/// `0.0.0.0:9100`, `[::1]:9100`, or `localhost:0` (0: any free port, printed at start).
public struct ListenAddress: Hashable, Sendable, CustomStringConvertible {
  /// The address to listen on.
  public var host: String
  /// The port (0: any free one).
  public var port: Int

  /// An address of `host` and `port`.
  public init(host: String, port: Int) {
    self.host = host
    self.port = port
  }

  /// Reads `ADDR:PORT` (an IPv6 address in brackets) given to `option`, or says what is wrong
  /// with it.
  public init(parsing text: String, option: String = "--metrics") throws(ListenAddressError) {
    guard let colon = text.lastIndex(of: ":") else {
      throw ListenAddressError(option: option, text: text, problem: "no :PORT")
    }
    var host = String(text[..<colon])
    let portText = text[text.index(after: colon)...]
    if host.hasPrefix("[") {
      guard host.hasSuffix("]"), host.count > 2 else {
        throw ListenAddressError(option: option, text: text, problem: "an IPv6 address goes in brackets, as [::1]:9100")
      }
      host = String(host.dropFirst().dropLast())
    } else if host.contains(":") {
      throw ListenAddressError(option: option, text: text, problem: "an IPv6 address goes in brackets, as [::1]:9100")
    }
    guard !host.isEmpty else {
      throw ListenAddressError(option: option, text: text, problem: "no address before the port")
    }
    guard host.utf8.count <= 255, host.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0 != "/" })
    else {
      throw ListenAddressError(option: option, text: text, problem: "the address is not a host name or an IP address")
    }
    guard portText.utf8.count <= 5, portText.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let port = Int(portText),
      (0...65535).contains(port)
    else {
      throw ListenAddressError(option: option, text: text, problem: "the port must be a number from 0 to 65535")
    }
    self.init(host: host, port: port)
  }

  /// `ADDR:PORT`, an IPv6 address in brackets.
  public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

/// Why `--metrics` or `--http` cannot be read: the option, the text given and what is wrong.
public struct ListenAddressError: Error, CustomStringConvertible {
  public var option: String
  public var text: String
  public var problem: String

  public var description: String {
    "\(option) takes ADDR:PORT (as 127.0.0.1:9100), not '\(text.prefix(80))': \(problem)"
  }
}
