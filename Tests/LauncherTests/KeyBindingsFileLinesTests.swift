import ArcadeKit
import BallsGame
import Catalog
import HolesGame
import Launcher
import MazeGame
import PaddlesGame
import Testing

/// Lines of the settings file's `[keys]` section applied to `KeyBindings`: what each changes,
/// and for a refused line, a message naming what to fix and the bindings left as they were.
@Suite struct KeyBindingsFileLinesTests {
  /// The contexts the arcade registers: the global actions, then each game's.
  static let contexts: [KeyContext] = GameCatalog.registry(fileSystem: .live).keyContexts

  /// A corpus of lines applied in order to the defaults: each with the words its message must
  /// contain, or no words for a line that is accepted.
  static let corpus: [(line: String, mustName: [String])] = [
    ("layout = dvorak", []),
    ("layout = AZERTY", []),
    // From here on the layout is AZERTY: q tilts left in Maze, so Esc is back's last key there.
    ("layout = colemak", ["`colemak`", "qwerty", "azerty", "dvorak"]),
    ("layout = ", ["``", "qwerty"]),
    ("tetris.fire = x", ["`tetris`", "balls", "maze"]),
    ("maze = x", ["`maze`", "<action>"]),
    ("maze.jump = x", ["`jump`", "Maze", "tilt-up", "restart"]),
    ("maze.level = spacebar", ["`spacebar`", "maze.level"]),
    ("maze.level =", ["maze.level", "no key"]),
    ("maze.level = x y ctrl-1", ["`ctrl-1`", "maze.level"]),
    ("no equals sign here", ["`no equals sign here`", "layout"]),
    ("maze.level = r", ["`r`", "Maze", "level", "restart"]),
    ("maze.level = p", ["Maze", "pause"]),
    ("maze.restart = esc", ["Maze", "back"]),
    ("global.help = p", ["`p`", "help", "pause"]),
    ("global.back = h", ["Balls", "back"]),
    ("maze.level = f1", []),
    ("maze.tilt-up = I UP", []),
    ("balls.fire = x, x, X", []),
  ]

  @Test func eachLineOfTheCorpusIsAcceptedOrRefusedWithWhatToFix() {
    var bindings = KeyBindings()
    for (line, mustName) in Self.corpus {
      let before = bindings
      let message = bindings.apply(line: line, contexts: Self.contexts)
      if mustName.isEmpty {
        #expect(message == nil, "`\(line)` was refused: \(message ?? "")")
      } else {
        #expect(message != nil, "`\(line)` was accepted")
        #expect(bindings == before, "`\(line)` was refused but changed the bindings")
        for word in mustName {
          #expect(message?.contains(word) == true, "the message for `\(line)` does not name \(word): \(message ?? "")")
        }
      }
    }
    #expect(bindings.layout == .azerty)
    let maze = bindings.map(MazeAction.self, in: MazeGame.id)
    #expect(maze.keys(for: .level) == [.function(1)])
    #expect(maze.keys(for: .tiltUp) == [.character("i"), .up])
    #expect(maze.keys(for: .restart) == [.character("r")])
    #expect(bindings.map(BallsAction.self, in: BallsGame.id).keys(for: .fire) == [.character("x")])
  }

  @Test func theGlobalDefaultsAreTheKeysEveryGameAnsweredBefore() {
    let global = KeyBindings().map(GlobalAction.self, in: KeyContext.global.id)
    let answered: [(Key, GlobalAction)] = [
      (.character("?"), .help), (.function(1), .help), (.character("p"), .pause), (.character("P"), .pause),
      (.escape, .back), (.character("q"), .back), (.character("Q"), .back),
    ]
    for (key, action) in answered {
      #expect(global.action(for: key) == action, "\(key)")
    }
    for key: Key in [.character("x"), .character("h"), .function(2), .enter, .character(" "), .backspace] {
      #expect(global.action(for: key) == nil, "\(key)")
    }
    #expect(Set(global.allKeys) == Set(answered.map { KeyName.normalized($0.0) }))
  }

  @Test func layoutLinesChooseTheKeyboard() {
    for layout in KeyboardLayout.allCases {
      var bindings = KeyBindings()
      #expect(bindings.apply(line: "  layout\t=  \(layout.rawValue)  ", contexts: Self.contexts) == nil)
      #expect(bindings.layout == layout)
    }
  }

  @Test func aLayoutThatWouldBindAKeyTwiceIsRefused() {
    var bindings = KeyBindings()
    #expect(bindings.apply(line: "maze.restart = z", contexts: Self.contexts) == nil)
    let before = bindings
    // On AZERTY, z is where QWERTY's w is: tilt up.
    let message = bindings.apply(line: "layout = azerty", contexts: Self.contexts)
    #expect(message?.contains("`z`") == true, "\(message ?? "accepted")")
    #expect(message?.contains("tilt-up") == true)
    #expect(message?.contains("restart") == true)
    #expect(bindings == before)
  }

  @Test func aGameKeyTakingOneOfTwoGlobalKeysWinsAndTheGlobalActionKeepsTheOther() {
    var bindings = KeyBindings()
    #expect(bindings.apply(line: "maze.level = f1", contexts: Self.contexts) == nil)
    #expect(bindings.apply(line: "maze.restart = q", contexts: Self.contexts) == nil)
    let maze = bindings.map(MazeAction.self, in: MazeGame.id)
    #expect(maze.action(for: .function(1)) == .level)
    #expect(maze.action(for: .character("Q")) == .restart)
    let global = bindings.globalMap(besides: maze.allKeys)
    #expect(global.keys(for: .help) == [.character("?")])
    #expect(global.keys(for: .back) == [.escape])
    #expect(global.keys(for: .pause) == [.character("p")])
    #expect(global.action(for: .function(1)) == nil)
    #expect(global.action(for: .character("q")) == nil)
    // Outside Maze the global keys are all there.
    let elsewhere = bindings.globalMap(besides: bindings.map(HolesAction.self, in: HolesGame.id).allKeys)
    #expect(elsewhere.keys(for: .help) == [.character("?"), .function(1)])
    #expect(elsewhere.keys(for: .back) == [.escape, .character("q")])
  }

  @Test func onAzertyMazeTiltsWithZqsdAndBackIsEscAloneInside() {
    let bindings = KeyBindings(layout: .azerty)
    let maze = bindings.map(MazeAction.self, in: MazeGame.id)
    #expect(maze.keys(for: .tiltUp) == [.up, .character("k"), .character("z")])
    #expect(maze.keys(for: .tiltLeft) == [.left, .character("h"), .character("q")])
    #expect(maze.keys(for: .tiltDown) == [.down, .character("j"), .character("s")])
    #expect(maze.keys(for: .tiltRight) == [.right, .character("l"), .character("d")])
    #expect(maze.action(for: .character("w")) == nil)
    #expect(maze.action(for: .character("a")) == nil)
    let global = bindings.globalMap(besides: maze.allKeys)
    #expect(global.keys(for: .back) == [.escape])
    #expect(global.action(for: .character("q")) == nil)
    #expect(bindings.conflict(in: Self.contexts) == nil)
    let tilt = TiltKeys.label(
      up: maze.keys(for: .tiltUp), left: maze.keys(for: .tiltLeft), down: maze.keys(for: .tiltDown),
      right: maze.keys(for: .tiltRight))
    #expect(tilt == "arrows/hjkl/ZQSD")
  }

  @Test func onAzertyPaddlesPlayerOneUsesZAndS() {
    let paddles = KeyBindings(layout: .azerty).map(PaddlesAction.self, in: PaddlesGame.id)
    #expect(paddles.keys(for: .leftUp) == [.character("z")])
    #expect(paddles.keys(for: .leftDown) == [.character("s")])
  }

  @Test func onDvorakTheTiltKeysAreCommaAOE() {
    let bindings = KeyBindings(layout: .dvorak)
    let maze = bindings.map(MazeAction.self, in: MazeGame.id)
    #expect(maze.keys(for: .tiltUp) == [.up, .character("k"), .character(",")])
    #expect(maze.keys(for: .tiltLeft) == [.left, .character("h"), .character("a")])
    #expect(maze.keys(for: .tiltDown) == [.down, .character("j"), .character("o")])
    #expect(maze.keys(for: .tiltRight) == [.right, .character("l"), .character("e")])
    #expect(maze.action(for: .character("w")) == nil)
    #expect(bindings.globalMap(besides: maze.allKeys).keys(for: .back) == [.escape, .character("q")])
    #expect(bindings.conflict(in: Self.contexts) == nil)
    let balls = bindings.map(BallsAction.self, in: BallsGame.id)
    #expect(balls.action(for: .character(",")) == .aimUp)
  }

  /// `KeyName` documents `,` as a key name (Dvorak's W), so a line can bind it.
  @Test func aLoneCommaInTheKeyListIsTheCommaKey() {
    var bindings = KeyBindings()
    #expect(bindings.apply(line: "maze.tilt-up = up, ,", contexts: Self.contexts) == nil)
    #expect(bindings.map(MazeAction.self, in: MazeGame.id).keys(for: .tiltUp) == [.up, .character(",")])
    var commaOnly = KeyBindings()
    #expect(commaOnly.apply(line: "maze.tilt-up = ,", contexts: Self.contexts) == nil)
    #expect(commaOnly.map(MazeAction.self, in: MazeGame.id).keys(for: .tiltUp) == [.character(",")])
  }

  @Test func keysOfADescribedActionFollowTheLayoutAndTheChoice() {
    var bindings = KeyBindings(layout: .azerty)
    let tiltUp = MazeGame.keyContext.action(named: "tilt-up")!
    #expect(bindings.keys(of: tiltUp, in: MazeGame.keyContext) == [.up, .character("k"), .character("z")])
    #expect(bindings.apply(line: "maze.tilt-up = i", contexts: Self.contexts) == nil)
    #expect(bindings.keys(of: tiltUp, in: MazeGame.keyContext) == [.character("i")])
    #expect(bindings.keys(of: tiltUp, in: HolesGame.keyContext) == [.up, .character("k"), .character("z")])
  }
}
