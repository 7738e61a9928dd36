import ArcadeKit
import Testing

/// Key names as the settings file writes them, and key labels as help shows them.
@Suite struct KeyNameTests {
  /// Every word-named key and the key it means.
  static let wordNames: [(String, Key)] = [
    ("up", .up), ("down", .down), ("left", .left), ("right", .right),
    ("space", .character(" ")), ("enter", .enter), ("esc", .escape), ("tab", .tab),
    ("backtab", .backTab), ("backspace", .backspace), ("delete", .delete), ("home", .home),
    ("end", .end), ("pageup", .pageUp), ("pagedown", .pageDown), ("insert", .insert),
  ]

  /// Single characters that are not letters and that the file documents as names.
  static let punctuation = [",", "?", "/", ".", ";", "'", "[", "]", "-", "+", "!", "~", "0", "9"]

  @Test func everyWordNamedKeyRoundTrips() {
    for (name, key) in Self.wordNames {
      #expect(KeyName.key(named: name) == key, "\(name)")
      #expect(KeyName.name(of: key) == name, "\(key)")
    }
  }

  @Test func functionKeysOneToTwelveRoundTrip() {
    for number in 1...12 {
      #expect(KeyName.key(named: "f\(number)") == .function(number), "f\(number)")
      #expect(KeyName.name(of: .function(number)) == "f\(number)")
    }
  }

  @Test func controlLettersRoundTrip() {
    for letter in "abcdefghijklmnopqrstuvwxyz" {
      #expect(KeyName.key(named: "ctrl-\(letter)") == .control(letter), "ctrl-\(letter)")
      #expect(KeyName.name(of: .control(letter)) == "ctrl-\(letter)")
    }
  }

  @Test func singlePunctuationAndDigitsRoundTrip() {
    for name in Self.punctuation {
      let key = KeyName.key(named: name)
      #expect(key == .character(Character(name)), "\(name)")
      #expect(key.flatMap(KeyName.name) == name, "\(name)")
    }
  }

  @Test func lettersNameBothCasesAndAreWrittenInLowerCase() {
    #expect(KeyName.key(named: "w") == .character("w"))
    #expect(KeyName.key(named: "W") == .character("w"))
    #expect(KeyName.name(of: .character("W")) == "w")
    #expect(KeyName.name(of: .character("w")) == "w")
    #expect(KeyName.normalized(.character("W")) == .character("w"))
    #expect(KeyName.normalized(.up) == .up)
  }

  @Test func wordNamesIgnoreCase() {
    #expect(KeyName.key(named: "UP") == .up)
    #expect(KeyName.key(named: "Esc") == .escape)
    #expect(KeyName.key(named: "F1") == .function(1))
    #expect(KeyName.key(named: "Ctrl-S") == .control("s"))
    #expect(KeyName.key(named: "PageDown") == .pageDown)
  }

  @Test func namesOfNoKeyAreNil() {
    let bad = [
      "", " ", "\t", "ab", "é", "ß", "↑", "f0", "f13", "f-1", "ctrl-", "ctrl-1", "ctrl-é", "ctrl-ab", "ctrl+a",
      "escape", "return", "spacebar", "up ",
    ]
    for name in bad {
      #expect(KeyName.key(named: name) == nil, "`\(name)`")
    }
  }

  /// "=", "#" and "," name keys too: the file reads a line's `=` and a comment's `#` by position.
  @Test func theFileSyntaxCharactersAreKeysToo() {
    #expect(KeyName.key(named: "=") == .character("="))
    #expect(KeyName.key(named: "#") == .character("#"))
    #expect(KeyName.key(named: ",") == .character(","))
  }

  @Test func keysWithoutAName() {
    #expect(KeyName.name(of: .character("é")) == nil)
    #expect(KeyName.name(of: .character("↑")) == nil)
  }

  @Test func labelsAreHowHelpShowsKeys() {
    let labels: [(Key, String)] = [
      (.up, "↑"), (.down, "↓"), (.left, "←"), (.right, "→"),
      (.character(" "), "Space"), (.enter, "Enter"), (.escape, "Esc"), (.tab, "Tab"),
      (.backTab, "Shift-Tab"), (.pageUp, "PgUp"), (.pageDown, "PgDn"), (.insert, "Insert"),
      (.function(1), "F1"), (.function(12), "F12"), (.control("s"), "Ctrl-S"),
      (.character("w"), "W"), (.character("W"), "W"), (.character("?"), "?"), (.character(","), ","),
    ]
    for (key, label) in labels {
      #expect(KeyName.label(of: key) == label, "\(key)")
    }
  }
}
