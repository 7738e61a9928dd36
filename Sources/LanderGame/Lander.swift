import ArcadeKit
import Drawing
import GameKit
import Levels
import Physics

// MARK: - Lander

/// A game of Lander as the kit plays it: set the ship down softly on a pad, three ships a
/// game, the levels in order (GAMES.md, Lander).
public struct Lander: PlayableGame {
  public typealias Action = LanderAction
  public typealias Level = LanderLevel

  /// Where the game is.
  public enum Phase: Hashable, Sendable {
    /// The ship hangs at the start until the first control.
    case ready
    /// The ship flies.
    case flying
    /// The ship landed; the next level comes after the steps left.
    case landed(stepsLeft: Int)
    /// The ship crashed; its debris flies for the steps left, then the next ship comes.
    case crashed(stepsLeft: Int)
    /// The game is over.
    case over
  }

  /// A landing's result, shown while the next level waits.
  public struct Landing: Hashable, Sendable {
    /// Points it scored.
    public var points: Int
    /// The pad's multiplier.
    public var multiplier: Int
    /// Whether it came down at 1.5 m/s or less (and scored double).
    public var perfect: Bool
  }

  /// Where a recorded game's ship was at a step.
  public struct Trace: Hashable, Sendable {
    /// The ship's centre across, metres.
    public var x: Double
    /// The ship's centre down, metres.
    public var y: Double
    /// Its heading, degrees clockwise from nose up.
    public var heading: Double
    /// The level it flew (an index into the game's levels).
    public var levelIndex: Int
  }

  public static let id = "lander"
  public static let title = "Lander"
  public static let summary = "Fly the ship down softly onto a landing pad"
  public static let howToPlay =
    "Turn the ship and fire its engine to set it down on a pad: upright within 10 degrees, at most 4 m/s"
    + " down and 2 m/s sideways. Narrow pads pay more; a landing at 1.5 m/s or less is perfect and"
    + " pays double. Three ships a game."
  /// Rules 2: a tap of a turn key turns the ship at most 5° (`LanderControls`), and a landed
  /// ship flies on to the next level with the fuel it has left (a new ship after a crash brings
  /// the level's own); rules 1's tap turned 18° and every level gave its own fuel, and its
  /// replays are played by it. Both depart from the rules the arcade began with (a press acts
  /// 0.2 s; each level gives its fuel) on purpose: a tap of 18° is more than the 10° a landing
  /// allows, so a heading could not be corrected by tapping where terminals report no key
  /// releases (most), and carried fuel makes the tank a game's resource, as the classic lander's
  /// one tank was, rather than a level's (issue 49's day of play).
  public static let rulesVersion = 2
  public static let playableRules = 1...2
  /// Three steps per tick of the seed's 0.075 s loop.
  public static let stepsPerSecond = 40.0
  public static let minimumSize = Size(width: 60, height: 16)
  public static let pointerHelp = [KeyHelp("Click", "hold a button of the control pad at the foot")]
  public static let wantsKeyReleases = true
  /// Ships a game.
  public static let shipsPerGame = 3
  /// The landing limits, m/s and degrees.
  public static let maximumFall = 4.0
  /// The fastest sideways touchdown that lands, m/s.
  public static let maximumDrift = 2.0
  /// The largest heading that lands, degrees either way.
  public static let maximumTilt = 10.0
  /// The fastest fall that makes a landing perfect, m/s.
  public static let perfectFall = 1.5
  /// Steps a landing or a crash stays on screen before the game goes on.
  static let pauseSteps = 80

  /// The levels of this game, the one it started at and the one being flown.
  public let levels: [LanderLevel]
  /// The level the game started at.
  public let startIndex: Int
  /// The level being flown.
  public private(set) var levelIndex: Int
  /// The ship in flight (or landed).
  public private(set) var ship: LanderShip
  /// The controls held.
  public private(set) var controls = LanderControls()
  /// Where the game is.
  public private(set) var phase = Phase.ready
  /// Points so far.
  public private(set) var score = 0
  /// Ships left, counting the one flying.
  public private(set) var shipsLeft = Lander.shipsPerGame
  /// Landings so far.
  public private(set) var landings = 0
  /// The last landing, while its result is shown.
  public private(set) var lastLanding: Landing?
  /// The wreck's pieces after a crash.
  public private(set) var debris: [Vector2] = []
  /// Why the last ship crashed, while its wreck shows: each landing limit it broke, in words.
  public private(set) var crashReasons: [String] = []
  private var debrisVelocity: [Vector2] = []
  private var random: SeededRandom
  private var pilot = LanderPilot()
  /// Whether a landed ship's fuel is carried to the next level (rules 2).
  private let carriesFuel: Bool
  /// The fuel the ship brought to this level from the last landing, if it did: a restart of the
  /// landing starts with it again.
  private var carriedFuel: Double?

  public init(levels: [LanderLevel], startIndex: Int, seed: UInt64) {
    self.init(levels: levels, startIndex: startIndex, seed: seed, rulesVersion: Self.rulesVersion)
  }

  public init(levels: [LanderLevel], startIndex: Int, seed: UInt64, rulesVersion: Int) {
    controls = LanderControls(tapsTurnLittle: rulesVersion >= 2)
    carriesFuel = rulesVersion >= 2
    self.levels = levels
    self.startIndex = levels.indices.contains(startIndex) ? startIndex : 0
    levelIndex = self.startIndex
    ship = LanderShip(level: levels[levelIndex])
    random = SeededRandom(seed: seed)
  }

  /// The level being flown.
  public var level: LanderLevel { levels[levelIndex] }

  // MARK: - Playing

  public var isAnimating: Bool {
    switch phase {
    case .ready, .over: false
    case .flying, .landed, .crashed: true
    }
  }

  public var result: GameResult? {
    guard phase == .over else { return nil }
    let every = landings == levels.count - startIndex
    return GameResult(
      score: score, levelReached: levelIndex + 1,
      detail: (landings == 1 ? "1 landing" : "\(landings) landings") + (every ? ", every level" : ""))
  }

  public var ghostSample: Trace { Trace(x: ship.x, y: ship.y, heading: ship.heading, levelIndex: levelIndex) }

  public mutating func perform(_ action: LanderAction) {
    switch action {
    case .restart:
      guard phase == .flying || phase == .ready else { return }
      newShip()
    case .port: press(.port)
    case .thrust: press(.thrust)
    case .starboard: press(.starboard)
    }
  }

  public mutating func release(_ action: LanderAction) {
    switch action {
    case .port: controls.release(.port)
    case .thrust: controls.release(.thrust)
    case .starboard: controls.release(.starboard)
    case .restart: break
    }
  }

  public mutating func keyReleases(reported: Bool) {
    controls.releases(reported: reported)
  }

  /// A press on the control pad holds its button until the mouse button comes up.
  public mutating func mouse(_ mouse: MouseEvent) {
    switch mouse.kind {
    case .press:
      guard let control = LanderLayout(screen: mouse.screen).control(atColumn: mouse.x, row: mouse.y) else { return }
      controls.hold(mouse: control)
      if phase == .ready { phase = .flying }
    case .release: controls.hold(mouse: nil)
    case .drag, .scrollUp, .scrollDown: break
    }
  }

  public mutating func computerStep() {
    if phase == .ready { phase = .flying }
    guard phase == .flying else {
      controls.computerHeld = []
      return
    }
    controls.computerHeld = pilot.controls(for: ship, on: level)
  }

  private mutating func press(_ control: LanderControls.Control) {
    controls.press(control)
    if phase == .ready { phase = .flying }
  }

  public mutating func step() -> [GameCue] {
    switch phase {
    case .ready, .over:
      return []
    case .landed(let left):
      if left > 1 {
        phase = .landed(stepsLeft: left - 1)
        return []
      }
      lastLanding = nil
      if levelIndex + 1 < levels.count {
        levelIndex += 1
        carriedFuel = carriesFuel ? ship.fuel : nil
        newShip()
      } else {
        phase = .over
      }
      return []
    case .crashed(let left):
      for index in debris.indices {
        debrisVelocity[index].y += level.gravity / Self.stepsPerSecond
        debris[index] += debrisVelocity[index] * (1 / Self.stepsPerSecond)
      }
      if left > 1 {
        phase = .crashed(stepsLeft: left - 1)
        return []
      }
      debris = []
      debrisVelocity = []
      if shipsLeft > 0 { newShip() } else { phase = .over }
      return []
    case .flying:
      return fly()
    }
  }

  /// One step of flight, and the touchdown it may end in.
  private mutating func fly() -> [GameCue] {
    ship.step(
      dt: 1 / Self.stepsPerSecond, gravity: level.gravity, port: controls.isActive(.port),
      thrust: controls.isActive(.thrust), starboard: controls.isActive(.starboard))
    controls.tick()
    guard let contact = Self.touchdown(of: ship, on: level) else { return [] }
    if let pad = contact {
      land(on: pad)
    } else {
      crash()
    }
    return [.sound]
  }

  /// Whether the ship touches the terrain: nil when it does not, `.some(pad)` when it touched
  /// down within every limit wholly on `pad`, `.some(nil)` for a crash.
  static func touchdown(of ship: LanderShip, on level: LanderLevel) -> LanderLevel.Pad?? {
    let r = LanderLevel.shipRadius
    let centre = Vector2(x: ship.x, y: ship.y)
    var touching = false
    for index in 1..<level.terrain.count {
      let a = Vector2(x: level.terrain[index - 1].x, y: level.terrain[index - 1].y)
      let b = Vector2(x: level.terrain[index].x, y: level.terrain[index].y)
      if Segment(a, b).distance(to: centre) <= r {
        touching = true
        break
      }
    }
    guard touching else { return nil }
    guard let pad = level.pads.first(where: { $0.left <= ship.x - r && ship.x + r <= $0.right }),
      ship.vy <= maximumFall, abs(ship.vx) <= maximumDrift, abs(ship.heading) <= maximumTilt
    else { return .some(nil) }
    return .some(pad)
  }

  private mutating func land(on pad: LanderLevel.Pad) {
    let perfect = ship.vy <= Self.perfectFall
    var points = 50 * pad.multiplier + Int(ship.fuel) / 10
    if perfect { points *= 2 }
    score += points
    landings += 1
    lastLanding = Landing(points: points, multiplier: pad.multiplier, perfect: perfect)
    ship.y = pad.y - LanderLevel.shipRadius
    ship.vx = 0
    ship.vy = 0
    ship.firing = false
    controls.letGo()
    phase = .landed(stepsLeft: Self.pauseSteps)
  }

  private mutating func crash() {
    crashReasons = Self.reasons(for: ship, on: level)
    shipsLeft -= 1
    carriedFuel = nil  // the next ship is a new one, with the level's fuel
    debris = (0..<12).map { _ in Vector2(x: ship.x, y: ship.y) }
    debrisVelocity = (0..<12).map { _ in
      Vector2(x: random.double(in: -12..<12) + ship.vx / 2, y: random.double(in: -18..<(-4)))
    }
    controls.letGo()
    phase = .crashed(stepsLeft: Self.pauseSteps)
  }

  /// The landing limits a ship touching the ground broke, in words: off the pads, and each
  /// speed and the heading over its limit ("5.2 m/s down, 4 at most").
  static func reasons(for ship: LanderShip, on level: LanderLevel) -> [String] {
    let r = LanderLevel.shipRadius
    var reasons: [String] = []
    if !level.pads.contains(where: { $0.left <= ship.x - r && ship.x + r <= $0.right }) {
      let overOne = level.pads.contains { $0.left < ship.x + r && ship.x - r < $0.right }
      reasons.append(overOne ? "a leg off the pad" : "not on a pad")
    }
    if ship.vy > maximumFall { reasons.append("\(fixed(ship.vy, 1)) m/s down, 4 at most") }
    if abs(ship.vx) > maximumDrift { reasons.append("\(fixed(abs(ship.vx), 1)) m/s sideways, 2 at most") }
    if abs(ship.heading) > maximumTilt { reasons.append("tilted \(fixed(abs(ship.heading), 0)) degrees, 10 at most") }
    return reasons
  }

  /// Puts the ship in another state, flying (tests: a touchdown at a chosen speed).
  mutating func setShip(_ ship: LanderShip) {
    self.ship = ship
    phase = .flying
  }

  /// A ship at the level's start, at rest until a control (the seed's double tap on `R`).
  private mutating func newShip() {
    ship = LanderShip(level: level)
    if let carriedFuel { ship.fuel = carriedFuel }
    controls.letGo()
    pilot = LanderPilot()
    phase = .ready
  }
}
