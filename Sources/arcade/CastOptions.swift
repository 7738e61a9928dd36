import ArcadeKit
import ArgumentParser
import Drawing
import Launcher
import LocalTerminal
import TerminalWire

/// The options of a terminal recording (`replay --cast`, `demo --cast`): the file, the size,
/// the terminal type, the speed and the longest pause.
struct CastOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Write a terminal recording in asciinema's asciicast v2 format to this file.", valueName: "file"),
    completion: .file(extensions: ["cast"]))
  var cast: String?

  @Option(help: ArgumentHelp("With --cast: the terminal's size (80x24 by default).", valueName: "WxH"))
  var size: String?

  @Option(
    help: ArgumentHelp("With --cast: the terminal type it is drawn for (xterm-256color by default).", valueName: "term")
  )
  var term: String?

  @Option(help: ArgumentHelp("With --cast: the playback speed (2 is twice as fast).", valueName: "x"))
  var speed: Double = 1

  @Option(
    name: .customLong("idle-limit"),
    help: ArgumentHelp("With --cast: the longest pause kept between frames, in seconds.", valueName: "seconds"))
  var idleLimit: Double?

  /// The recording's options, with the player's settings (`--ascii`, `--no-color`), or exit 2
  /// with the reason.
  func options(app: LiveArcade, title: String) throws -> Asciicast.Options {
    var size = Size(width: 80, height: 24)
    if let text = self.size {
      let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), (10...1000).contains(width),
        (5...1000).contains(height)
      else {
        StandardError.report("--size '\(text.prefix(20))': expected WIDTHxHEIGHT, such as 80x24 (10x5 to 1000x1000)")
        throw ExitCode(2)
      }
      size = Size(width: width, height: height)
    }
    guard speed.isFinite, speed > 0, speed <= 100 else {
      StandardError.report("--speed: expected a number above 0, at most 100")
      throw ExitCode(2)
    }
    if let idleLimit, !(idleLimit.isFinite && idleLimit > 0) {
      StandardError.report("--idle-limit: expected a number of seconds above 0")
      throw ExitCode(2)
    }
    let termName = term ?? "xterm-256color"
    let profile: TerminalProfile
    do {
      profile = termName == "xterm-256color" ? .xterm256color : try TerminalTypes.profile(named: termName)
    } catch {
      StandardError.report("--term: \(error)")
      throw ExitCode(2)
    }
    let capabilities = Capabilities(
      unicode: !app.settings.asciiOnly,
      colorDepth: ColorDepth.choose(terminalColors: profile.colors, colorEnabled: app.settings.colorEnabled),
      background: app.settings.background.resolved(detected: nil), consoleFont: termName.hasPrefix("linux"))
    return Asciicast.Options(
      size: size, term: termName, profile: profile, capabilities: capabilities, speed: speed, idleLimit: idleLimit,
      title: title)
  }

  /// Writes a recording's `text` to `--cast`'s file and says so.
  func write(_ text: String, options: Asciicast.Options, app: LiveArcade) throws {
    guard let cast else { return }
    do {
      try app.fileSystem.write(text, to: cast)
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(1)
    }
    StandardOutput.print(
      "Wrote the recording to \(cast) (\(options.size.width)×\(options.size.height), \(options.term)).")
  }
}
