import ArcadeKit
import Catalog
import DotGame
import Drawing
import FileSystem
import Foundation
import GameKit
import Launcher
import Levels
import TestSupport
import Testing

/// A game added the way docs/ARCHITECTURE.md's "How to add a game" says: Dot, the kit's test
/// game, registered with the recipe's one line next to the catalog's games. Everything the
/// recipe promises comes with that line and nothing else: the menu and its card, `arcade play`,
/// help and `arcade keys`, the settings file's keys, replays played back and verified, board
/// titles, the daily challenge, share codes, level codes and recordings. And no other list of
/// the games is left in the repository for a new game to be added to by hand.
@Suite struct AddingAGameTests {
  /// The catalog's registration lines and the recipe's line for Dot, as `GameCatalog.games`
  /// would hold them with the line added (what the recipe's `<Name>Game.entry(levels:)`
  /// returns, written as a closure: Dot's module is the game's type alone).
  static let games = GameCatalog.games + [{ GameEntry(playing: DotGame.self, reader: $0) }]
  static let levelText = "game: dot\nname: Corner\nwidth: 6\nheight: 3\ngoal: 4,2\n"
  static let directories = LevelDirectories(builtIn: "/arcade/levels", user: "/home/levels")
  static let files = FileSystemClient.inMemory(files: ["/arcade/levels/dot/01-corner.level": levelText])
  /// The registry the arcade makes of those lines (`GameCatalog.registry(fileSystem:)`'s own code).
  static let registry = GameCatalog.registry(fileSystem: files, games: games)

  static func setup(seed: UInt64 = 3, direct: Bool = true) -> GameSetup {
    GameSetup(
      seed: seed, builtInLevelsDirectory: directories.builtIn, userLevelsDirectory: directories.user, direct: direct)
  }

  static func dot() throws -> GameEntry { try #require(registry.entry(id: "dot"), "Dot is registered") }

  /// Dot started as `arcade play dot` starts a game, played to its goal: the score submitted.
  static func playedRun() throws -> ScoreSubmission {
    var scene = try #require(try dot().makeScene(setup()) as? PlayScene<DotGame>)
    var submissions: [ScoreSubmission] = []
    func absorb(_ commands: [Command]) {
      for case .perform(.submitScore(let submission)) in commands { submissions.append(submission) }
    }
    absorb(scene.handle(.key(.right)))
    for (key, steps) in [(Key.down, 3), (.right, 2), (.down, 3), (.right, 10)] {
      for _ in 0..<steps where scene.isAnimating { absorb(scene.step()) }
      absorb(scene.handle(.key(key)))
    }
    return try #require(submissions.first, "Dot reached its goal and submitted its score")
  }

  @Test func theMenuListsItAndStartsItAfterItsHowToPlayCard() {
    let clock = ManualTime()
    let down = Array(repeating: HeadlessTerminal.Scripted.event(.key(.down)), count: Self.games.count - 1)
    let terminal = HeadlessTerminal(
      size: Size(width: 80, height: 24), capabilities: .minimal, clock: clock,
      script: [.wait(0.1)] + down + [.wait(0.1), .event(.key(.enter)), .wait(0.1), .event(.key(.enter)), .wait(0.1)]
        + [.hangup])
    let context = LaunchContext(
      builtInLevelsDirectory: Self.directories.builtIn, userLevelsDirectory: Self.directories.user)
    let menu = MenuScene(registry: Self.registry, context: context, settings: DisplaySettings(), seed: 1)
    let effects = SessionEffects(
      writeFile: { path, _ in .fileWritten(path: path) }, submitScore: { _ in [] },
      keepScore: { _ in }, saveSettings: { _, _ in nil },
      handlers: .keepingNothing)
    let host = ScriptedHost(root: menu, terminal: terminal, time: clock, settings: DisplaySettings(), effects: effects)
    _ = host.run()
    let shown = terminal.presented.map { $0.lines().joined(separator: "\n") }
    let first = shown.first ?? ""
    #expect(first.contains("Dot") && first.contains("Steer the dot to the goal"), "the menu lists Dot: \(first)")
    #expect(shown.contains { $0.contains("How to play Dot") }, "its card shows on its first start")
    #expect(shown.last?.contains("Dot  Corner  time 100") == true, "\(shown.last ?? "")")
  }

  @Test func arcadePlayStartsItOnItsLevelsFromTheFolders() throws {
    let scene = try #require(try Self.dot().makeScene(Self.setup()) as? PlayScene<DotGame>)
    #expect(scene.levels.map(\.name) == ["Corner"])
    var numbered = Self.setup()
    numbered.level = "2"
    #expect(throws: LevelChoiceError.self, "one level, so no level 2") { try Self.dot().makeScene(numbered) }
    #expect(Self.registry.levelFormats.games.last == "dot", "`arcade levels` checks its level files")
  }

  @Test func helpAndTheKeysListingShowItsActions() throws {
    var canvas = Canvas(size: Size(width: 100, height: 400), capabilities: .minimal)
    HelpScene(registry: Self.registry).render(into: &canvas)
    let help = canvas.plainText
    #expect(help.contains("| Dot ") && help.contains("Steer the dot to the star"), "\(help)")
    #expect(help.contains("move right"), "its keys under its rules: \(help)")

    let lines = KeyListing.lines(KeyBindings(), contexts: Self.registry.keyContexts)
    let start = try #require(lines.firstIndex(of: "Dot (dot.<action>)"), "\(lines)")
    #expect(
      Array(lines[(start + 1)...].prefix(5)) == [
        "  up     up     move up", "  down   down   move down", "  left   left   move left",
        "  right  right  move right", "  stop   space  stop",
      ])
  }

  @Test func theSettingsFileBindsItsKeysAndNamesItsActions() throws {
    let path = "/home/config/arcade/settings"
    let files = FileSystemClient.inMemory(files: [path: "[keys]\ndot.stop = x\ndot.jump = y\n"])
    let loaded = SettingsFile(path: path, fileSystem: files).load(contexts: Self.registry.keyContexts)
    #expect(loaded.settings.keys.map(DotAction.self, in: "dot").keys(for: .stop) == [.character("x")])
    let problem = try #require(loaded.problems.first, "dot.jump is no action of Dot's")
    #expect(loaded.problems.count == 1)
    #expect(problem.contains("`jump`") && problem.contains("stop"), "\(problem)")
  }

  @Test func itsReplaysPlayBackThroughTheRegistryToTheirScoreAndVerify() throws {
    let run = try Self.playedRun()
    let replay = try #require(run.replay)
    var player = try Self.registry.player(for: replay)
    #expect(player.playToEnd() == .finished)
    #expect(player.finalScore == run.score)
    #expect(ReplayVerifier(registry: Self.registry).verdict(of: replay) == .verified)
  }

  @Test func itsBoardsAreTitled() throws {
    let run = try Self.playedRun()
    #expect(run.board.hasPrefix("dot/"))
    #expect(run.boardTitle == "Dot — Corner")
    let titles = BoardTitles(registry: Self.registry, directories: Self.directories, fileSystem: Self.files)
    // Dot ships no levels, so its level is a player's.
    #expect(titles.title(for: run.board) == "Dot — Corner · a player's level")
  }

  @Test func theDailyChallengeGivesItALevelOfTheDay() throws {
    let day = DailyChallenge(date: try #require(DailyDate("2026-11-25")), registry: Self.registry)
    let game = try #require(day.game("dot"), "Dot's levels are generated, so it has a daily level")
    #expect(game.level.canonicalText.hasPrefix("game: dot\nname: Daily 2026-11-25\n"))
    let scene = try #require(try game.scene(keyBindings: KeyBindings()) as? PlayScene<DotGame>)
    #expect(scene.levels.map(\.name) == ["Daily 2026-11-25"])
  }

  @Test func shareCodesLevelCodesAndRecordingsCarryIt() throws {
    let replay = try #require(try Self.playedRun().replay)
    #expect(try ShareCode.replay(from: ShareCode.code(of: replay)) == replay)

    let level = try Self.registry.levelFormats.parse(text: Self.levelText, path: "corner.level")
    let code = LevelCode(level: level, proof: replay).text
    let read = try LevelCode(code: code, formats: Self.registry.levelFormats)
    #expect(read.level == level)
    #expect(read.proofVerdict(registry: Self.registry) == .verified)

    let cast = try Asciicast.record(
      replay, registry: Self.registry,
      options: Asciicast.Options(
        size: Size(width: 40, height: 12), term: "xterm-256color", profile: .xterm256color, capabilities: .minimal))
    #expect(cast.contains("Corner") && cast.contains("Game over"), "the run's frames to its end: \(cast.suffix(600))")
  }

  // MARK: - No other list

  /// The repository's root (Tests/LauncherTests/…/../..).
  static let root: String = {
    var parts = #filePath.split(separator: "/").map(String.init)
    parts.removeLast(3)
    return "/" + parts.joined(separator: "/")
  }()

  /// Lists of the games kept on purpose: each names the games it is about, and a game added to
  /// the catalog neither breaks it nor is missed by it. Path and the text on the list's line.
  static let fixtures: [(path: String, line: String, why: String)] = [
    (
      "Tests/DocsTests/LevelsNameNoGameTests.swift", #"== ["Mazes", "Balls", "MazeGame""#,
      "the words its game-word finder must find in a sample"
    ),
    ("Tests/DocsTests/QuickPlayTests.swift", "static let read: [[String]] = [", "command lines to parse, a game each"),
    (
      "Tests/EndToEndTests/CommandLineEndToEndTests.swift", "let forms: [[String]] = [",
      "commands to run against a file that is no score store"
    ),
    (
      "Tests/LauncherTests/HowToPlayCardTests.swift", "static let games = [",
      "four games' cards pinned as screens of a four-game arcade"
    ),
    (
      "Tests/LevelsTests/LevelFormatTests.swift", "static let models: [(any GeneratedLevel.Type, String)] = [",
      "each level model's static type, which a registered (type-erased) format cannot give"
    ),
    (
      "Tests/ReplayTests/DailyGoldenTests.swift", #"for game in ["balls", "paddles""#,
      "the daily levels pinned for these games; a new game pins its own if it wants"
    ),
    (
      "Tests/ReplayTests/ReplayVerifierTests.swift", #"best(of: ["maze", "paddles", "balls"]"#,
      "a game order to pick by"
    ),
    (
      "Tests/ScoresTests/ScoreReplayStorageTests.swift", #"["balls", "holes", "paddles"]"#,
      "boards to fill a store with"
    ),
    (
      "Tests/SessionTests/ObservedSession.swift", "static let games = [",
      "a four-game arcade whose menu screens the session tests pin"
    ),
  ]

  /// The Swift files a new game must not need: everything but the catalog, the games' own
  /// modules and tests, and the kit's test game.
  static func swiftFiles(games: [String]) -> [String] {
    let modules = Set(games.map(GameListScanner.module(of:)))
    let allowed = ["Sources/Catalog/GameCatalog.swift", "Tests/DotGame/"]
    var found: [String] = []
    for folder in ["Sources", "Tests", "Benchmarks", "Server/Sources", "Server/Tests"] {
      guard let walker = FileManager.default.enumerator(atPath: root + "/" + folder) else { continue }
      while let relative = walker.nextObject() as? String {
        let path = folder + "/" + relative
        let parts = path.split(separator: "/").map(String.init)
        if parts.contains(where: { $0.hasPrefix(".") }) { continue }
        guard path.hasSuffix(".swift"), !path.hasSuffix("Package.swift") else { continue }
        if allowed.contains(where: { path.hasPrefix($0) }) { continue }
        if parts.count > 1,
          modules.contains(parts[1]) || modules.contains(parts[1].replacingOccurrences(of: "Tests", with: ""))
        {
          continue
        }
        found.append(path)
      }
    }
    return found.sorted()
  }

  @Test func noOtherListOfTheGamesNeedsAGameAddedByHand() throws {
    let ids = GameCatalog.registry(fileSystem: .inMemory()).ids
    let scanner = GameListScanner(ids: ids)
    let files = Self.swiftFiles(games: ids)
    #expect(files.count > 100, "the scan reads the repository's sources: \(Self.root)")
    var lists: [GameListScanner.Finding] = []
    for path in files {
      let text = try String(contentsOfFile: Self.root + "/" + path, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      lists += scanner.lists(in: text, path: path).filter { finding in
        !Self.fixtures.contains { $0.path == path && lines[finding.line - 1].contains($0.line) }
      }
    }
    #expect(
      lists.isEmpty,
      """
      A new game would have to be added to these lists by hand; take the games from \
      `GameCatalog.registry(fileSystem:)` (or `.games`) instead (docs/ARCHITECTURE.md, "How to add a game"):
      \(lists.map(\.description).joined(separator: "\n"))
      """)
  }

  @Test func theScanFindsAListOfTheGamesAndNotProseScreensOrOneGame() {
    let scanner = GameListScanner(ids: ["ant", "bee", "cow", "dot"])
    let source = #"""
      // ["ant", "bee", "cow"] in a comment
      let screen = """
        ["ant", "bee", "cow"]
        """
      let one = ["bee", "bee-time", "ant"]
      let named = "\(["ant", "bee"].count) cow"
      let games = [
        AntGame.entry, BeeGame.entry,
        (CowGame.keyContext, 1),
      ]
      for game in ["ant", "bee", "cow", "dot"] { print(game) }
      """#
    #expect(
      scanner.lists(in: source, path: "x.swift") == [
        .init(path: "x.swift", line: 7, games: ["ant", "bee", "cow"]),
        .init(path: "x.swift", line: 11, games: ["ant", "bee", "cow", "dot"]),
      ])
  }
}
