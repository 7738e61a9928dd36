import Crypto
import TestSupport
import Testing

/// Over SSH the Paddles menu offers what works there: a session has no network of its own to
/// host or join a match on. Before: it offered both, and then said network play is not
/// available here.
@Suite struct ServerPaddlesMenuTests {
  @Test func thePaddlesMenuOverSSHOffersNoNetworkMatch() async throws {
    let server = try await TestServer()
    let client = try await SSHTestClient(port: server.port, signIn: .key(Curve25519.Signing.PrivateKey()))
    try await client.waitFor(screenShowing: "Welcome to the arcade")
    try await client.send("Ann\r")
    try await client.waitFor(screenShowing: "Do these look right in your terminal?")
    try await client.send("\r")
    try await client.waitFor(screenShowing: "A R C A D E")
    for key in ["j", "\r"] {
      try await client.send(key)
      try await Task.sleep(for: .milliseconds(60))
    }
    try await client.waitFor(screenShowing: "How to play Paddles")
    try await client.send(" ")
    try await client.waitFor(screenShowing: "First to:")
    // The whole screen: the computer, two players at one keyboard, the arena and the points;
    // no Host or Join line.
    let expected = [
      "", "", "", "", "", "", "",
      "                ┌ Paddles ────────────────────────────────────┐",
      "                │       Players: ← 1 player vs computer →     │",
      "                │            Difficulty: ← normal →           │",
      "                │              Arena: ← Classic →             │",
      "                │                First to: ← 3 →              │",
      "                │                   ▶ Start                   │",
      "                │                                             │",
      "                │ ↑↓ choose  ←→ change  Enter start  Esc back │",
      "                └─────────────────────────────────────────────┘",
      "", "", "", "", "", "", "", "",
    ]
    #expect(client.lines == expected, "\(client.screen)")
    await client.close()
    await server.stop()
  }
}
