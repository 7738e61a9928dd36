import ArcadeKit
import Testing

/// Base64 as RFC 4648 writes its test vectors (§10), in both alphabets.
@Suite struct Base64Tests {
  static let vectors: [(String, String, String)] = [
    ("", "", ""), ("f", "Zg==", "Zg"), ("fo", "Zm8=", "Zm8"), ("foo", "Zm9v", "Zm9v"), ("foob", "Zm9vYg==", "Zm9vYg"),
    ("fooba", "Zm9vYmE=", "Zm9vYmE"), ("foobar", "Zm9vYmFy", "Zm9vYmFy"),
  ]

  @Test func theRFCsVectors() {
    for (plain, standard, url) in Self.vectors {
      #expect(String(decoding: Base64.encode(Array(plain.utf8)), as: UTF8.self) == standard)
      #expect(String(decoding: Base64.encode(Array(plain.utf8), .url), as: UTF8.self) == url)
      #expect(Base64.decodeURL(Substring(url)) == Array(plain.utf8))
    }
  }

  @Test func theURLAlphabetUsesDashAndUnderscore() {
    #expect(String(decoding: Base64.encode([0xFB, 0xFF], .url), as: UTF8.self) == "-_8")
    #expect(String(decoding: Base64.encode([0xFB, 0xFF]), as: UTF8.self) == "+/8=")
    #expect(Base64.decodeURL("+/8") == nil)
    #expect(Base64.decodeURL("Z") == nil)
  }
}
