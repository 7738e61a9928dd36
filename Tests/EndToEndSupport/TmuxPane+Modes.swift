import Foundation

extension TmuxPane {
  /// A tmux format evaluated for the pane (`#{alternate_on}`, `#{mouse_any_flag}`…).
  public func format(_ format: String) throws -> String {
    try Shell.output("/usr/bin/tmux", ["-L", socket, "display-message", "-p", "-t", "main", format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The modes a curses program turns on, as tmux tracks them for the pane: alternate screen,
  /// mouse reporting (any, button, SGR). "0 0 0 0" once the program has put them back.
  public func cursesModes() throws -> String {
    try format("#{alternate_on} #{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag}")
  }

  /// Polls until the pane has left the alternate screen and stopped reporting the mouse.
  public func waitForModesRestored(timeout: Double = 10) throws {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = try cursesModes()
      if last == "0 0 0 0" { return }
      usleep(20_000)
    }
    throw PaneError.timedOut(screen: "modes still on (alternate, mouse any/button/SGR): \(last)\n\(try screen())")
  }
}
