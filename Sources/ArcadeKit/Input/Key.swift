/// A key press, decoded from whatever the terminal sent.
public enum Key: Hashable, Sendable {
  /// A printable character (letters keep their case).
  case character(Character)
  /// A control chord such as Ctrl-S, as the lowercase letter.
  case control(Character)
  case up, down, left, right
  case enter, escape, tab, backTab, backspace, delete
  case home, end, pageUp, pageDown
  case function(Int)

  // MARK: - Direction families

  /// The direction of arrows, hjkl and WASD (either case), or nil for other keys.
  ///
  /// Every screen accepts all three families so vi users, gamers and everyone else feel at home.
  public var direction: Direction? {
    switch self {
    case .up: return .up
    case .down: return .down
    case .left: return .left
    case .right: return .right
    case .character(let c):
      switch c {
      case "k", "K", "w", "W": return .up
      case "j", "J", "s", "S": return .down
      case "h", "H", "a", "A": return .left
      case "l", "L", "d", "D": return .right
      default: return nil
      }
    default: return nil
    }
  }

  /// Only the arrow keys' direction (for screens where letters mean something else).
  public var arrowDirection: Direction? {
    switch self {
    case .up: return .up
    case .down: return .down
    case .left: return .left
    case .right: return .right
    default: return nil
    }
  }

  /// Whether this is Enter or Space: the keys that confirm or fire.
  public var isConfirm: Bool { self == .enter || self == .character(" ") }

  /// Whether this key means "back": Escape or q.
  public var isBack: Bool { self == .escape || self == .character("q") || self == .character("Q") }

  /// Whether this is the given letter in either case.
  public func isLetter(_ letter: Character) -> Bool {
    guard case .character(let c) = self else { return false }
    return c.lowercased() == letter.lowercased()
  }
}
