import ArcadeKit
import Drawing
import Replays
import TerminalWire

// MARK: - Asciicast

/// A replay as a terminal recording in asciinema's asciicast v2 format: a JSON header line
/// (version, width, height, timestamp, env, title), then one `[seconds, "o", "bytes"]` line per
/// frame that changed the screen.
///
/// The frames are the game's own, rendered headless at the size asked and encoded for the
/// terminal type asked by the encoder the arcade draws every terminal with (`FrameEncoder`), one
/// every thirtieth of a second of game time as the live arcade draws them; the times come from
/// the game's steps, so the file is the same on every run and a 40-second game lasts 40 s.
public enum Asciicast {
  /// Frames a second, as the live arcade draws them.
  public static let framesPerSecond = 30.0

  /// How to record.
  public struct Options: Sendable {
    /// The terminal's size.
    public var size: Size
    /// The terminal type named in the header's env, whose sequences the frames use.
    public var term: String
    /// That terminal type's capabilities (its sequences).
    public var profile: TerminalProfile
    /// What the frames may draw with (Unicode, colours).
    public var capabilities: Capabilities
    /// Playback speed: 2 halves every time.
    public var speed: Double
    /// The longest pause kept between two frames, in seconds (nil: pauses as played).
    public var idleLimit: Double?
    /// The header's timestamp (seconds since 1970); fixed, so two runs give the same file.
    public var timestamp: Int
    /// The header's title.
    public var title: String?

    /// Options; only the size and terminal are required.
    public init(
      size: Size, term: String, profile: TerminalProfile, capabilities: Capabilities, speed: Double = 1,
      idleLimit: Double? = nil, timestamp: Int = 0, title: String? = nil
    ) {
      self.size = size
      self.term = term
      self.profile = profile
      self.capabilities = capabilities
      self.speed = speed
      self.idleLimit = idleLimit
      self.timestamp = timestamp
      self.title = title
    }
  }

  /// Why a replay cannot be recorded.
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
  }

  /// The recording of `replay`, played by its game in `registry`.
  public static func record(_ replay: Replay, registry: GameRegistry, options: Options) throws -> String {
    let player: AnyReplayPlayer
    do {
      player = try registry.player(for: replay)
    } catch {
      throw Problem(description: "the replay \(error)")
    }
    return try record(player: player, options: options)
  }

  /// The recording of the game `player` plays, from where it stands (its start, for a whole
  /// recording).
  public static func record(player: AnyReplayPlayer, options: Options) throws -> String {
    guard options.speed.isFinite, options.speed > 0 else { throw Problem(description: "the speed must be above 0") }
    guard options.size.width >= 1, options.size.height >= 1 else { throw Problem(description: "the size is empty") }
    var player = player
    var recorder = Recorder(options: options)
    let rate = max(player.scene.stepsPerSecond, 1)
    let stepsPerFrame = rate / framesPerSecond
    var nextFrame = 0.0
    recorder.frame(of: player.scene, at: 0)
    while !player.isOver {
      guard player.advance() == .stepped else { continue }
      let step = Double(player.step)
      if step + 1e-9 >= nextFrame {
        recorder.frame(of: player.scene, at: step / rate)
        nextFrame = (step / stepsPerFrame).rounded(.down) * stepsPerFrame + stepsPerFrame
      }
    }
    // The last frame always, even unchanged: the recording lasts as long as the game.
    recorder.frame(of: player.scene, at: Double(player.step) / rate, always: true)
    if case .diverged(let why) = player.outcome {
      throw Problem(description: "the replay does not fit the game: \(why)")
    }
    return recorder.lines.joined(separator: "\n") + "\n"
  }

  /// The recording of `seconds` of a scene that plays by itself (attract mode), stepped at its
  /// own rate from its start; it stops early if the scene stops moving.
  public static func record(scene: any Scene, seconds: Double, options: Options) throws -> String {
    guard options.speed.isFinite, options.speed > 0 else { throw Problem(description: "the speed must be above 0") }
    guard seconds.isFinite, seconds > 0 else { throw Problem(description: "the length must be above 0 seconds") }
    var scene = AnyScene(scene)
    var recorder = Recorder(options: options)
    var clock = 0.0
    var nextFrame = 0.0
    recorder.frame(of: scene, at: 0)
    while clock < seconds, scene.isAnimating {
      let commands = scene.step()
      clock += 1 / max(scene.stepsPerSecond, 1)
      if commands.contains(where: { if case .pop = $0 { true } else if case .quit = $0 { true } else { false } }) {
        break
      }
      if clock + 1e-9 >= nextFrame {
        recorder.frame(of: scene, at: clock)
        nextFrame = (clock * framesPerSecond).rounded(.down) / framesPerSecond + 1 / framesPerSecond
      }
    }
    recorder.frame(of: scene, at: clock, always: true)
    return recorder.lines.joined(separator: "\n") + "\n"
  }

  /// The frames as they are written.
  struct Recorder {
    let options: Options
    let sequences: TerminalSequences
    var encoder = FrameEncoder()
    var previous: Canvas?
    var lines: [String]
    /// The time of the last event, as played and as written.
    var lastPlayed = 0.0
    var lastWritten = 0.0

    init(options: Options) {
      self.options = options
      sequences = TerminalSequences(profile: options.profile)
      var header = [
        "\"version\": 2", "\"width\": \(options.size.width)", "\"height\": \(options.size.height)",
        "\"timestamp\": \(options.timestamp)",
      ]
      if let limit = options.idleLimit { header.append("\"idle_time_limit\": \(Asciicast.number(limit))") }
      header.append("\"env\": {\"TERM\": \(Asciicast.json(options.term)), \"SHELL\": \"/bin/sh\"}")
      if let title = options.title { header.append("\"title\": \(Asciicast.json(title))") }
      lines = ["{" + header.joined(separator: ", ") + "}"]
    }

    /// Writes the frame `scene` shows `seconds` into the game, if it changed the screen (or
    /// `always`).
    mutating func frame(of scene: some Scene, at seconds: Double, always: Bool = false) {
      var canvas = Canvas(size: options.size, capabilities: options.capabilities)
      scene.render(into: &canvas)
      var bytes: [UInt8] = []
      if previous == nil { bytes += TerminalModes(profile: options.profile).cursorHidden }
      encoder.encode(canvas, over: previous, with: sequences, into: &bytes)
      previous = canvas
      guard !bytes.isEmpty || always else { return }
      let played = seconds / options.speed
      var gap = played - lastPlayed
      if let limit = options.idleLimit { gap = min(gap, limit) }
      lastPlayed = played
      lastWritten += max(0, gap)
      lines.append(
        "[\(Asciicast.number(lastWritten)), \"o\", \(Asciicast.json(String(decoding: bytes, as: UTF8.self)))]")
    }
  }

  // MARK: - JSON

  /// A JSON string literal of `text`: quotes, backslashes and control characters escaped.
  static func json(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// Seconds with six decimals at most, trailing zeros dropped (`1.5`, `0.033333`).
  static func number(_ seconds: Double) -> String {
    let micro = Int((max(0, seconds) * 1_000_000).rounded())
    let whole = micro / 1_000_000
    var fraction = String(micro % 1_000_000)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
  }
}
