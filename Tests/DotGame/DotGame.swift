import ArcadeKit
import Drawing
import GameKit

/// Dot, the kit's test game: steer a dot to the goal before the clock runs out. It is
/// registered with one line (`DotGame.entry`) and written as nothing but a `PlayableGame`.
public struct DotGame: PlayableGame {
  public typealias Action = DotAction
  public static let id = "dot"
  public static let title = "Dot"
  public static let summary = "Steer the dot to the goal"
  public static let howToPlay = "Steer the dot to the star before the clock runs out."
  public static let rulesVersion = 1
  public static let stepsPerSecond: Double = 10
  /// Steps a game may take.
  public static let clock = 100
  /// No colours: the dot and the star are glyphs on the terminal's own.
  public static func colourCues(unicode: Bool) -> [ColourCues] { [] }

  public let level: DotLevel
  public private(set) var x = 0, y = 0
  public private(set) var heading: DotAction?
  public private(set) var stepsLeft = DotGame.clock
  public private(set) var result: GameResult?

  public init(levels: [DotLevel], startIndex: Int, seed: UInt64) {
    level = levels[startIndex]
  }

  public mutating func perform(_ action: Action) {
    heading = action == .stop ? nil : action
  }

  public mutating func step() -> [GameCue] {
    switch heading {
    case .up: y = max(0, y - 1)
    case .down: y = min(level.height - 1, y + 1)
    case .left: x = max(0, x - 1)
    case .right: x = min(level.width - 1, x + 1)
    case .stop, nil: break
    }
    stepsLeft -= 1
    if x == level.goalX, y == level.goalY {
      result = GameResult(score: stepsLeft, detail: "\(stepsLeft) steps to spare")
      return [.sound]
    }
    if stepsLeft == 0 { result = GameResult(score: 0, detail: "out of time") }
    return []
  }

  public mutating func computerStep() {
    perform(x != level.goalX ? (x < level.goalX ? .right : .left) : (y < level.goalY ? .down : .up))
  }

  public var isAnimating: Bool { heading != nil }
  public var ghostSample: [Int] { [x, y] }

  /// The level, said as the game starts; the steps left and where the star is from the dot,
  /// said only in the state line.
  public var spokenFacts: [SpokenFact] {
    let (across, down) = (level.goalX - x, level.goalY - y)
    return [
      SpokenFact("level", "level \(level.name)"),
      SpokenFact("time", "time \(stepsLeft)", announced: false),
      SpokenFact("goal", "goal \(across) across, \(down) down", announced: false),
    ]
  }

  public func picture(ghost: [Int]?) -> DotPicture {
    DotPicture(level: level, dot: [x, y], ghost: ghost, stepsLeft: stepsLeft)
  }
}

/// What a Dot screen shows.
public struct DotPicture: GamePicture {
  var level: DotLevel, dot: [Int], ghost: [Int]?, stepsLeft: Int

  public func draw(into canvas: inout Canvas) {
    canvas.text("Dot  \(level.name)  time \(stepsLeft)", x: 0, y: 0)
    canvas.box(Rect(x: 0, y: 1, width: level.width + 2, height: level.height + 2), title: nil, style: .plain)
    canvas.text("*", x: level.goalX + 1, y: level.goalY + 2)
    if let ghost { canvas.text("o", x: ghost[0] + 1, y: ghost[1] + 2) }
    canvas.text("@", x: dot[0] + 1, y: dot[1] + 2)
  }
}

extension DotGame {
  /// The registration line's entry: levels come from `levels` (the launcher's reader).
  public static func entry(levels: @escaping @Sendable (GameSetup) throws -> [DotLevel]) -> GameEntry {
    GameEntry(playing: DotGame.self) { setup in (try levels(setup), 0) }
  }
}
