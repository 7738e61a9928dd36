import ArcadeKit
import Catalog
import Drawing
import GameKit
import Launcher
import TestSupport
import Testing

/// With `--ascii` (`Capabilities.minimal`) every screen draws plain ASCII: every help overlay
/// a scene pushes on `?`, the launcher's help, and every game's screen with its status line,
/// before and during play. A Unicode symbol there would reach the terminal as `?`.
@Suite struct AsciiScreensTests {
  /// Every game the arcade registers.
  static let games = GameCatalog.registry(fileSystem: .live).entries
  static let size = Size(width: 80, height: 24)

  /// The repository's shipped levels (Tests/LauncherTests/…/../../Levels).
  static let levels: String = {
    var parts = #filePath.split(separator: "/").map(String.init)
    parts.removeLast(3)
    return "/" + parts.joined(separator: "/") + "/Levels"
  }()

  /// Every scene a game opens with: its own menu, its game started directly, and its editor.
  static func scenes(of entry: GameEntry) throws -> [(String, any Scene)] {
    func setup(direct: Bool) -> GameSetup {
      GameSetup(seed: 7, builtInLevelsDirectory: levels, userLevelsDirectory: "/nonexistent-ascii-user", direct: direct)
    }
    var scenes: [(String, any Scene)] = [
      ("\(entry.id) from the menu", try entry.makeScene(setup(direct: false))),
      ("\(entry.id) played", try entry.makeScene(setup(direct: true))),
    ]
    if let makeEditor = entry.makeEditor {
      scenes.append(("\(entry.id) editor", try makeEditor(setup(direct: true), nil)))
    }
    return scenes
  }

  /// The symbols on `canvas` outside 7-bit ASCII.
  static func nonASCII(_ canvas: Canvas) -> [String] {
    var found: [String] = []
    for cell in canvas.cells where !cell.isContinuation && !cell.scalar.isASCII {
      let name = "\(cell.scalar) (U+\(String(cell.scalar.value, radix: 16, uppercase: true)))"
      if !found.contains(name) { found.append(name) }
    }
    return found
  }

  static func render(_ scene: any Scene) -> Canvas {
    var canvas = Canvas(size: size, capabilities: .minimal)
    scene.render(into: &canvas)
    return canvas
  }

  @Test(arguments: games.map(\.id))
  func everyHelpOverlayIsASCII(game: String) throws {
    let entry = try #require(Self.games.first { $0.id == game })
    var overlays = 0
    for (name, scene) in try Self.scenes(of: entry) {
      var scene = scene
      guard case .push(let pushed)? = scene.handle(.key(.character("?"))).last else { continue }
      overlays += 1
      let canvas = Self.render(pushed)
      #expect(Self.nonASCII(canvas).isEmpty, "\(name) help: \(Self.nonASCII(canvas))\n\(canvas.plainText)")
    }
    #expect(overlays >= 2, "\(game) pushed \(overlays) help overlays on ?")
  }

  @Test func theLaunchersHelpIsASCII() {
    let canvas = Self.render(HelpScene(registry: GameRegistry(Self.games)))
    #expect(Self.nonASCII(canvas).isEmpty, "\(Self.nonASCII(canvas))\n\(canvas.plainText)")
  }

  @Test(arguments: games.map(\.id))
  func everyScreenAndStatusLineIsASCII(game: String) throws {
    let entry = try #require(Self.games.first { $0.id == game })
    for (name, scene) in try Self.scenes(of: entry) {
      var scene = scene
      var canvas = Self.render(scene)
      #expect(Self.nonASCII(canvas).isEmpty, "\(name): \(Self.nonASCII(canvas))\n\(canvas.plainText)")
      // Playing: a tilt or a move, then a second of steps.
      for key in [Key.right, .down, .character(" ")] { _ = scene.handle(.key(key)) }
      for _ in 0..<60 where scene.isAnimating { _ = scene.step() }
      canvas = Self.render(scene)
      #expect(Self.nonASCII(canvas).isEmpty, "\(name) playing: \(Self.nonASCII(canvas))\n\(canvas.plainText)")
    }
  }
}
