import EndToEndSupport
import Foundation
import Testing

/// The arcade inside real GNU screen (inside tmux: tmux → screen → arcade, where a lone Esc
/// once did nothing until the next key arrived).
@Suite("GNU screen, end to end")
struct GNUScreenEndToEndTests {
  /// Where GNU screen is installed, if it is.
  static let screenPath = ["/usr/bin/screen", "/bin/screen", "/usr/local/bin/screen"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Starts the arcade in screen in a tmux pane, at its menu.
  static func arcadeInScreen() throws -> TmuxPane {
    let pane = try TmuxPane()
    let screen = try #require(screenPath)
    // screen wants a private socket folder; its only setting: end with the pane rather than
    // detach and keep the arcade running when the test closes tmux.
    try pane.run(
      "mkdir -m 700 sockets; echo 'autodetach off' > screenrc; "
        + "SCREENDIR=$HOME/sockets \(screen) -q -c screenrc arcade; echo \"status=$?\"")
    try pane.waitFor("A R C A D E", timeout: 10)
    return pane
  }

  @Test(.enabled(if: screenPath != nil, "GNU screen is not installed (apt-get install screen)"))
  func aSingleEscLeavesAScreenWithoutAnotherKey() throws {
    let pane = try Self.arcadeInScreen()
    try pane.send("?")
    try pane.waitFor("Everywhere")
    try pane.send("Escape")
    try pane.waitFor { $0.contains("A R C A D E") && !$0.contains("Everywhere") }
    // And a game: Paddles' menu, left with one Esc.
    try pane.send("Down", "Enter")
    try pane.waitFor { !$0.contains("A R C A D E") }
    try pane.send("Escape")
    try pane.waitFor("A R C A D E")
    try pane.send("q")
    try pane.waitFor("status=0")
  }
}
