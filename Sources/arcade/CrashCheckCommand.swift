import ArcadeKit
import ArgumentParser
import Drawing
import Launcher
import LocalTerminal

/// `arcade crash-check`: hidden; takes the terminal, draws a frame, then traps on purpose.
///
/// Exists so the end-to-end tests can prove that a Swift trap in the arcade's terminal modes
/// leaves the terminal restored and the crash report visible.
struct CrashCheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "crash-check", abstract: "Trap inside the arcade's terminal modes (for tests).", shouldDisplay: false)

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    let host: LocalHost
    do {
      host = try LocalHost(root: CrashCheckScene(), settings: app.settings, effects: .none, network: nil)
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(2)
    }
    _ = host.run()
  }
}

/// Shows a panel, then traps at its first step: the kind of trap a real bug would cause.
struct CrashCheckScene: Scene {
  var isAnimating: Bool { true }

  mutating func handle(_ event: InputEvent) -> [Command] { [] }

  mutating func step() -> [Command] {
    let values: [Int] = []
    // An out-of-range index, after the first frame is on the screen.
    _ = values[values.count]
    return []
  }

  func render(into canvas: inout Canvas) {
    canvas.centeredPanel(title: "Crash check", lines: ["About to trap on purpose."])
  }
}
