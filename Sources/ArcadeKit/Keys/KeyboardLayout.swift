/// The keyboard a player types on: the default letter keys that are chosen for where they sit
/// (WASD) move with it, so W A S D become Z Q S D on AZERTY and , A O E on Dvorak.
///
/// Letters chosen for their meaning (P pause, R restart, hjkl as in vi) stay what they are.
public enum KeyboardLayout: String, CaseIterable, Hashable, Sendable {
  case qwerty, azerty, dvorak

  /// The key at the place where QWERTY has `key`.
  public func placed(_ key: Key) -> Key {
    guard case .character(let character) = key, let letter = character.lowercased().first else { return key }
    let moved: Character?
    switch self {
    case .qwerty: moved = nil
    case .azerty: moved = ["q": "a", "a": "q", "w": "z", "z": "w"][letter]
    case .dvorak: moved = ["w": ",", "a": "a", "s": "o", "d": "e"][letter]
    }
    return moved.map { .character($0) } ?? key
  }
}
