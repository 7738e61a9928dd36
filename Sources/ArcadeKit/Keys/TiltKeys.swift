/// The default keys of the four tilt (or aim) directions, shared by the games that tilt: the
/// arrows, vi's hjkl, and WASD (placed by position, so it follows the keyboard layout).
public enum TiltKeys {
  /// The fixed default keys of `direction` (an arrow and a vi letter).
  public static func defaults(_ direction: Direction) -> [Key] {
    switch direction {
    case .up: [.up, .character("k")]
    case .down: [.down, .character("j")]
    case .left: [.left, .character("h")]
    case .right: [.right, .character("l")]
    }
  }

  /// How a status line names the keys of four direction actions (given up, left, down, right):
  /// the family of each rank of keys while they form one, at most `ranks`: "arrows", "hjkl",
  /// or four letters in that order ("WASD", "ZQSD", "IJKL"), joined by "/"; keys that form no
  /// family are named one by one ("I/←/↓/→").
  public static func label(up: [Key], left: [Key], down: [Key], right: [Key], ranks: Int = 3) -> String {
    let count = min(ranks, up.count, left.count, down.count, right.count)
    var families: [String] = []
    for rank in 0..<count {
      let keys = [up[rank], left[rank], down[rank], right[rank]]
      if keys == [.up, .left, .down, .right] {
        families.append("arrows")
      } else if keys == [.character("k"), .character("h"), .character("j"), .character("l")] {
        families.append("hjkl")
      } else if keys.allSatisfy({ if case .character(let c) = $0 { c != " " } else { false } }) {
        families.append(keys.map(KeyName.label).joined())
      } else {
        if families.isEmpty { families.append(keys.map(KeyName.label).joined(separator: "/")) }
        break
      }
    }
    return families.isEmpty ? "—" : families.joined(separator: "/")
  }

  /// The WASD key of `direction`, on a QWERTY keyboard.
  public static func placed(_ direction: Direction) -> [Key] {
    switch direction {
    case .up: [.character("w")]
    case .down: [.character("s")]
    case .left: [.character("a")]
    case .right: [.character("d")]
    }
  }
}
