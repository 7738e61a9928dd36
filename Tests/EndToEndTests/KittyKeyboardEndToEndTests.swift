import EndToEndSupport
import Foundation
import Testing

/// The kitty keyboard protocol, with the test playing the terminal on a pseudo-terminal.
@Suite("Kitty keyboard protocol, end to end")
struct KittyKeyboardEndToEndTests {
  static let push = "\u{1B}[>15u"
  static let pop = "\u{1B}[<u"

  static func paddles() throws -> PseudoTerminalSession {
    try PseudoTerminalSession(
      arguments: [Arcade.path, "play", "paddles", "--players", "2", "--seed", "5"],
      environment: ["ARCADE_LEVELS=\(TmuxPane.packageLevels)", "SWIFT_BACKTRACE=enable=no"])
  }

  /// Two-player Paddles on a terminal that answers "I speak the protocol": returned once the
  /// game has pushed its flags (key releases are reported).
  static func paddlesWithTheProtocolOn() throws -> PseudoTerminalSession {
    let session = try paddles()
    try session.waitForOutput(containing: "\u{1B}[?u")
    session.send("\u{1B}[?0u\u{1B}[?62;22c")  // "I speak it", then the device attributes
    try session.waitForOutput(containing: push)
    return session
  }

  @Test func terminalThatSpeaksTheProtocolGetsReleasesWhilePaddlesPlays() throws {
    let session = try Self.paddlesWithTheProtocolOn()
    session.send("\u{1B}[32u")  // Space: serve
    session.send("\u{1B}[119u\u{1B}[119;1:2u\u{1B}[119;1:3u")  // W pressed, repeated, let go
    session.send("\u{1B}[112u")  // P, as the protocol sends it: pause
    try session.waitForOutput(containing: "press any key")
    #expect(session.output.contains(Self.pop), "flags stay pushed under the pause panel")
    session.send("\u{1B}[99;5u")  // Ctrl-C, which the protocol sends as a key, not a signal
    let status = try session.waitForExit(timeout: 5)
    #expect(status.map { ($0 >> 8) & 0xFF } == 130)
  }

  @Test func terminalWithoutTheProtocolIsNeverSentTheFlags() throws {
    let session = try Self.paddles()
    try session.waitForOutput(containing: "\u{1B}[?u")
    session.send("\u{1B}[?62;22c")  // only the device attributes: no kitty reply
    try session.waitForOutput(containing: "Ready?")
    #expect(!session.output.contains(Self.push))
  }
}
