extension TerminalProfile {
  /// xterm-256color as `infocmp -1 xterm-256color` gives it (ncurses 6): what most terminal
  /// emulators call themselves, and the profile tests draw with.
  public static let xterm256color = TerminalProfile(
    name: "xterm-256color", colors: 256,
    strings: [
      .sgr0: "\u{1B}(B\u{1B}[m", .op: "\u{1B}[39;49m", .clear: "\u{1B}[H\u{1B}[2J", .el: "\u{1B}[K",
      .bold: "\u{1B}[1m", .dim: "\u{1B}[2m", .rev: "\u{1B}[7m", .smul: "\u{1B}[4m",
      .cup: "\u{1B}[%i%p1%d;%p2%dH",
      .setaf: "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m",
      .setab: "\u{1B}[%?%p1%{8}%<%t4%p1%d%e%p1%{16}%<%t10%p1%{8}%-%d%e48;5;%p1%d%;m",
      .smcup: "\u{1B}[?1049h\u{1B}[22;0;0t", .rmcup: "\u{1B}[?1049l\u{1B}[23;0;0t",
      .civis: "\u{1B}[?25l", .cnorm: "\u{1B}[?12l\u{1B}[?25h",
      .flash: "\u{1B}[?5h$<100/>\u{1B}[?5l", .bel: "\u{07}",
      .kcuu1: "\u{1B}OA", .kcud1: "\u{1B}OB", .kcub1: "\u{1B}OD", .kcuf1: "\u{1B}OC",
      .khome: "\u{1B}OH", .kend: "\u{1B}OF", .kpp: "\u{1B}[5~", .knp: "\u{1B}[6~",
      .kich1: "\u{1B}[2~", .kdch1: "\u{1B}[3~", .kbs: "\u{7F}", .kcbt: "\u{1B}[Z",
      .kf1: "\u{1B}OP", .kf2: "\u{1B}OQ", .kf3: "\u{1B}OR", .kf4: "\u{1B}OS",
      .kf5: "\u{1B}[15~", .kf6: "\u{1B}[17~", .kf7: "\u{1B}[18~", .kf8: "\u{1B}[19~",
      .kf9: "\u{1B}[20~", .kf10: "\u{1B}[21~", .kf11: "\u{1B}[23~", .kf12: "\u{1B}[24~",
    ],
    automaticMargins: true, delayedWrap: true)

  /// The Linux console as `infocmp -1 linux` gives it: eight colours, no alternate screen.
  public static let linux = TerminalProfile(
    name: "linux", colors: 8,
    strings: [
      .sgr0: "\u{1B}[m\u{0F}", .op: "\u{1B}[39;49m", .clear: "\u{1B}[H\u{1B}[J", .el: "\u{1B}[K",
      .bold: "\u{1B}[1m", .dim: "\u{1B}[2m", .rev: "\u{1B}[7m", .smul: "\u{1B}[4m",
      .cup: "\u{1B}[%i%p1%d;%p2%dH", .setaf: "\u{1B}[3%p1%dm", .setab: "\u{1B}[4%p1%dm",
      .civis: "\u{1B}[?25l\u{1B}[?1c", .cnorm: "\u{1B}[?25h\u{1B}[?0c",
      .flash: "\u{1B}[?5h$<200/>\u{1B}[?5l", .bel: "\u{07}",
      .kcuu1: "\u{1B}[A", .kcud1: "\u{1B}[B", .kcub1: "\u{1B}[D", .kcuf1: "\u{1B}[C",
      .khome: "\u{1B}[1~", .kend: "\u{1B}[4~", .kpp: "\u{1B}[5~", .knp: "\u{1B}[6~",
      .kich1: "\u{1B}[2~", .kdch1: "\u{1B}[3~", .kbs: "\u{7F}", .kcbt: "\u{1B}\t",
      .kf1: "\u{1B}[[A", .kf2: "\u{1B}[[B", .kf3: "\u{1B}[[C", .kf4: "\u{1B}[[D",
      .kf5: "\u{1B}[[E", .kf6: "\u{1B}[17~", .kf7: "\u{1B}[18~", .kf8: "\u{1B}[19~",
      .kf9: "\u{1B}[20~", .kf10: "\u{1B}[21~", .kf11: "\u{1B}[23~", .kf12: "\u{1B}[24~",
    ],
    automaticMargins: true, delayedWrap: true)

  /// The DEC VT100 as `infocmp -1 vt100` gives it: no colour, no alternate screen, no cursor
  /// hiding, and padding in its strings.
  public static let vt100 = TerminalProfile(
    name: "vt100", colors: 0,
    strings: [
      .sgr0: "\u{1B}[m\u{0F}$<2>", .clear: "\u{1B}[H\u{1B}[J$<50>", .el: "\u{1B}[K$<3>",
      .bold: "\u{1B}[1m$<2>", .rev: "\u{1B}[7m$<2>", .smul: "\u{1B}[4m$<2>",
      .cup: "\u{1B}[%i%p1%d;%p2%dH$<5>", .bel: "\u{07}",
      .kcuu1: "\u{1B}OA", .kcud1: "\u{1B}OB", .kcub1: "\u{1B}OD", .kcuf1: "\u{1B}OC", .kbs: "\u{08}",
      .kf1: "\u{1B}OP", .kf2: "\u{1B}OQ", .kf3: "\u{1B}OR", .kf4: "\u{1B}OS",
      .kf5: "\u{1B}Ot", .kf6: "\u{1B}Ou", .kf7: "\u{1B}Ov", .kf8: "\u{1B}Ol",
      .kf9: "\u{1B}Ow", .kf10: "\u{1B}Ox",
    ],
    automaticMargins: true, delayedWrap: true)
}
