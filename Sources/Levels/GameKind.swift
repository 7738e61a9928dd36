// MARK: - GameKind

/// The four games that read level files; the raw value is the `game:` value and the folder name.
public enum GameKind: String, CaseIterable, Sendable, Hashable, Comparable {
  case balls
  case paddles
  case maze
  case holes

  /// Orders games the way the menu lists them.
  public static func < (lhs: GameKind, rhs: GameKind) -> Bool {
    lhs.menuIndex < rhs.menuIndex
  }

  private var menuIndex: Int {
    switch self {
    case .balls: 0
    case .paddles: 1
    case .maze: 2
    case .holes: 3
    }
  }
}
