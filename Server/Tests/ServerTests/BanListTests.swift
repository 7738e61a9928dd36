import Server
import Testing

/// The ban list's rules: what a line says, what it bans, and the errors that name the line.
@Suite struct BanListTests {
  static let key = "SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s"

  @Test func aListReadsItsThreeKindsOfRuleAndSkipsCommentsAndBlankLines() throws {
    let text = """
      # who may not play here
      key \(Self.key)   # the spammer

      address 192.0.2.0/24
      \taddress 2001:db8::/32\r
      address 198.51.100.7
      name Mallory
      """
    let list = try BanList.parse(text, file: "bans.txt")
    #expect(list.count == 5)
    #expect(list.bans(key: Self.key))
    #expect(!list.bans(key: "SHA256:" + String(repeating: "A", count: 43)))
    #expect(list.bans(address: "192.0.2.200"))
    #expect(!list.bans(address: "192.0.3.1"))
    #expect(list.bans(address: "2001:db8:ffff::1"))
    #expect(!list.bans(address: "2001:db9::1"))
    #expect(list.bans(address: "198.51.100.7"))
    #expect(!list.bans(address: "198.51.100.8"))
    #expect(list.bans(name: "Mallory"))
  }

  @Test func aBannedAddressIsBannedAsAListenerOnIPv6SeesIt() throws {
    let list = try BanList.parse("address 192.0.2.7", file: "bans")
    #expect(list.bans(address: "::ffff:192.0.2.7"))
    #expect(!list.bans(address: "::ffff:192.0.2.8"))
    #expect(!list.bans(address: "unknown"))
  }

  @Test func aLookAlikeOfABannedNameIsBanned() throws {
    let list = try BanList.parse("name Alice", file: "bans")
    // Case, full width, and a Cyrillic А: one name, as the board decides.
    for lookAlike in ["alice", "ALICE", "Ａｌｉｃｅ", "\u{0410}lice"] {
      #expect(list.bans(name: lookAlike), "\(lookAlike)")
    }
    let mallory = try BanList.parse("name Mallory", file: "bans")
    for lookAlike in ["MALLORY", "\u{FF2D}allory", "M\u{0430}llory"] {
      #expect(mallory.bans(name: lookAlike), "\(lookAlike)")
    }
    #expect(!list.bans(name: "Alicia"))
    #expect(!list.bans(name: "Bob"))
  }

  @Test func aBadLineIsAnErrorNamingTheFileAndTheLine() {
    let cases: [(String, Int, String)] = [
      ("# fine\nadress 192.0.2.1\n", 2, "'adress 192.0.2.1' is not a rule"),
      ("address 192.0.2.1/33", 1, "'192.0.2.1/33' is not an address"),
      ("address 192.0.2.300", 1, "'192.0.2.300' is not an address"),
      ("address 2001:db8::/129", 1, "is not an address"),
      ("address", 1, "'' is not an address"),
      ("\n\nkey SHA256:short", 3, "'SHA256:short' is not a key fingerprint"),
      ("key MD5:aa:bb", 1, "is not a key fingerprint"),
      ("name   ", 1, "a name rule needs a name"),
    ]
    for (text, line, reason) in cases {
      do {
        let list = try BanList.parse(text, file: "/etc/arcade/bans")
        Issue.record("\(text.debugDescription) read as \(list)")
      } catch {
        #expect(error.file == "/etc/arcade/bans")
        #expect(error.line == line, "\(text.debugDescription)")
        #expect(error.reason.contains(reason), "\(error.reason)")
        #expect(error.description.hasPrefix("/etc/arcade/bans, line \(line): "))
      }
    }
  }

  @Test func addressRangesReadAsCIDRAndABareAddressIsItselfAlone() throws {
    #expect(AddressRange("10.1.2.3/8")?.description == "10.0.0.0/8")
    #expect(AddressRange("10.1.2.3")?.description == "10.1.2.3/32")
    #expect(AddressRange("2001:db8::1")?.description == "2001:db8::1/128")
    #expect(AddressRange("2001:db8:abcd::/36")?.description == "2001:db8:a000::/36")
    #expect(AddressRange("0.0.0.0/0")?.contains(try #require(IPAddress("203.0.113.1"))) == true)
    for bad in ["", "/8", "10.0.0.0/", "10.0.0.0/-1", "10.0.0.0/ 8", "10.0.0.0/8/8", "10.0.0.0/0008", "host.example"] {
      #expect(AddressRange(bad) == nil, "\(bad)")
    }
    let block = try #require(AddressRange("10.0.0.0/9"))
    #expect(block.contains(try #require(IPAddress("10.127.255.255"))))
    #expect(!block.contains(try #require(IPAddress("10.128.0.0"))))
  }
}
