import ArcadeKit

/// What one terminal type (`TERM`) can do, as its terminfo entry says: the raw capability
/// strings the arcade uses, its colour count and its wrapping flags.
///
/// A plain value: read once per type (`TerminalCurses`' `TerminalProfile.terminfo(term:)`) and
/// shared by every terminal of that type; the wire formats from it without ncurses.
public struct TerminalProfile: Hashable, Sendable {
  /// A string capability the arcade uses, by its terminfo name.
  public enum Capability: String, Hashable, Sendable, CaseIterable {
    /// Attributes and colours off, the screen cleared, the line cleared to its end.
    case sgr0, op, clear, el
    /// Attributes on.
    case bold, dim, rev, smul
    /// Cursor addressing and the colour indices (parameterised: `TerminfoFormat`).
    case cup, setaf, setab
    /// The alternate screen in and out, the cursor hidden and shown.
    case smcup, rmcup, civis, cnorm
    /// The visible and the audible bell.
    case flash, bel
    /// The bytes the keys send.
    case kcuu1, kcud1, kcub1, kcuf1, khome, kend, kpp, knp, kich1, kdch1, kbs, kcbt
    case kf1, kf2, kf3, kf4, kf5, kf6, kf7, kf8, kf9, kf10, kf11, kf12
  }

  /// The terminal type's name (`TERM`).
  public var name: String
  /// How many colours it has (`colors`, 0 when it has none).
  public var colors: Int
  /// The string capabilities it has, unexpanded (padding and parameters as terminfo writes them).
  public var strings: [Capability: String]
  /// Whether the cursor wraps at the right margin (`am`).
  public var automaticMargins: Bool
  /// Whether that wrap waits for the next character (`xenl`, xterm's delayed wrap).
  public var delayedWrap: Bool

  /// A profile with exactly these capabilities.
  public init(name: String, colors: Int, strings: [Capability: String], automaticMargins: Bool, delayedWrap: Bool) {
    self.name = name
    self.colors = colors
    self.strings = strings
    self.automaticMargins = automaticMargins
    self.delayedWrap = delayedWrap
  }

  /// The raw string of `capability`, or nil when the terminal has none.
  public subscript(_ capability: Capability) -> String? { strings[capability] }

  /// The key each key capability names, for the keys the arcade knows.
  static let keyCapabilities: [(Capability, Key)] = [
    (.kcuu1, .up), (.kcud1, .down), (.kcub1, .left), (.kcuf1, .right), (.khome, .home), (.kend, .end),
    (.kpp, .pageUp), (.knp, .pageDown), (.kdch1, .delete), (.kbs, .backspace), (.kcbt, .backTab),
    (.kf1, .function(1)), (.kf2, .function(2)), (.kf3, .function(3)), (.kf4, .function(4)),
    (.kf5, .function(5)), (.kf6, .function(6)), (.kf7, .function(7)), (.kf8, .function(8)),
    (.kf9, .function(9)), (.kf10, .function(10)), (.kf11, .function(11)), (.kf12, .function(12)),
  ]

  /// The bytes each key sends on this terminal, as the decoder looks them up: every key string
  /// the entry has for a key the arcade knows. `kich1` (Insert) is left out: no `Key` means it.
  public var keyStrings: [(bytes: [UInt8], key: Key)] {
    Self.keyCapabilities.compactMap { capability, key in
      guard let text = strings[capability], !text.isEmpty else { return nil }
      return (Array(text.utf8), key)
    }
  }
}
