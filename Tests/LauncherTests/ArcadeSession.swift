import ArcadeKit
import Drawing
import GameKit
import Launcher
import Session
import Synchronization
import TestSupport

/// One headless run of the launcher: the menu on a `HeadlessTerminal`, a manual clock and a script.
struct ArcadeSession {
  let terminal: HeadlessTerminal
  let clock: ManualTime
  let runner: ScriptedHost
  let recorder: EffectRecorder

  /// Sets up a run with `games` registered; call `run()` to play `script` through.
  init(
    games: [GameEntry] = [], settings: DisplaySettings = DisplaySettings(),
    size: Size = Size(width: 80, height: 24), script: [HeadlessTerminal.Scripted]
  ) {
    clock = ManualTime()
    terminal = HeadlessTerminal(size: size, clock: clock, script: script)
    recorder = EffectRecorder()
    let menu = MenuScene(registry: GameRegistry(games), context: LaunchContext(), settings: settings, seed: 1)
    runner = ScriptedHost(root: menu, terminal: terminal, time: clock, settings: settings, effects: recorder.effects)
  }

  /// Runs until the script's end (a hangup), a quit or a signal.
  func run() -> SessionOutcome { runner.run() }

  /// Every frame shown, as text lines.
  var frames: [[String]] { terminal.presented.map { $0.lines() } }

  /// The last frame shown, as text lines.
  var screen: [String] { terminal.screen?.lines() ?? [] }
}

/// Records what the Runner asked of its effects client.
final class EffectRecorder: Sendable {
  private struct Log {
    var writes: [(path: String, contents: String)] = []
    var saved: [DisplaySettings] = []
    var changes: [(old: DisplaySettings, new: DisplaySettings)] = []
  }

  private let log = Mutex(Log())

  /// Files the Runner asked to write, in order.
  var writtenFiles: [(path: String, contents: String)] { log.withLock { $0.writes } }
  /// Settings the Runner asked to remember, in order.
  var savedSettings: [DisplaySettings] { log.withLock { $0.saved } }
  /// Each change the Runner asked to remember: the settings in force before it, and after.
  var savedChanges: [(old: DisplaySettings, new: DisplaySettings)] { log.withLock { $0.changes } }

  /// An effects client that records and reports every write as done.
  var effects: SessionEffects {
    SessionEffects(
      writeFile: { path, contents in
        self.log.withLock { $0.writes.append((path, contents)) }
        return .fileWritten(path: path)
      },
      submitScore: { _ in [] }, keepScore: { _ in },
      saveSettings: { old, settings in
        self.log.withLock {
          $0.saved.append(settings)
          $0.changes.append((old, settings))
        }
        return nil
      }, handlers: .keepingNothing)
  }
}
