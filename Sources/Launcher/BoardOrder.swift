import Scores

// MARK: - BoardOrder

/// The order boards are listed in: by game in menu order, then by title with numbers compared
/// as numbers ("from level 2" before "from level 11"), a game's plain-titled board first.
public enum BoardOrder {
  /// Whether board `a` (titled `titleA`) is listed before `b`, for games in `gameOrder`.
  public static func precedes(_ a: String, _ titleA: String, _ b: String, _ titleB: String, gameOrder: [String]) -> Bool
  {
    let ga = gameOrder.firstIndex(of: ScoreBoardID.gameOf(a)) ?? gameOrder.count
    let gb = gameOrder.firstIndex(of: ScoreBoardID.gameOf(b)) ?? gameOrder.count
    if ga != gb { return ga < gb }
    return naturallyPrecedes(titleA, titleB)
  }

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
