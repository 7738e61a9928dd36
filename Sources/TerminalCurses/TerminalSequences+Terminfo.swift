#if canImport(Glibc)
import Glibc
#endif
import CNcursesw
import TerminalWire

extension TerminalSequences {
  /// The sequences of the terminal curses was started on (call after `newterm`).
  convenience init(terminfo: Void) {
    func string(_ name: String) -> [UInt8] {
      guard let value = arcade_tigetstr(name) else { return [] }
      return Array(String(cString: value).utf8)
    }
    func flag(_ name: String) -> Bool { tigetflag(name) > 0 }
    let cup = arcade_tigetstr("cup").map { String(cString: $0) }
    let setaf = arcade_tigetstr("setaf").map { String(cString: $0) }
    let setab = arcade_tigetstr("setab").map { String(cString: $0) }
    var reset = string("sgr0")
    // sgr0 may also switch the alternate character set off ("ESC ( B"): harmless, and we never
    // switch it on, but it costs bytes on every reset; keep only what turns attributes off.
    if reset == Array("\u{1B}(B\u{1B}[m".utf8) { reset = Array("\u{1B}[m".utf8) }
    self.init(
      resetAttributes: reset, defaultColors: string("op"), clearScreen: string("clear"),
      clearToEndOfLine: string("el"),
      bold: string("bold"), dim: string("dim"), reverse: string("rev"), underline: string("smul"),
      skipsBottomRightCell: flag("am") && !flag("xenl"),
      ansiCursor: cup == "\u{1B}[%i%p1%d;%p2%dH",
      formatCursor: { row, column in
        guard let cup, let text = arcade_tiparm2(cup, Int32(row), Int32(column)) else { return [] }
        return Array(String(cString: text).utf8)
      },
      formatColor: { foreground, index in
        guard let format = foreground ? setaf : setab, let text = arcade_tiparm1(format, Int32(index))
        else { return [] }
        return Array(String(cString: text).utf8)
      })
  }

}
