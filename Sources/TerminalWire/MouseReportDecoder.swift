import ArcadeKit

/// Decodes the terminal's mouse reports ourselves, whatever the terminfo entry's `kmous` says.
///
/// ncurses decodes only the one format its entry names (`\E[<` for xterm-256color, the old
/// `\E[M` for tmux, screen, kitty and the Linux console), so SGR reports under those were
/// dropped. The arcade turns on SGR reports (`?1006`) and reads both formats here:
/// - SGR: `ESC [ < b ; column ; row M` (press or motion) or `… m` (release), 1-based;
/// - X10: `ESC [ M` and three characters, each 32 more than the button and 1-based column, row.
///
/// Only the left button, wheel and left-button drags mean something to the scenes.
public enum MouseReportDecoder {
  /// A report's meaning: what happened, at which 0-based cell.
  public struct Report: Hashable, Sendable {
    public var kind: MouseEvent.Kind
    public var column: Int
    public var row: Int
  }

  /// The largest coordinate believed; anything larger is noise (the canvas is at most 1000 wide).
  static let maximumCoordinate = 10_000

  /// Decodes the parameters of an SGR report (after `<`, before the final byte).
  static func sgr(parameters: Substring, released: Bool) -> Report? {
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count == 3,
      let button = Int(fields[0]), let column = Int(fields[1]), let row = Int(fields[2])
    else { return nil }
    return report(button: button, column: column, row: row, released: released)
  }

  /// Decodes the three characters after `ESC [ M` of an X10 report.
  static func x10(_ values: [UInt32]) -> Report? {
    guard values.count == 3, values.allSatisfy({ $0 >= 32 && $0 < 32 + UInt32(maximumCoordinate) }) else {
      return nil
    }
    let button = Int(values[0]) - 32
    // X10 says "released" with button number 3 and never says which button went up.
    let released = button & 0b11 == 3 && button & 0b110_0000 == 0
    return report(
      button: released ? button & ~0b11 : button, column: Int(values[1]) - 32, row: Int(values[2]) - 32,
      released: released)
  }

  /// The meaning of a button code (low two bits: button; 4, 8, 16: Shift, Alt, Ctrl; 32: motion;
  /// 64: wheel; 128: buttons 8 to 11) at a 1-based cell.
  private static func report(button: Int, column: Int, row: Int, released: Bool) -> Report? {
    guard (0...255).contains(button), (1...maximumCoordinate).contains(column),
      (1...maximumCoordinate).contains(row)
    else { return nil }
    let number = button & 0b11
    let motion = button & 32 != 0
    let wheel = button & 64 != 0
    let extra = button & 128 != 0
    let kind: MouseEvent.Kind
    switch (extra, wheel, motion, released) {
    case (false, true, false, false):
      guard number < 2 else { return nil }  // 2 and 3 are the sideways wheel
      kind = number == 0 ? .scrollUp : .scrollDown
    case (false, false, true, false):
      guard number == 0 else { return nil }  // a drag with another button, or a bare move
      kind = .drag
    case (false, false, false, false):
      guard number == 0 else { return nil }
      kind = .press
    case (false, false, false, true):
      guard number == 0 else { return nil }
      kind = .release
    default:
      return nil
    }
    return Report(kind: kind, column: column - 1, row: row - 1)
  }
}
