import Crypto
import NIOSSH
import SSHPlayer
import Synchronization
import TestSupport

/// A test's player over SSH: an `SSHPlayer` whose bytes also draw a screen (`ANSIScreenModel`),
/// with waits that poll what it shows.
final class SSHTestClient: Sendable {
  typealias SignIn = SSHPlayer.SignIn

  let player: SSHPlayer
  private let model: ScreenBox

  /// The screen the bytes drew.
  final class ScreenBox: Sendable {
    let screen: Mutex<ANSIScreenModel>

    init(width: Int, height: Int) {
      screen = Mutex(ANSIScreenModel(width: width, height: height))
    }
  }

  /// Connects as `SSHPlayer.init` does; the screen is `width` × `height` (a size a test only
  /// claims, 100000 × 100000, is not drawn: `keepsScreen` false).
  init(
    port: Int, signIn: SignIn, user: String = "player", width: Int = 80, height: Int = 24,
    term: String = "xterm-256color", command: String? = nil, pty: Bool? = nil, source: String? = nil,
    keepsScreen: Bool = true, preamble: [UInt8] = []
  ) async throws {
    let model = keepsScreen ? ScreenBox(width: width, height: height) : ScreenBox(width: 1, height: 1)
    self.model = model
    player = try await SSHPlayer(
      port: port, signIn: signIn, user: user, width: width, height: height, term: term, command: command, pty: pty,
      source: source, preamble: preamble
    ) { bytes in model.screen.withLock { $0.feed(bytes) } }
  }

  func send(_ text: String) async throws { try await player.send(text) }
  func closeInput() async throws { try await player.closeInput() }
  func openChannel(_ type: SSHChannelType) async throws { try await player.openChannel(type) }
  func close() async { await player.close() }

  /// Tells the server the window is now `width` × `height`, and draws at that size.
  func resize(width: Int, height: Int) async throws {
    model.screen.withLock { $0.resize(width: min(width, 1000), height: min(height, 1000)) }
    try await player.resize(width: width, height: height)
  }

  /// The screen as the server's bytes drew it, line by line.
  var lines: [String] { model.screen.withLock { $0.lines() } }
  /// The screen as one text.
  var screen: String { lines.joined(separator: "\n") }
  var text: String { player.text }
  var exitStatus: Int? { player.exitStatus }
  var isClosed: Bool { player.isClosed }

  /// Waits (polling, at most `timeout` seconds) until `condition` holds of the client; fails
  /// with what the screen showed when it never does.
  func waitFor(_ what: String, timeout: Double = 10, _ condition: (SSHTestClient) -> Bool) async throws {
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    while !condition(self) {
      guard ContinuousClock.now < deadline else { throw WaitFailed(what: what, screen: screen, text: text) }
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Waits until the screen shows `text`.
  func waitFor(screenShowing text: String, timeout: Double = 10) async throws {
    try await waitFor("the screen to show \"\(text)\"", timeout: timeout) { $0.screen.contains(text) }
  }

  struct WaitFailed: Error, CustomStringConvertible {
    let what: String
    let screen: String
    let text: String
    var description: String {
      "waited for \(what); the screen:\n\(screen)\nthe bytes: \(text.suffix(600).debugDescription)"
    }
  }
}

extension SSHTestClient {
  /// Types keys one at a time, a little apart, as a player would.
  func press(_ keys: String...) async throws {
    for key in keys {
      try await send(key)
      try await Task.sleep(for: .milliseconds(60))
    }
  }

  /// From the menu, opens Maze's first level and waits for its clock to show.
  func openFirstMaze() async throws {
    try await press("j", "j", "\r")
    try await waitFor(screenShowing: "How to play Maze")
    try await press(" ")
    try await waitFor(screenShowing: "First steps")
    try await press("\r")
    try await waitFor(screenShowing: "Time 0.00 s")
  }

  /// Rolls the ball of Maze's first level to its goal: tilted right, then down, each tilt's
  /// keys in one write. Typed a key at a time they could straggle: when the test pool runs this
  /// task late (a blocking end-to-end test holds its threads), the last key reached the server
  /// after the run was ranked and closed the board before the test could read it.
  func tiltFirstMazeToItsGoal() async throws {
    try await send("llll")
    try await Task.sleep(for: .milliseconds(1500))
    try await send("jjjj")
  }

  /// Chooses `name` at the welcome and keeps the card's settings: the menu shows.
  func welcome(as name: String) async throws {
    try await waitFor(screenShowing: "Welcome to the arcade")
    try await send(name + "\r")
    try await waitFor(screenShowing: "Do these look right in your terminal?")
    try await send("\r")
    try await waitFor(screenShowing: "A R C A D E")
  }
}
