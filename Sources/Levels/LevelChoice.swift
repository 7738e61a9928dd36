// MARK: - LevelChoice

/// What `--level` names, by the one rule every game and command shares: digits only are a
/// level number (1-based, into the listed levels); anything else is a path to a level file.
///
/// `+2`, `-1` and ` 2` are paths, so a file may have any name; `02` is level 2.
public enum LevelChoice: Hashable, Sendable {
  /// A listed level, 1-based (`Int.max` when the digits overflow: no level has that number).
  case number(Int)
  /// A level file.
  case file(String)

  /// Reads `text` by the rule above.
  public init(_ text: String) {
    let isDigits = !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    guard isDigits else {
      self = .file(text)
      return
    }
    self = .number(Int(text) ?? .max)
  }
}
