import EndToEndSupport
import Foundation
import Testing

/// The palette follows the terminal's background: its answer to OSC 11, else COLORFGBG, else
/// the `--background` flag's word. The menu title is the witness: bright yellow (256-colour
/// 227) on dark, dark yellow (94) on light — the foreground parameters, which the arcade may
/// send inside one rendition with others (`ESC [ 0;1;38;5;227 m`).
@Suite("Light and dark backgrounds, end to end")
struct BackgroundEndToEndTests {
  static let darkTitle = ";38;5;227mA R C A D E"
  static let lightTitle = ";38;5;94mA R C A D E"

  @Test func aWhiteBackgroundAnsweredToTheQueryRedrawsWithTheLightPalette() throws {
    let session = try PseudoTerminalSession(arguments: [Arcade.path], environment: ["SWIFT_BACKTRACE=enable=no"])
    try session.waitForOutput(containing: "\u{1B}]11;?")
    try session.waitForOutput(containing: "A R C A D E")
    #expect(session.output.contains(Self.darkTitle), "dark until the terminal says otherwise")
    session.send("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c")  // xterm's default white
    try session.waitForOutput(containing: Self.lightTitle)
    session.send("q")
    #expect(try session.waitForExit(timeout: 5).map { ($0 >> 8) & 0xFF } == 0)
  }

  @Test func colorFGBGNamesALightBackgroundBeforeAnyReply() throws {
    let session = try PseudoTerminalSession(
      arguments: [Arcade.path], environment: ["COLORFGBG=0;15", "SWIFT_BACKTRACE=enable=no"])
    try session.waitForOutput(containing: Self.lightTitle)
    session.send("q")
    _ = try session.waitForExit(timeout: 5)
  }

  @Test func theFlagWinsOverWhatTheTerminalSays() throws {
    let session = try PseudoTerminalSession(
      arguments: [Arcade.path, "--background", "dark"], environment: ["COLORFGBG=0;15", "SWIFT_BACKTRACE=enable=no"])
    try session.waitForOutput(containing: "A R C A D E")
    session.send("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}\u{1B}[?62;22c")
    session.send("?")  // a later frame, drawn after the reply was read
    try session.waitForOutput(containing: "Everywhere")
    #expect(session.output.contains(Self.darkTitle))
    #expect(!session.output.contains(Self.lightTitle))
    session.send("q")
    session.send("q")
    _ = try session.waitForExit(timeout: 5)
  }
}
