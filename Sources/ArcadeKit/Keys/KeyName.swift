/// The names of keys in the settings file and in `arcade keys`, and their labels in help.
///
/// A name is what a person types: a single character (`w`, `?`, `,`), or one of `up`, `down`,
/// `left`, `right`, `space`, `enter`, `esc`, `tab`, `backtab`, `backspace`, `delete`, `home`,
/// `end`, `pageup`, `pagedown`, `insert`, `f1`…`f12`, `ctrl-a`…`ctrl-z`. Letters name both cases: a
/// binding to `w` answers W too.
package enum KeyName {
  private static let named: [(String, Key)] = [
    ("up", .up), ("down", .down), ("left", .left), ("right", .right),
    ("space", .character(" ")), ("enter", .enter), ("esc", .escape), ("tab", .tab),
    ("backtab", .backTab), ("backspace", .backspace), ("delete", .delete), ("home", .home),
    ("end", .end), ("pageup", .pageUp), ("pagedown", .pageDown), ("insert", .insert),
  ]

  /// The key a name means, or nil when it names none.
  public static func key(named text: String) -> Key? {
    let name = text.lowercased()
    if let found = named.first(where: { $0.0 == name }) { return found.1 }
    if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) {
      return .function(number)
    }
    if name.hasPrefix("ctrl-"), name.count == 6, let letter = name.last, letter.isLetter, letter.isASCII {
      return .control(letter)
    }
    // One printable ASCII character other than a space ("," "=" and "#" included: the file
    // reads them by position, see `KeyBindings.apply(line:contexts:)`).
    guard text.count == 1, let character = text.first, !character.isWhitespace,
      character.unicodeScalars.allSatisfy({ $0.value >= 0x21 && $0.value < 0x7F })
    else { return nil }
    return .character(Character(character.lowercased()))
  }

  /// The name of `key` as the settings file writes it, or nil for a key that has none.
  public static func name(of key: Key) -> String? {
    if let found = named.first(where: { $0.1 == key }) { return found.0 }
    switch key {
    case .character(let character):
      let text = String(character).lowercased()
      return KeyName.key(named: text) == nil ? nil : text
    case .control(let letter): return "ctrl-\(letter)"
    case .function(let number): return "f\(number)"
    default: return nil
    }
  }

  /// The key as help shows it: `W`, `?`, `↑`, `Space`, `Esc`, `F1`, `Ctrl-S`.
  public static func label(of key: Key) -> String {
    switch key {
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .character(" "): return "Space"
    case .character(let character): return String(character).uppercased()
    case .enter: return "Enter"
    case .escape: return "Esc"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .backspace: return "Backspace"
    case .delete: return "Delete"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .insert: return "Insert"
    case .function(let number): return "F\(number)"
    case .control(let letter): return "Ctrl-\(String(letter).uppercased())"
    }
  }

  /// The same key as bindings see it: letters in lower case (a binding names both cases).
  package static func normalized(_ key: Key) -> Key {
    if case .character(let character) = key { return .character(Character(character.lowercased())) }
    return key
  }
}
