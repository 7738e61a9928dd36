import Server
import TestSupport
import Testing

/// `ssh -t host plain`: the arcade over SSH in plain lines for a screen reader, from the first
/// line a guest hears: no cursor movement, the selection a line that says so, a game narrated.
@Suite(.serialized) struct ServerPlainTests {
  /// What `text` holds after the plain modes and the start-up questions.
  static func lines(of text: String) -> [String] {
    let queries = "\u{1B}[?2004h\u{1B}]11;?\u{1B}\\\u{1B}[?u\u{1B}[>c\u{1B}[?2026$p\u{1B}[c"
    #expect(text.hasPrefix(queries), "plain modes: no alternate screen, hidden cursor or mouse")
    return text.dropFirst(queries.count).components(separatedBy: "\r\n")
  }

  @Test func aGuestHearsTheMenuAsLinesAndAGameNarrated() async throws {
    let server = try await TestServer()
    let guest = try await SSHTestClient(port: server.port, signIn: .guest, user: "guest", command: "plain", pty: true)
    try await guest.waitFor("the welcome") { $0.text.hasSuffix("Enter: the menu\r\n") }
    // No glyph card: nothing is drawn. What a guest must know, then the way on.
    #expect(
      Self.lines(of: guest.text) == [
        "Welcome to the arcade", "The arcade in plain lines, for a screen reader.",
        "You play as a guest: scores are not ranked.", "RSA keys are not supported here. For a key",
        "that ranks you: ssh-keygen -t ed25519", "Enter: the menu", "",
      ])
    try await guest.send("\r")
    try await guest.waitFor("the menu's selection") { $0.text.contains("(selected)\r\n") }
    let menu = Self.lines(of: guest.text)
    #expect(!menu.joined().contains("\u{1B}"), "no escape sequence after the modes: \(menu)")
    #expect(menu.contains { $0.hasPrefix("Balls  ") && $0.hasSuffix("  (selected)") })
    #expect(menu.contains("Who's playing  the players on this server now, and their games"))

    let before = guest.text.count
    try await guest.send("j")
    try await guest.waitFor("the next line") { $0.text.count > before && $0.text.hasSuffix("\r\n") }
    #expect(guest.text.dropFirst(before).hasPrefix("Paddles  "))
    #expect(guest.text.dropFirst(before).hasSuffix("(selected)\r\n"))

    // Maze, its card, its first maze: the game is said, not drawn; = says its state again.
    try await guest.press("j", "\r")
    try await guest.waitFor("Maze's card") { $0.text.contains("How to play Maze") }
    try await guest.press(" ")
    try await guest.waitFor("the mazes") { $0.text.contains("First steps  12×12") }
    try await guest.press("\r")
    try await guest.waitFor("the state") { $0.text.contains("maze 1 of 8 First steps, tilt to start the clock") }
    try await guest.press("=")
    try await guest.waitFor("the state again") {
      $0.text.components(separatedBy: "maze 1 of 8 First steps, tilt to start the clock").count == 3
    }
    #expect(!Self.lines(of: guest.text).joined().contains("\u{1B}"))
    await guest.close()
    await server.stop()
  }
}
