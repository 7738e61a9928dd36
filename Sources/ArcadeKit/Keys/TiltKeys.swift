import Drawing

/// The default keys of the four tilt (or aim) directions, shared by the games that tilt: the
/// arrows, vi's hjkl, and WASD (placed by position, so it follows the keyboard layout).
package enum TiltKeys {
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
    line(up: up, left: left, down: down, right: right, ranks: ranks).description
  }

  /// `label(up:left:down:right:ranks:)` as a `TextLine`, made with no allocation (a status
  /// line names the keys every frame).
  public static func line(up: [Key], left: [Key], down: [Key], right: [Key], ranks: Int = 3) -> TextLine {
    let count = min(ranks, up.count, left.count, down.count, right.count)
    var line = TextLine()
    var families = 0
    for rank in 0..<count {
      let (u, l, d, r) = (up[rank], left[rank], down[rank], right[rank])
      let arrows = u == .up && l == .left && d == .down && r == .right
      let vi = u == .character("k") && l == .character("h") && d == .character("j") && r == .character("l")
      let letters = isLetterKey(u) && isLetterKey(l) && isLetterKey(d) && isLetterKey(r)
      guard arrows || vi || letters else {
        // Keys that form no family: named one by one when they are the first rank.
        if families == 0 {
          line = "\(KeyName.label(of: u))/\(KeyName.label(of: l))/\(KeyName.label(of: d))/\(KeyName.label(of: r))"
          families = 1
        }
        break
      }
      if families > 0 { line.append("/" as Unicode.Scalar) }
      if arrows {
        line.append("arrows")
      } else if vi {
        line.append("hjkl")
      } else {
        line = "\(line)\(KeyName.label(of: u))\(KeyName.label(of: l))\(KeyName.label(of: d))\(KeyName.label(of: r))"
      }
      families += 1
    }
    return families == 0 ? "—" : line
  }

  /// Whether `key` types a character other than a space (such keys can form a family).
  private static func isLetterKey(_ key: Key) -> Bool {
    if case .character(let character) = key { character != " " } else { false }
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
