import ArcadeKit
import CNcursesw

/// Turns what `wget_wch` returned into a `Key`.
enum KeyDecoder {
  /// Decodes a character (not a key code) into a key; nil for characters with no meaning here.
  static func character(_ value: UInt32) -> Key? {
    switch value {
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 0: return nil
    case 1...26: return Unicode.Scalar(value + 96).map { .control(Character($0)) }
    case 28...31: return nil
    default:
      guard let scalar = Unicode.Scalar(value), CharacterWidth.of(scalar) > 0 else { return nil }
      return .character(Character(scalar))
    }
  }

  /// Decodes a curses key code into a key; nil for codes the arcade does not use.
  static func keyCode(_ code: Int32) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_BTAB: return .backTab
    default:
      for n in 1...12 where code == arcade_key_f(Int32(n)) { return .function(n) }
      return nil
    }
  }
}
