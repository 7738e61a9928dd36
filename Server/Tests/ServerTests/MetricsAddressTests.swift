import Server
import Testing

/// `--metrics ADDR:PORT`: what it takes, and what it says of what it does not.
@Suite struct ListenAddressTests {
  @Test func addressesAndPortsRead() throws {
    #expect(try ListenAddress(parsing: "127.0.0.1:9100") == ListenAddress(host: "127.0.0.1", port: 9100))
    #expect(try ListenAddress(parsing: "0.0.0.0:0") == ListenAddress(host: "0.0.0.0", port: 0))
    #expect(try ListenAddress(parsing: "[::1]:9100") == ListenAddress(host: "::1", port: 9100))
    #expect(try ListenAddress(parsing: "localhost:65535").host == "localhost")
    #expect(ListenAddress(host: "::1", port: 9100).description == "[::1]:9100")
  }

  @Test(arguments: [
    ("9100", "no :PORT"), (":9100", "no address before the port"), ("::1:9100", "in brackets"),
    ("[::1:9100", "in brackets"), ("host:", "the port must be"), ("host:65536", "the port must be"),
    ("host:+80", "the port must be"), ("host:-1", "the port must be"), ("ho st:80", "not a host name"),
    ("a/b:80", "not a host name"),
  ])
  func badAddressesSayWhatIsWrong(text: String, problem: String) {
    #expect {
      try ListenAddress(parsing: text)
    } throws: { error in
      "\(error)".contains(problem) && "\(error)".contains("--metrics takes ADDR:PORT")
    }
  }
}
