import ArcadeKit
import ArgumentParser
import Launcher
import TerminalCurses

/// `arcade crash-check`: hidden; starts curses, draws a frame, then traps on purpose.
///
/// Exists so the end-to-end tests can prove that a Swift trap in curses mode leaves the
/// terminal restored and the crash report visible.
struct CrashCheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "crash-check", abstract: "Trap inside curses mode (for tests).", shouldDisplay: false)

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    let terminal: CursesTerminal
    do {
      terminal = try CursesTerminal(settings: app.settings)
    } catch {
      StandardError.print("arcade: \(error)")
      throw ExitCode(2)
    }
    var canvas = Canvas(size: terminal.size, capabilities: terminal.capabilities)
    canvas.centeredPanel(title: "Crash check", lines: ["About to trap on purpose."])
    terminal.present(canvas)
    let values: [Int] = []
    // An out-of-range index: the kind of trap a real bug would cause.
    _ = values[terminal.size.width]
  }
}
