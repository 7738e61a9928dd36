import ArcadeKit
import ArgumentParser
import Launcher
import Levels
import Replays

/// `arcade share LEVEL [--proof REPLAY]`: a level file as one line to paste anywhere.
struct ShareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "share", abstract: "Print a level file as one line to paste anywhere (arcade open CODE plays it).",
    discussion: """
      The code carries the level's canonical text, compressed; with --proof, also a replay of a game of \
      that level (a file or a replay code), so whoever opens it knows the level can be played to that \
      score. The level is checked first, as `arcade levels check` would.
      """)

  @Argument(help: ArgumentHelp("The level file.", valueName: "level"), completion: .file(extensions: ["level"]))
  var level: String

  @Option(
    help: ArgumentHelp(
      "A replay of a game of this level (a file, or an arcade:1:replay: code) to carry as proof.",
      discussion: "A run shared before it is submitted to a server can be claimed by whoever submits it first; "
        + "runs played over SSH are ranked at once.", valueName: "replay"),
    completion: .file(extensions: ["replay"]))
  var proof: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    let loaded: Level
    do {
      loaded = try app.registry.levelFormats.load(path: level, fileSystem: app.fileSystem)
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(1)
    }
    var replay: Replay?
    if let proof {
      do {
        if ShareCode.isCode(proof), !app.fileSystem.exists(proof) {
          replay = try ShareCode.replay(from: proof)
        } else {
          replay = try ReplayText.decode(app.fileSystem.readFile(proof, ReplayLimits.maximumBytes), source: proof)
        }
      } catch {
        StandardError.report("\(error)")
        throw ExitCode(1)
      }
    }
    let code = LevelCode(level: loaded, proof: replay)
    if let verdict = code.proofVerdict(registry: app.registry), verdict != .verified {
      StandardError.report("the proof does not prove this level: \(verdict)", about: proof ?? "")
      throw ExitCode(1)
    }
    StandardOutput.print(code.text)
  }
}

/// `arcade open CODE [--save FILE]`: plays a level code, or saves it as a level file.
struct OpenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open", abstract: "Play a level code from `arcade share`, or save it as a level file.",
    discussion: "The level is checked first, and the author's proof, if the code carries one, is replayed.")

  @Argument(help: ArgumentHelp("The code (arcade:1:GAME:…).", valueName: "code"))
  var code: String

  @Option(
    help: ArgumentHelp("Save the level to this new file instead of playing it.", valueName: "file"),
    completion: .file(extensions: ["level"]))
  var save: String?

  @Option(help: "Random seed of the game.")
  var seed: UInt64?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    let opened: LevelCode
    do {
      opened = try LevelCode(code: code, formats: app.registry.levelFormats)
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(1)
    }
    let entry = try app.entry(named: opened.level.game)
    if let verdict = opened.proofVerdict(registry: app.registry), let proof = opened.proof {
      // The score as the player reads it: `score 224`, or a time as a time (`time 3.93 s`).
      let score = ReplayVerifier(registry: app.registry).claim(of: proof)?.shown ?? "score ?"
      StandardOutput.print(
        verdict == .verified
          ? "\(entry.title) — \(opened.level.name): played by its author, \(score), verified."
          : "\(entry.title) — \(opened.level.name): the author's proof does not hold (\(verdict)).")
    }
    if let save {
      try app.writeNewFile(opened.level.canonicalText, to: save)
      StandardOutput.print("Wrote \(entry.title)'s level \(opened.level.name) to \(save).")
      return
    }
    guard let replays = entry.replays else {
      StandardError.report("\(entry.title) cannot start a level from a code; save it with --save FILE")
      throw ExitCode(1)
    }
    let header = ReplayHeader(
      game: entry.id, board: "", rulesVersion: replays.rulesVersion, seed: seed ?? UInt64.random(in: .min ... .max),
      levels: [ReplayLevel(identity: opened.level.identity.description, text: opened.level.canonicalText)],
      keys: entry.keyContext.map { ReplayHeader.keyLines(app.settings.keys, for: $0) } ?? [])
    let scene: any Scene
    do {
      scene = try replays.makeScene(header)
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(1)
    }
    throw ExitCode(app.run(root: scene))
  }
}
