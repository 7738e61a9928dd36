import EndToEndSupport
import Foundation
import Testing

/// Input that once crashed every screen, sent to the built binary as a terminal would.
@Suite("Hostile input, end to end")
struct HostileInputEndToEndTests {
  /// Kitty "shifted key" numbers beyond 32 bits or negative: each used to trap (SIGILL).
  static let crashingSequences = ["\u{1B}[97:-1;2u", "\u{1B}[97:4294967296;2u", "\u{1B}[97:99999999999;2u"]

  @Test func sequencesThatCrashedLeaveTheMenuAliveAndWorking() throws {
    let session = try PseudoTerminalSession(
      arguments: [Arcade.path], environment: ["SWIFT_BACKTRACE=enable=no"])
    try session.waitForOutput(containing: "A R C A D E")
    session.send("\u{1B}[?62;22c")  // the device attributes: the start-up queries are answered
    for sequence in Self.crashingSequences { session.send(sequence) }
    session.send("?")  // Help: only a live menu that still reads keys opens it
    try session.waitForOutput(containing: "Everywhere")
    #expect(try session.waitForExit(timeout: 0.05) == nil, "arcade exited")
    session.send("q")
    session.send("q")
    let status = try session.waitForExit(timeout: 5)
    #expect(status.map { ($0 >> 8) & 0xFF } == 0, "wait status \(String(describing: status))")
  }

  @Test func sequencesThatCrashedAreHarmlessInAGameWithTheKittyProtocolOn() throws {
    let session = try KittyKeyboardEndToEndTests.paddlesWithTheProtocolOn()
    for sequence in Self.crashingSequences { session.send(sequence) }
    session.send("\u{1B}[32u")  // Space: serve (only Space, Enter or a click serve)
    session.send("\u{1B}[112u")  // P: pause
    try session.waitForOutput(containing: "press any key")
    session.send("\u{1B}[99;5u")  // Ctrl-C as the protocol sends it
    let status = try session.waitForExit(timeout: 5)
    #expect(status.map { ($0 >> 8) & 0xFF } == 130, "wait status \(String(describing: status))")
  }

  /// Bytes that are not UTF-8 (the 8-bit Alt-i of an old xterm, a Latin-1 é) are typed as
  /// replacement characters: the terminal did not hang up, and the menu goes on.
  @Test func bytesThatAreNotUTF8AreNotAHangup() throws {
    let session = try PseudoTerminalSession(
      arguments: [Arcade.path], environment: ["SWIFT_BACKTRACE=enable=no"])
    try session.waitForOutput(containing: "A R C A D E")
    session.send("\u{1B}[?62;22c")
    for _ in 0..<3 { session.send(bytes: [0xE9]) }
    session.send(bytes: [0x63, 0x61, 0x66, 0xE9, 0xFF, 0xC0, 0x80])
    session.send("?")
    try session.waitForOutput(containing: "Everywhere")
    #expect(try session.waitForExit(timeout: 0.05) == nil, "arcade exited")
    session.send("q")
    session.send("q")
    let status = try session.waitForExit(timeout: 5)
    #expect(status.map { ($0 >> 8) & 0xFF } == 0, "wait status \(String(describing: status))")
  }
}
