import FoundationEssentials
import Testing

@testable import Scores

// MARK: - Name identity (UTS #39 skeleton of the NFKC case fold)

struct PlayerNameIdentityTests {
  /// The identity of each name in `names`, one element when they are all one name.
  private func identities(_ names: [String]) -> Set<String> {
    Set(names.map { PlayerName.identity(of: $0) })
  }

  @Test func aCyrillicCapitalAIsTheLatinOne() {
    #expect(PlayerName.identity(of: "\u{410}lice") == "alice")
    #expect(identities(["Alice", "\u{410}lice", "ALICE", "alice", "\u{430}lice"]) == ["alice"])
  }

  @Test func fullWidthAndMathematicalLettersAreTheirPlainOnes() {
    #expect(PlayerName.identity(of: "\u{FF21}\u{FF4C}\u{FF49}\u{FF43}\u{FF45}") == "alice")
    #expect(PlayerName.identity(of: "\u{1D400}\u{1D425}\u{1D422}\u{1D41C}\u{1D41E}") == "alice")
  }

  @Test func aRingInAnyCaseOrEncodingIsOneName() {
    let forms = ["\u{C5}lice", "\u{E5}LICE", "A\u{30A}lice", "a\u{30A}LiCe", "\u{212B}lice"]
    #expect(identities(forms) == ["a\u{30A}lice"])
  }

  @Test func remyComposedAndDecomposedIsOneName() {
    #expect(PlayerName.identity(of: "R\u{E9}my") == "re\u{301}rny")
    #expect(PlayerName.identity(of: "Re\u{301}my") == "re\u{301}rny")
    #expect(PlayerName.identity(of: "R\u{C9}MY") == "re\u{301}rny")
  }

  @Test func differentNamesStayDifferent() {
    #expect(PlayerName.identity(of: "Alice") != PlayerName.identity(of: "Alicia"))
    #expect(PlayerName.identity(of: "Bob") == "bob")
    #expect(PlayerName.identity(of: "Rob") == "rob")
    // The skeleton keeps accents: Rémy and Remy are two names.
    #expect(PlayerName.identity(of: "Remy") == "rerny")
    #expect(PlayerName.identity(of: "R\u{E9}my") != PlayerName.identity(of: "Remy"))
    #expect(PlayerName.identity(of: "\u{391}\u{3BB}\u{3AF}\u{3BA}\u{3B7}") != PlayerName.identity(of: "Alice"))
  }

  @Test func theSkeletonAsUnicodeDefinesItAfterTheFold() {
    // Lines of confusables.txt (13.0.0), literally: ǃ → !, ı → i, ɑ → a, ο → o, m → rn, 1 → l.
    #expect(PlayerName.identity(of: "\u{1C3}") == "!")
    #expect(PlayerName.identity(of: "\u{131}") == "i")
    #expect(PlayerName.identity(of: "\u{251}lice") == "alice")
    #expect(PlayerName.identity(of: "b\u{3BF}b") == "bob")
    #expect(PlayerName.identity(of: "Emma") == "ernrna")
    #expect(PlayerName.identity(of: "A1ice") == "alice")
    // NFKC_CF lines of DerivedNormalizationProps.txt (15.0.0): ß → ss, ﬁ → fi, Ⅻ → xii, Ω → ω.
    #expect(PlayerName.identity(of: "Stra\u{DF}e") == "strasse")
    #expect(PlayerName.identity(of: "\u{FB01}") == "fi")
    #expect(PlayerName.identity(of: "\u{216B}") == "xii")
    #expect(PlayerName.identity(of: "\u{3A9}") == "\u{3C9}")
    // Hangul syllables by arithmetic, then the jamo's prototypes: 한 and ㄱ.
    #expect(PlayerName.identity(of: "\u{D55C}") == "\u{1112}\u{1161}\u{1102}")
    #expect(PlayerName.identity(of: "\u{3131}") == "\u{1100}")
    // The fold comes first, so a prototype may be a capital: 0 → O, and Cherokee Ꭺ (which
    // NFKC_CF keeps) → A. These stay apart from the lower-case names, as UTS #39 has it.
    #expect(PlayerName.identity(of: "B0b") == "bOb")
    #expect(PlayerName.identity(of: "\u{13AA}lice") == "Alice")
  }

  @Test func combiningMarksAreCanonicallyOrdered() {
    #expect(PlayerName.identity(of: "a\u{301}\u{316}") == "a\u{316}\u{301}")
    #expect(PlayerName.identity(of: "a\u{316}\u{301}") == "a\u{316}\u{301}")
    // Ordered before the prototypes too: the Hebrew holam (class 19) goes before the grave
    // (230), then becomes a dot above (230), which stays first.
    #expect(PlayerName.identity(of: "a\u{300}\u{5B9}") == "a\u{307}\u{300}")
    #expect(PlayerName.identity(of: "\u{E0}\u{5B9}") == "a\u{307}\u{300}")
  }

  @Test func theNameShownIsTheNameAsTyped() {
    for typed in ["\u{410}lice", "\u{FF21}\u{FF4C}\u{FF49}\u{FF43}\u{FF45}", "\u{E5}LICE", "Re\u{301}my", "B0b"] {
      #expect(PlayerName.sanitize(typed).unicodeScalars.elementsEqual(typed.unicodeScalars))
      let entry = ScoreEntry(name: typed, score: 1, date: Date(timeIntervalSince1970: 0), seed: 1)
      #expect(entry.name.unicodeScalars.elementsEqual(typed.unicodeScalars))
    }
  }

  @Test func theIdentityIsOfTheSanitisedName() {
    #expect(PlayerName.identity(of: "  Al\u{200B}ice\u{1B}[31m ") == "alice")
    #expect(PlayerName.identity(of: "") == "player")
    #expect(PlayerName.identity(of: "\u{1B}[31m\u{202E}") == "player")
  }

  @Test func asciiNamesTakeTheShortWayToTheSameIdentity() {
    let printable = (UInt8(0x20)...UInt8(0x7E)).map { String(Unicode.Scalar($0)) }
    for first in printable {
      #expect(PlayerName.asciiIdentity(of: first) == PlayerName.unicodeIdentity(of: first))
      for second in printable {
        let pair = first + second
        if PlayerName.asciiIdentity(of: pair) != PlayerName.unicodeIdentity(of: pair) {
          Issue.record("\(pair): \(PlayerName.asciiIdentity(of: pair)) ≠ \(PlayerName.unicodeIdentity(of: pair))")
        }
      }
    }
    #expect(PlayerName.asciiIdentity(of: "100%") == "lOO\u{BA}/\u{2080}")
  }

  @Test func hostileNamesDoNotStopIt() {
    let marks = String(repeating: "\u{301}", count: 10_000)
    #expect(PlayerName.identity(of: "a" + marks) == "a" + marks)
    let mixed = String(repeating: "\u{301}\u{316}", count: 5_000)
    #expect(
      PlayerName.identity(of: "a" + mixed)
        == "a" + String(repeating: "\u{316}", count: 5_000) + String(repeating: "\u{301}", count: 5_000))
    #expect(PlayerName.identity(of: marks) == marks)
    let manyClusters = String(repeating: "x" + String(repeating: "\u{316}\u{301}", count: 500), count: 30)
    #expect(PlayerName.identity(of: manyClusters).unicodeScalars.count == 24 * 1_001)
    // What sanitising leaves unpaired: a lone joiner (folded away), a lone flag half, a lone mark.
    #expect(PlayerName.identity(of: "\u{200D}") == "")
    #expect(PlayerName.identity(of: "\u{1F1EB}") == "\u{1F1EB}")
    #expect(PlayerName.identity(of: "\u{2067}\u{301}\u{2069}") == "\u{301}")
  }

  @Test func theParsedTablesHoldEveryGeneratedEntry() {
    #expect(NameIdentityTables.unicodeVersion == "15.0.0")
    #expect(NameIdentityTables.confusablesVersion == "13.0.0")
    #expect(ParsedNameTables.folding.count == NameIdentityTables.foldingCount)
    #expect(ParsedNameTables.skeletons.count == NameIdentityTables.skeletonsCount)
    #expect(NameIdentityTables.foldingCount == 11014)
    #expect(NameIdentityTables.skeletonsCount == 2268)
  }
}
