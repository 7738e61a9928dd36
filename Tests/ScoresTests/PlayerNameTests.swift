import Scores
import Testing

// MARK: - Name sanitising

struct PlayerNameTests {
  @Test func ordinaryNamesWithSpacesAndUnicodeAreKept() {
    #expect(PlayerName.sanitize("Ada Lovelace") == "Ada Lovelace")
    #expect(PlayerName.sanitize("Zoë 🎉 李") == "Zoë 🎉 李")
    // Zero-width joiners inside emoji sequences survive.
    #expect(PlayerName.sanitize("👨‍👩‍👧 family") == "👨‍👩‍👧 family")
  }

  @Test func namesAreTrimmedAndInnerSpacingCollapsed() {
    #expect(PlayerName.sanitize("   Ada  \t Lovelace \n") == "Ada Lovelace")
  }

  @Test func anEscapeSequenceIsNotStoredRaw() {
    let hostile = "\u{1B}[2J\u{1B}[31mEvil\u{1B}[0m"
    let clean = PlayerName.sanitize(hostile)
    #expect(clean == "Evil")
    #expect(!clean.unicodeScalars.contains("\u{1B}"))
  }

  @Test func oscTitleAndHyperlinkSequencesAreRemovedWhole() {
    #expect(PlayerName.sanitize("a\u{1B}]0;pwned\u{07}b") == "ab")
    #expect(PlayerName.sanitize("a\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\b") == "alinkb")
    #expect(PlayerName.sanitize("a\u{1B}P1$r\u{1B}\\b") == "ab")
  }

  @Test func twoCharacterEscapesAreRemoved() {
    #expect(PlayerName.sanitize("x\u{1B}cy") == "xy")  // RIS: full terminal reset
    #expect(PlayerName.sanitize("x\u{1B}(0y") == "xy")  // line-drawing charset
  }

  @Test func c1ControlsAndTheirSequencesAreRemoved() {
    #expect(PlayerName.sanitize("a\u{9B}31mb") == "ab")  // 8-bit CSI
    #expect(PlayerName.sanitize("a\u{9D}0;t\u{9C}b") == "ab")  // 8-bit OSC … ST
    #expect(PlayerName.sanitize("a\u{85}\u{8D}b") == "a b")  // NEL is a line break
    #expect(PlayerName.sanitize("a\u{8D}b") == "ab")
  }

  @Test func c0ControlsAndDeleteAreRemoved() {
    #expect(PlayerName.sanitize("a\u{00}b\u{07}c\u{08}d\u{7F}e") == "abcde")
  }

  @Test func bidiOverridesAndZeroWidthCharactersAreRemoved() {
    #expect(PlayerName.sanitize("abc\u{202E}fed\u{202C}") == "abcfed")
    #expect(PlayerName.sanitize("\u{2067}x\u{2069}\u{200B}y\u{FEFF}") == "xy")
    #expect(PlayerName.sanitize("a\u{2028}b") == "a b")
  }

  @Test func longNamesAreCappedInCharacters() {
    let long = String(repeating: "é", count: 40)
    #expect(PlayerName.sanitize(long).count == PlayerName.maximumLength)
    let flags = String(repeating: "🇫🇷", count: 30)
    #expect(PlayerName.sanitize(flags) == String(repeating: "🇫🇷", count: 24))
  }

  @Test func cappingNeverLeavesATrailingSpace() {
    let name = String(repeating: "a", count: 23) + " bcd"
    #expect(PlayerName.sanitize(name) == String(repeating: "a", count: 23))
  }

  @Test func emptyOrEntirelyUnsafeNamesBecomePlayer() {
    #expect(PlayerName.sanitize("") == "Player")
    #expect(PlayerName.sanitize("   ") == "Player")
    #expect(PlayerName.sanitize("\u{1B}[31m\u{202E}\u{07}") == "Player")
    #expect(PlayerName.sanitize("\u{1B}") == "Player")
  }

  @Test func anUnterminatedStringSequenceSwallowsTheRest() {
    #expect(PlayerName.sanitize("ok\u{1B}]0;never ends") == "ok")
  }

  @Test func entriesSanitiseNameAndDetail() {
    let hostile = entry("\u{1B}[1mBold\u{1B}[0m", 1)
    #expect(hostile.name == "Bold")
    let note = ScoreEntry(
      name: "a", score: 1, detail: "3–1 \u{1B}[5mhard", date: hostile.date, seed: 1)
    #expect(note.detail == "3–1 hard")
    let empty = ScoreEntry(name: "a", score: 1, detail: "\u{07}", date: hostile.date, seed: 1)
    #expect(empty.detail == nil)
  }

  @Test func defaultNameComesFromUser() {
    #expect(PlayerName.defaultName(environment: ["USER": "ada"]) == "ada")
    #expect(PlayerName.defaultName(environment: ["LOGNAME": "grace"]) == "grace")
    #expect(PlayerName.defaultName(environment: [:]) == "Player")
    #expect(PlayerName.defaultName(environment: ["USER": "\u{1B}[31m"]) == "Player")
  }
}
