import ArcadeKit
import Testing

/// Checks that a game's default key map answers exactly the keys the game answered before keys
/// could be chosen: the four test targets' key-default tests share it.
public enum KeyMapChecks {
  /// The tilt (or aim) keys every tilting game answered: the arrow, vi's letter and WASD's, in
  /// both cases, for each direction's action.
  public static func tiltKeys<A>(up: A, down: A, left: A, right: A) -> [(Key, A)] {
    [
      (.up, up), (.character("k"), up), (.character("K"), up), (.character("w"), up), (.character("W"), up),
      (.down, down), (.character("j"), down), (.character("J"), down), (.character("s"), down), (.character("S"), down),
      (.left, left), (.character("h"), left), (.character("H"), left), (.character("a"), left), (.character("A"), left),
      (.right, right), (.character("l"), right), (.character("L"), right), (.character("d"), right),
      (.character("D"), right),
    ]
  }

  /// Expects `map` to answer each of `answered` with its action, none of `others`, and no key
  /// beyond `answered` (each bound once).
  public static func expect<A: BindableAction>(
    _ map: KeyMap<A>, answers answered: [(Key, A)], notOthers others: [Key],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (key, action) in answered {
      #expect(map.action(for: key) == action, "\(key)", sourceLocation: sourceLocation)
    }
    for key in others {
      #expect(map.action(for: key) == nil, "\(key)", sourceLocation: sourceLocation)
    }
    let expected = Set(answered.map { KeyName.normalized($0.0) })
    #expect(Set(map.allKeys) == expected, sourceLocation: sourceLocation)
    #expect(map.allKeys.count == expected.count, "a key is bound to two actions", sourceLocation: sourceLocation)
  }
}
