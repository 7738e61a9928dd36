import ArcadeKit

/// Turns one byte or one decoded character from the terminal into a `Key`.
enum KeyDecoder {
  /// Decodes a character value into a key; nil for characters with no meaning here.
  static func character(_ value: UInt32) -> Key? {
    switch value {
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 0: return nil
    case 1...26: return Unicode.Scalar(value + 96).map { .control(Character($0)) }
    case 28...31: return nil
    default: return Unicode.Scalar(value).flatMap(typed)
    }
  }

  /// The key for a typed character beyond ASCII's controls (`Key.typed(_:)`, which text
  /// fields share for pastes), or nil when it must not be typed.
  static func typed(_ scalar: Unicode.Scalar) -> Key? { Key.typed(scalar) }
}
