import Scores

// MARK: - BoardOrder

/// The order boards are listed in: by game in menu order, the boards of the game's own levels
/// before those of levels players made, then by title with numbers compared as numbers ("from
/// level 2" before "from level 11"), a game's plain-titled board first.
public enum BoardOrder {
  /// Whether board `a` (titled `titleA`) is listed before `b`, for games in `gameOrder`;
  /// `isBuiltIn` tells a board of a game's own levels (`GameRegistry.isBuiltIn`).
  public static func precedes(
    _ a: String, _ titleA: String, _ b: String, _ titleB: String, gameOrder: [String],
    isBuiltIn: (String) -> Bool = { _ in true }
  ) -> Bool {
    let ga = gameOrder.firstIndex(of: ScoreBoardID.gameOf(a)) ?? gameOrder.count
    let gb = gameOrder.firstIndex(of: ScoreBoardID.gameOf(b)) ?? gameOrder.count
    if ga != gb { return ga < gb }
    let (ownA, ownB) = (isBuiltIn(a), isBuiltIn(b))
    if ownA != ownB { return ownA }
    return naturallyPrecedes(titleA, titleB)
  }

  /// What a board's title says where boards are listed: a board of levels a player made says
  /// so, so it is never taken for one of the arcade's own.
  public static func shownTitle(_ title: String, isBuiltIn: Bool) -> String {
    isBuiltIn ? title : "\(title) \u{00B7} \(playersLevelTag)"
  }

  /// The words that mark a board of levels a player made.
  public static let playersLevelTag = "a player's level"

  /// `a` before `b` comparing runs of digits by value, then the rest by characters.
  static func naturallyPrecedes(_ a: String, _ b: String) -> Bool {
    let left = chunks(a)
    let right = chunks(b)
    for (x, y) in zip(left, right) where x != y {
      if let m = Int(x), let n = Int(y), m != n { return m < n }
      return x < y
    }
    return left.count < right.count
  }

  /// Runs of ASCII digits and runs of anything else.
  private static func chunks(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    var digits = false
    for character in text {
      let isDigit = character.isASCII && character.isNumber
      if !current.isEmpty, isDigit != digits {
        result.append(current)
        current = ""
      }
      digits = isDigit
      current.append(character)
    }
    if !current.isEmpty { result.append(current) }
    return result
  }
}
