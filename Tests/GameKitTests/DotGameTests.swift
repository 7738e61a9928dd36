import ArcadeKit
import DotGame
import Drawing
import FileSystem
import Foundation
import GameKit
import Launcher
import Levels
import Replays
import Synchronization
import TestSupport
import Testing

/// The measure of the game kit: Dot, a game of a few dozen lines in its own module, registered
/// with one line, plays, records, replays to identical frames, submits a score, appears in the
/// menu, has help and keys, and reads a level file of its own format.
@Suite struct DotGameTests {
  static let levelText = """
    game: dot
    name: Corner
    width: 6
    height: 3
    goal: 4,2
    """
  static let level = DotLevel(name: "Corner", width: 6, height: 3, goalX: 4, goalY: 2)
  /// The one registration line.
  static let entry = DotGame.entry { _ in [level] }
  static let registry = GameRegistry([entry])
  static let size = Size(width: 40, height: 12)

  static func frame(_ scene: some Scene) -> [String] {
    var canvas = Canvas(size: size, capabilities: .minimal)
    scene.render(into: &canvas)
    return canvas.lines()
  }

  /// Plays right, then down, then right to the goal, keeping every frame and the submissions.
  static func play() throws -> (frames: [[String]], submissions: [ScoreSubmission], scene: PlayScene<DotGame>) {
    var scene = try #require(try entry.makeScene(GameSetup(seed: 3)) as? PlayScene<DotGame>)
    var frames = [frame(scene)]
    var submissions: [ScoreSubmission] = []
    func absorb(_ commands: [Command]) {
      for case .perform(.submitScore(let submission)) in commands { submissions.append(submission) }
    }
    absorb(scene.handle(.key(.right)))
    for turn in [(Key.down, 3), (.right, 2), (.down, 3), (.right, 10)] {
      for _ in 0..<turn.1 where scene.isAnimating {
        absorb(scene.step())
        frames.append(frame(scene))
      }
      absorb(scene.handle(.key(turn.0)))
    }
    return (frames, submissions, scene)
  }

  @Test func itPlaysToTheGoalAndSubmitsAScoreWithItsReplay() throws {
    let (frames, submissions, scene) = try Self.play()
    let submission = try #require(submissions.first)
    #expect(submissions.count == 1)
    #expect(submission.game == "dot")
    #expect(submission.board == "dot/\(Self.level.identity.description)")
    #expect(submission.boardTitle == "Dot — Corner")
    #expect(submission.score == DotGame.clock - 6)
    #expect(submission.replay != nil)
    #expect(scene.isOver && !scene.isAnimating)
    #expect(
      frames.last == [
        "Dot  Corner  time 94",
        "+------+",
        "|      |",
        "|  + Game over ---------------------+",
        "|  |            Score 94            |",
        "+--|       94 steps to spare        |",
        "   | Enter: play again . Esc: leave |",
        "   +--------------------------------+",
        "",
        "",
        "",
        "",
      ])
  }

  @Test func itsReplayPlaysToTheSameFramesAndScore() throws {
    let (frames, submissions, _) = try Self.play()
    let recorded = try #require(submissions.first?.replay)
    let replay = try ReplayText.decode(text: ReplayText.encode(recorded), source: "dot.replay")
    var player = try Self.registry.player(for: replay)
    var replayed = [Self.frame(player.scene)]
    while !player.isOver {
      if player.advance() == .stepped { replayed.append(Self.frame(player.scene)) }
    }
    #expect(player.outcome == .finished)
    #expect(player.finalScore == submissions.first?.score)
    #expect(replayed == frames)
  }

  @Test func enterAfterTheEndPlaysAgainFromTheStartAndRecordsAfresh() throws {
    var scene = try Self.play().scene
    _ = scene.handle(.key(.right))
    #expect(scene.isOver, "other keys leave the result on screen")
    _ = scene.handle(.key(.enter))
    #expect(!scene.isOver && scene.stepsPlayed == 0 && scene.recording.events.isEmpty)
    #expect(Self.frame(scene).prefix(3) == ["Dot  Corner  time 100", "+------+", "|@     |"])
  }

  @Test func aReplayUnderOtherRulesIsRefusedWithBothVersions() throws {
    var header = try #require(try Self.play().submissions.first?.replay).header
    header.rulesVersion = 2
    do {
      _ = try PlayScene<DotGame>(replaying: header)
      Issue.record("rules 2 are not Dot's")
    } catch {
      #expect("\(error)".contains("rules 2") && "\(error)".contains("rules 1"))
    }
  }

  @Test func aChangedLevelTextIsRefusedByItsReplay() throws {
    let recorded = try #require(try Self.play().submissions.first?.replay)
    var header = recorded.header
    header.levels[0].text = header.levels[0].text.replacingOccurrences(of: "goal: 4,2", with: "goal: 5,2")
    #expect(throws: (any Error).self) { try PlayScene<DotGame>(replaying: header) }
  }

  @Test func theBestReplayIsRacedAsAGhost() throws {
    let recorded = try #require(try Self.play().submissions.first?.replay)
    var scene = PlayScene<DotGame>(levels: [Self.level], seed: 3)
    _ = scene.handle(.key(.right))
    let asked = scene.step()
    #expect(asked.contains { $0.replaysAsked == scene.board })
    _ = scene.handle(.replaysLoaded(board: scene.board, [recorded]))
    #expect(scene.ghost?.steps == recorded.steps)
    _ = scene.handle(.key(.character(" ")))
    for _ in 0..<3 { _ = scene.step() }
    // The dot stopped after one step; the recorded game's dot went on three steps right, then down.
    #expect(Self.frame(scene).prefix(5) == ["Dot  Corner  time 96", "+------+", "| @    |", "|   o  |", "|    * |"])
  }

  @Test func theComputerPlaysInAttractModeAndSubmitsNothing() throws {
    var scene = try #require(try Self.entry.makeScene(GameSetup(seed: 1, autoplay: true)) as? PlayScene<DotGame>)
    var commands: [Command] = []
    for _ in 0..<200 { commands += scene.step() }
    #expect(!commands.contains { if case .perform(.submitScore) = $0 { true } else { false } })
    #expect(scene.isAnimating, "a new game follows the last")
  }

  @Test func helpListsItsKeysAndTheKeysEveryGameHas() throws {
    var scene = PlayScene<DotGame>(levels: [Self.level], seed: 3)
    guard case .push(let help)? = scene.handle(.key(.character("?"))).first else {
      Issue.record("? opens help")
      return
    }
    var canvas = Canvas(size: Size(width: 60, height: 20), capabilities: .minimal)
    help.render(into: &canvas)
    #expect(
      canvas.lines() == [
        "",
        "",
        "",
        "  + Dot keys --------------------------------------------+",
        "  | Steer the dot to the star before the clock runs out. |",
        "  |                                                      |",
        "  | ^      move up                                       |",
        "  | v      move down                                     |",
        "  | <      move left                                     |",
        "  | >      move right                                    |",
        "  | Space  stop                                          |",
        "  | ? F1   help for the current screen                   |",
        "  | P      pause a game                                  |",
        "  | Esc Q  back (asks first while a game runs)           |",
        "  |                                                      |",
        "  | Press any key to close                               |",
        "  +------------------------------------------------------+",
        "",
        "",
        "",
      ])
    #expect(Self.entry.keyContext?.actions.map(\.name) == ["up", "down", "left", "right", "stop"])
  }

  @Test func leavingAGameInProgressAsksFirst() {
    var scene = PlayScene<DotGame>(levels: [Self.level], seed: 3)
    _ = scene.handle(.key(.right))
    guard case .push(let question)? = scene.handle(.key(.escape)).first else {
      Issue.record("Esc asks")
      return
    }
    #expect(question is ConfirmScene)
  }

  @Test func itReadsALevelFileOfItsOwnFormatWithLocatedErrors() throws {
    let level = try DotLevel(
      document: LevelParser.parse(text: Self.levelText, path: "corner.level"), path: "corner.level")
    #expect(level == Self.level)
    #expect(level.canonicalText.hasPrefix("game: dot\nname: Corner\n"))
    let bad = Self.levelText.replacingOccurrences(of: "goal: 4,2", with: "goal: 9,9")
    #expect(throws: LevelError.self) {
      try DotLevel(document: LevelParser.parse(text: bad, path: "bad.level"), path: "bad.level")
    }
    do throws(LevelError) {
      _ = try DotLevel(document: LevelParser.parse(text: bad, path: "bad.level"), path: "bad.level")
    } catch {
      #expect(error.description == "bad.level:5:7: error: 'goal' must be x,y inside the field and not the start (0,0)")
    }
  }

  @Test func theLauncherReadsItsLevelsFromTheFoldersAndFromAFile() throws {
    let files = FileSystemClient.inMemory(
      InMemoryFiles(files: [
        "/arcade/levels/dot/01-corner.level": Self.levelText,
        "/arcade/levels/dot/02-far.level": Self.levelText.replacingOccurrences(of: "Corner", with: "Far")
          .replacingOccurrences(of: "goal: 4,2", with: "goal: 5,2"),
        "/home/mine.level": Self.levelText.replacingOccurrences(of: "Corner", with: "Mine"),
        "/home/maze.level": "game: maze\nname: Other\n",
      ]))
    let entry = GameEntry(playing: DotGame.self, reader: LevelReader(fileSystem: files))
    #expect(entry.levels?.game == "dot", "the entry registers Dot's level format")
    func started(_ level: String?) throws -> PlayScene<DotGame> {
      let setup = GameSetup(seed: 1, builtInLevelsDirectory: "/arcade/levels", level: level)
      return try #require(try entry.makeScene(setup) as? PlayScene<DotGame>)
    }
    #expect(try started(nil).levels.map(\.name) == ["Corner", "Far"])
    #expect(try started("2").startIndex == 1)
    #expect(try started("/home/mine.level").levels.map(\.name) == ["Mine"])
    #expect(throws: LevelChoiceError.self) { try started("3") }
    #expect(throws: LevelChoiceError.self) { try started("/home/maze.level") }
  }

  @Test func itAppearsInTheMenuAndOpensFromIt() throws {
    let clock = ManualTime()
    let terminal = HeadlessTerminal(
      size: Size(width: 80, height: 24), capabilities: .minimal, clock: clock,
      script: [.wait(0.1), .event(.key(.enter)), .wait(0.1), .event(.key(.enter)), .wait(0.1), .hangup])
    let menu = MenuScene(registry: Self.registry, context: LaunchContext(), settings: DisplaySettings(), seed: 1)
    let effects = SessionEffects(
      writeFile: { path, _ in .fileWritten(path: path) }, submitScore: { _ in [] },
      keepScore: { _ in }, saveSettings: { _, _ in nil },
      handlers: .keepingNothing)
    let host = ScriptedHost(root: menu, terminal: terminal, time: clock, settings: DisplaySettings(), effects: effects)
    _ = host.run()
    let shown = terminal.presented.map { $0.lines().joined(separator: "\n") }
    #expect(shown.first?.contains("Dot") == true, "the menu lists Dot")
    #expect(
      shown.contains { $0.contains("Steer the dot to the star") }, "its how-to-play card shows on its first start")
    #expect(shown.last?.contains("Dot  Corner  time 100") == true, "Enter plays it")
  }
}
