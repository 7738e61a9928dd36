import Server
import Testing

/// `--metrics ADDR:PORT`: what it takes, and what it says of what it does not.
@Suite struct MetricsAddressTests {
  @Test func addressesAndPortsRead() throws {
    #expect(try MetricsAddress(parsing: "127.0.0.1:9100") == MetricsAddress(host: "127.0.0.1", port: 9100))
    #expect(try MetricsAddress(parsing: "0.0.0.0:0") == MetricsAddress(host: "0.0.0.0", port: 0))
    #expect(try MetricsAddress(parsing: "[::1]:9100") == MetricsAddress(host: "::1", port: 9100))
    #expect(try MetricsAddress(parsing: "localhost:65535").host == "localhost")
    #expect(MetricsAddress(host: "::1", port: 9100).description == "[::1]:9100")
  }

  @Test(arguments: [
    ("9100", "no :PORT"), (":9100", "no address before the port"), ("::1:9100", "in brackets"),
    ("[::1:9100", "in brackets"), ("host:", "the port must be"), ("host:65536", "the port must be"),
    ("host:+80", "the port must be"), ("host:-1", "the port must be"), ("ho st:80", "not a host name"),
    ("a/b:80", "not a host name"),
  ])
  func badAddressesSayWhatIsWrong(text: String, problem: String) {
    #expect {
      try MetricsAddress(parsing: text)
    } throws: { error in
      "\(error)".contains(problem) && "\(error)".contains("--metrics takes ADDR:PORT")
    }
  }
}
