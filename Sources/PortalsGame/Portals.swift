import ArcadeKit
import Drawing
import GameKit
import Levels
import Physics

// MARK: - Portals

/// A game of Portals as the kit plays it: fling planets into the portal of their colour before
/// any portal runs dry and the galaxy explodes (GAMES.md, Portals). Under rules 2 a level's
/// planets delivered (`PortalsLevel.deliver`) save the galaxy and the next level comes, the
/// portals pull a planet passing near, and deliveries within a second of each other chain for
/// a bonus; rules 1 played one level until it exploded, its score the planets delivered.
///
/// Where GAMES.md is silent, these are ours: a picked planet starts aimed at its own portal (to
/// the nearest of the 16 directions, so the keyboard alone can keep up); the galaxy waits for
/// the first action or press; planets come in colour rounds; a planet appears 30 units clear of
/// every portal's rim. Shift with the arrows does not pick planets: the arcade's keys carry no
/// Shift on arrows, so Tab and Shift-Tab pick them.
public struct Portals: PlayableGame {
  public typealias Action = PortalsAction
  public typealias Level = PortalsLevel
  /// A recorded game's score at a step: what its ghost shows.
  public typealias GhostSample = Int

  /// Where the game is.
  public enum Phase: Hashable, Sendable {
    /// Nothing moves until the first action or press.
    case ready
    /// The galaxy turns.
    case playing
    /// A portal ran dry: the galaxy explodes for the steps left, from that portal.
    case exploding(portal: Int, stepsLeft: Int)
    /// The level's planets were delivered (rules 2): "Galaxy saved!" shows for the steps left,
    /// then the next level waits, or the game is over after the last.
    case saved(stepsLeft: Int)
    /// The game is over.
    case over
  }

  /// A planet being dragged with the mouse: where the drag started and where it is now.
  public struct Drag: Hashable, Sendable {
    /// The planet dragged.
    public var planet: Int
    /// Where the button went down, in world units.
    public var start: Vector2
    /// Where the pointer is now.
    public var end: Vector2

    /// The velocity a release here would give: the drag × 3 a second, at most the cap.
    public var velocity: Vector2 { Portals.capped((end - start) * Portals.flingPerUnit) }
  }

  public static let id = "portals"
  public static let title = "Portals"
  public static let summary = "Fling planets into the portal of their colour"
  public static let howToPlay =
    "Drag a planet with the mouse and let go to fling it into the portal of its colour and mark,"
    + " or pick one with Tab, aim with the arrows and fling it with Space. Each delivery refills"
    + " that portal; when any portal runs dry, the galaxy explodes."
  /// 2: levels end when their planets are delivered and the next comes, portals pull, and
  /// deliveries chain (issue 49's day of play: level 1 never ended, and a fling always
  /// arrived); 1 played one level until a portal ran dry.
  public static let rulesVersion = 2
  public static let playableRules = 1...2
  public static let minimumSize = Size(width: 60, height: 18)
  public static let pointerHelp = [KeyHelp("Drag", "fling a planet: press on it, drag, let go")]

  /// Portal power: full.
  public static let fullPower = 100.0
  /// Power a delivery gives its portal.
  public static let refill = 25.0
  /// Most planets at once.
  public static let maximumPlanets = 12
  /// How much faster portals drain while a planet is due and there is no room for it.
  public static let crowdedDrain = 1.25
  /// Seconds between speed-ups.
  public static let speedUpSeconds = 30
  /// Each speed-up: the drain and the planets' pace times this.
  public static let speedUp = 1.1
  /// A fling's velocity per world unit dragged, a second.
  public static let flingPerUnit = 3.0
  /// The fastest a planet goes, world units a second.
  public static let maximumSpeed = 200.0
  /// The keyboard's fling, world units a second.
  public static let keyboardSpeed = 120.0
  /// Friction (GAMES.md's "0.5 per second"), read as a rate: each step a planet keeps
  /// 1 − 0.5/60 of its velocity, so a fling fades as e^(−0.5 t) and goes 2 × its speed in all.
  public static let friction = 0.5
  /// Restitution off the edges and off a portal of another colour.
  public static let restitution = 0.9
  /// A new planet's drift, world units a second.
  public static let driftSpeeds = 10.0..<20.0
  /// How far from every portal's centre a planet appears.
  public static let spawnClearance = PortalsLevel.portalRadius + PortalsLevel.planetRadius + 30
  /// The galaxy's edges.
  static let world = WorldRect(minX: 0, minY: 0, maxX: PortalsLevel.worldWidth, maxY: PortalsLevel.worldHeight)
  /// Steps a delivery's flash lasts.
  static let flashSteps = 18
  /// Steps "Galaxy saved!" shows before the next level.
  static let savedSteps = 150
  /// Steps after a delivery within which the next one chains (one second).
  static let chainSteps = 60
  /// Steps a chain's bonus stays on the status line.
  static let chainShownSteps = 90
  /// Steps the galaxy's explosion lasts.
  static let explosionSteps = 90

  /// The levels of this game and the one it started at.
  public let levels: [PortalsLevel]
  /// The level the game started at.
  public let startIndex: Int
  /// The level played now.
  public private(set) var levelIndex: Int
  /// Whether levels end, portals pull and deliveries chain (rules 2).
  public let endsLevels: Bool
  /// Where the game is.
  public private(set) var phase = Phase.ready
  /// The planets, oldest first.
  public private(set) var planets: [Planet] = []
  /// Each portal's power, in the level's portal order.
  public private(set) var power: [Double]
  /// Steps each portal's delivery flash has left.
  public private(set) var flashes: [Int]
  /// Points: a point a planet delivered, and a chain's bonus.
  public private(set) var score = 0
  /// Planets delivered this game.
  public private(set) var delivered = 0
  /// Planets delivered on this level.
  public private(set) var deliveredOnLevel = 0
  /// The deliveries in the chain going on (each within a second of the last), and the step of
  /// the last.
  public private(set) var chain = 0
  private var lastDelivery = Int.min / 2
  /// The last chain's bonus and the steps it stays shown.
  public private(set) var chainBonus: (points: Int, stepsLeft: Int)?
  /// Steps played this game.
  public private(set) var stepsPlayed = 0
  /// Steps played on this level (its pace counts from its start).
  public private(set) var levelSteps = 0
  /// Whether a planet is due with no room for it (the portals drain faster).
  public private(set) var crowded = false
  /// The planet the keyboard picked.
  public private(set) var picked: Int?
  /// The keyboard's aim for the picked planet.
  public private(set) var aim = PortalsAim(index: 0)
  /// Whether the player last used the keyboard to play (its pick and aim are shown) rather than
  /// the mouse.
  public private(set) var keyboardAiming = false
  /// The mouse drag under way.
  public private(set) var drag: Drag?
  /// The share of the next planet that has come (one: it is due).
  private var spawnClock = 1.0
  private var nextPlanetID = 1
  private var colorBag: [PortalColor] = []
  private var random: SeededRandom
  private var pilot = PortalsPilot()

  public init(levels: [PortalsLevel], startIndex: Int, seed: UInt64) {
    self.init(levels: levels, startIndex: startIndex, seed: seed, rulesVersion: Self.rulesVersion)
  }

  public init(levels: [PortalsLevel], startIndex: Int, seed: UInt64, rulesVersion: Int) {
    self.levels = levels
    self.startIndex = levels.indices.contains(startIndex) ? startIndex : 0
    levelIndex = self.startIndex
    endsLevels = rulesVersion >= 2
    let level = levels[self.startIndex]
    power = level.portals.map { _ in level.power }
    flashes = level.portals.map { _ in 0 }
    random = SeededRandom(seed: seed)
    spawn()
  }

  /// The level played.
  public var level: PortalsLevel { levels[levelIndex] }

  /// Planets still to deliver on this level (rules 2).
  public var planetsLeft: Int? { endsLevels ? max(0, level.deliver - deliveredOnLevel) : nil }

  // MARK: - Rates

  /// Speed-ups so far on this level (one every 30 s).
  public var speedUps: Int { levelSteps / (Self.speedUpSeconds * Int(Self.stepsPerSecond)) }

  /// 1.1 to the power of the speed-ups, by repeated multiplication (the same on every machine).
  public var pace: Double {
    var pace = 1.0
    for _ in 0..<speedUps { pace *= Self.speedUp }
    return pace
  }

  /// Power each portal loses a second now.
  public var drainRate: Double { level.drain * pace * (crowded ? Self.crowdedDrain : 1) }

  /// Seconds between planets now.
  public var spawnInterval: Double { level.spawn / pace }

  // MARK: - Playing

  public var isAnimating: Bool {
    switch phase {
    case .ready, .over: false
    case .playing, .exploding, .saved: true
    }
  }

  /// Nothing is lost on the intro (the galaxy has not turned yet): leaving there asks nothing.
  public var isInProgress: Bool { isAnimating }

  public var result: GameResult? {
    guard phase == .over else { return nil }
    let every = endsLevels && levels.count - startIndex > 1 && power.allSatisfy { $0 > 0 }
    return GameResult(
      score: score, levelReached: levelIndex + 1,
      detail: (delivered == 1 ? "1 planet" : "\(delivered) planets") + " in \(clock)" + (every ? ", every level" : ""))
  }

  /// The whole seconds played.
  var secondsPlayed: Int { stepsPlayed / Int(Self.stepsPerSecond) }

  /// The time played, `1:05`.
  var clock: String {
    let seconds = secondsPlayed
    return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
  }

  public var ghostSample: Int { score }

  public mutating func perform(_ action: PortalsAction) {
    guard phase == .ready || phase == .playing else { return }
    start()
    keyboardAiming = true
    switch action {
    case .aimUp, .aimDown, .aimLeft, .aimRight:
      guard let direction = action.direction else { return }
      if picked == nil { pick(offset: 1) }
      aim = aim.turned(toward: direction)
    case .next: pick(offset: 1)
    case .previous: pick(offset: -1)
    case .fling:
      guard let id = picked else {
        pick(offset: 1)
        return
      }
      fling(id, velocity: aim.vector * Self.keyboardSpeed)
    }
  }

  /// A press on a planet starts a drag, a drag aims it, a release flings it with the drag × 3
  /// a second (a release where the press was only picks it). A press on empty space does
  /// nothing but start the galaxy turning, if it waits.
  public mutating func mouse(_ mouse: MouseEvent) {
    let layout = PortalsLayout(screen: mouse.screen)
    let point = layout.world(column: mouse.x, row: mouse.y)
    switch mouse.kind {
    case .press:
      guard phase == .ready || phase == .playing else { return }
      start()
      keyboardAiming = false
      guard
        let planet = planets.filter({ ($0.position - point).length <= layout.pickReach })
          .min(by: { ($0.position - point).lengthSquared < ($1.position - point).lengthSquared })
      else {
        drag = nil
        return
      }
      drag = Drag(planet: planet.id, start: point, end: point)
      select(planet.id)
    case .drag:
      drag?.end = point
    case .release:
      guard var finished = drag else { return }
      drag = nil
      finished.end = point
      guard phase == .playing, (finished.end - finished.start).length > layout.pickReach / 2 else { return }
      fling(finished.planet, velocity: finished.velocity)
    case .scrollUp, .scrollDown:
      break
    }
  }

  public mutating func computerStep() {
    start()
    guard phase == .playing, let fling = pilot.fling(in: self) else { return }
    self.fling(fling.planet, velocity: fling.velocity)
  }

  /// The first action or press sets the galaxy turning.
  private mutating func start() {
    if phase == .ready { phase = .playing }
  }

  /// Picks the planet `offset` places after the picked one (the first when none is), and aims
  /// it at its portal, to the nearest of the 16 directions.
  private mutating func pick(offset: Int) {
    guard !planets.isEmpty else {
      picked = nil
      return
    }
    let current = picked.flatMap { id in planets.firstIndex { $0.id == id } }
    let index = current.map { (($0 + offset) % planets.count + planets.count) % planets.count } ?? 0
    select(planets[index].id)
  }

  private mutating func select(_ id: Int) {
    guard id != picked, let planet = planets.first(where: { $0.id == id }) else { return }
    picked = id
    if let portal = level.portals.first(where: { $0.color == planet.color }) {
      aim = PortalsAim.nearest(to: portal.center - planet.position)
    }
  }

  /// Gives a planet a new velocity (at most the cap).
  mutating func fling(_ id: Int, velocity: Vector2) {
    guard let index = planets.firstIndex(where: { $0.id == id }) else { return }
    planets[index].body.velocity = Self.capped(velocity)
  }

  /// `velocity`, shortened to the cap if it is faster.
  static func capped(_ velocity: Vector2) -> Vector2 {
    let speed = velocity.length
    return speed > maximumSpeed ? velocity * (maximumSpeed / speed) : velocity
  }

  // MARK: - Stepping

  public mutating func step() -> [GameCue] {
    switch phase {
    case .ready, .over:
      return []
    case .exploding(let portal, let left):
      phase = left > 1 ? .exploding(portal: portal, stepsLeft: left - 1) : .over
      return []
    case .saved(let left):
      tickChainBonus()
      if left > 1 {
        phase = .saved(stepsLeft: left - 1)
      } else if levelIndex + 1 < levels.count {
        nextLevel()
      } else {
        phase = .over
      }
      return []
    case .playing:
      stepsPlayed += 1
      levelSteps += 1
      tickChainBonus()
      for index in flashes.indices where flashes[index] > 0 { flashes[index] -= 1 }
      move()
      collide()
      var cues = enterPortals()
      if let left = planetsLeft, left == 0 {
        // The galaxy is saved: nothing drains or comes while it says so.
        phase = .saved(stepsLeft: Self.savedSteps)
        drag = nil
        return cues
      }
      cues += drain()
      if phase == .playing { spawn() }
      return cues
    }
  }

  /// The next level, waiting for the first action as the first did; the score, the time and
  /// the game's random stream go on.
  private mutating func nextLevel() {
    levelIndex += 1
    power = level.portals.map { _ in level.power }
    flashes = level.portals.map { _ in 0 }
    planets = []
    picked = nil
    drag = nil
    crowded = false
    colorBag = []
    spawnClock = 1
    deliveredOnLevel = 0
    levelSteps = 0
    chain = 0
    pilot = PortalsPilot()
    phase = .ready
    spawn()
  }

  private mutating func tickChainBonus() {
    guard let shown = chainBonus else { return }
    chainBonus = shown.stepsLeft > 1 ? (shown.points, shown.stepsLeft - 1) : nil
  }

  /// Each planet is pulled by the portals near it (rules 2), drifts, slows by friction and
  /// bounces off the edges.
  private mutating func move() {
    let dt = 1 / Self.stepsPerSecond
    // The portals' pulls made where they are used, not kept in an array: this runs every step.
    let pulls = endsLevels && level.pull > 0
    for index in planets.indices {
      for portal in level.portals where pulls {
        planets[index].body.velocity += pull(portal).effect(on: planets[index].position).acceleration * dt
      }
      var body = planets[index].body.integrated(scale: dt).damped(by: 1 - Self.friction * dt)
      body = WallBounce.clampAndReflect(body, in: Self.world, restitution: Self.restitution).body
      planets[index].body = body
    }
  }

  /// Planets meet elastically, each pair once a step.
  private mutating func collide() {
    guard planets.count > 1 else { return }
    for first in 0..<(planets.count - 1) {
      for second in (first + 1)..<planets.count {
        let contact = ElasticCollision.resolve(planets[first].body, planets[second].body)
        guard contact.touched else { continue }
        planets[first].body = contact.first
        planets[second].body = contact.second
      }
    }
    for index in planets.indices { planets[index].body.velocity = Self.capped(planets[index].velocity) }
  }

  /// A planet whose centre is inside its own portal is delivered; one touching another portal's
  /// rim bounces off it.
  private mutating func enterPortals() -> [GameCue] {
    var cues: [GameCue] = []
    var index = 0
    while index < planets.count {
      var delivered = false
      for (portalIndex, portal) in level.portals.enumerated() {
        let centre = portal.center
        let offset = planets[index].position - centre
        let distance = offset.length
        if planets[index].color == portal.color {
          guard distance < PortalsLevel.portalRadius else { continue }
          deliver(planets[index], into: portalIndex)
          delivered = true
          cues.append(.sound)
          break
        }
        let rim = PortalsLevel.portalRadius + PortalsLevel.planetRadius
        guard distance < rim else { continue }
        let normal = distance > 0 ? offset / distance : Vector2(x: 0, y: centre.y < 100 ? 1 : -1)
        planets[index].body.position = centre + normal * rim
        let inward = planets[index].velocity.dot(normal)
        if inward < 0 { planets[index].body.velocity -= normal * (inward * (1 + Self.restitution)) }
        // A rim near an edge may push it past the edge: the edge has the last word.
        planets[index].body =
          WallBounce.clampAndReflect(planets[index].body, in: Self.world, restitution: Self.restitution).body
      }
      if delivered {
        planets.remove(at: index)
      } else {
        index += 1
      }
    }
    if picked == nil, let oldest = planets.first { select(oldest.id) }
    return cues
  }

  /// A portal's pull: toward its centre within `PortalsLevel.pullReach`, the level's strength at
  /// the edge and the inverse square within (the Holes law, without its damping or capture:
  /// the portal's own rim delivers or bounces).
  func pull(_ portal: PortalsLevel.Portal) -> RadialPull {
    RadialPull(
      center: portal.center, radius: PortalsLevel.pullReach, strength: level.pull, damping: 1, captureFraction: 0)
  }

  private mutating func deliver(_ planet: Planet, into portal: Int) {
    delivered += 1
    deliveredOnLevel += 1
    score += 1
    if endsLevels {
      // Within a second of the last delivery the chain goes on: its n-th planet scores n − 1
      // more.
      chain = stepsPlayed - lastDelivery <= Self.chainSteps ? chain + 1 : 1
      lastDelivery = stepsPlayed
      if chain > 1 {
        score += chain - 1
        chainBonus = (chain - 1, Self.chainShownSteps)
      }
    }
    power[portal] = min(Self.fullPower, power[portal] + Self.refill)
    flashes[portal] = Self.flashSteps
    if picked == planet.id { picked = nil }
    if drag?.planet == planet.id { drag = nil }
  }

  /// Every portal loses power; the first to run dry explodes the galaxy.
  private mutating func drain() -> [GameCue] {
    let loss = drainRate / Self.stepsPerSecond
    for index in power.indices { power[index] = max(0, power[index] - loss) }
    guard let dry = power.firstIndex(where: { $0 <= 0 }) else { return [] }
    phase = .exploding(portal: dry, stepsLeft: Self.explosionSteps)
    drag = nil
    return [.sound]
  }

  /// A planet comes when one is due and there is room for it; while there is none, the
  /// portals drain faster.
  private mutating func spawn() {
    if spawnClock < 1 { spawnClock += 1 / (spawnInterval * Self.stepsPerSecond) }
    guard spawnClock >= 1 else { return }
    guard planets.count < Self.maximumPlanets else {
      crowded = true
      return
    }
    guard let position = freePoint() else { return }
    crowded = false
    spawnClock -= 1
    let color = nextColor()
    planets.append(
      Planet(id: nextPlanetID, color: color, position: position, velocity: randomDirection() * driftSpeed()))
    nextPlanetID += 1
    if picked == nil, let oldest = planets.first { select(oldest.id) }
  }

  /// A random point clear of the portals and of every planet, or nil after a few tries.
  private mutating func freePoint() -> Vector2? {
    let margin = PortalsLevel.planetRadius * 3
    for _ in 0..<24 {
      let x = Double(random.int(in: Int(margin)...Int(PortalsLevel.worldWidth - margin)))
      let y = Double(random.int(in: Int(margin)...Int(PortalsLevel.worldHeight - margin)))
      let point = Vector2(x: x, y: y)
      let clearOfPortals = level.portals.allSatisfy {
        ($0.center - point).length >= Self.spawnClearance
      }
      let clearOfPlanets = planets.allSatisfy {
        ($0.position - point).length >= PortalsLevel.planetRadius * 2 + 2
      }
      if clearOfPortals, clearOfPlanets { return point }
    }
    return nil
  }

  /// The colours come in rounds: each portal's once a round, in a random order, so no portal
  /// waits long for a planet.
  private mutating func nextColor() -> PortalColor {
    if colorBag.isEmpty {
      colorBag = level.portals.map(\.color)
      for index in stride(from: colorBag.count - 1, to: 0, by: -1) {
        colorBag.swapAt(index, random.int(in: 0...index))
      }
    }
    return colorBag.removeLast()
  }

  /// A random unit vector, from whole numbers and a square root (no trigonometry, so it is the
  /// same on every machine).
  private mutating func randomDirection() -> Vector2 {
    while true {
      let x = Double(random.int(in: -64...64))
      let y = Double(random.int(in: -64...64))
      let lengthSquared = x * x + y * y
      if lengthSquared >= 256, lengthSquared <= 4096 { return Vector2(x: x, y: y) / lengthSquared.squareRoot() }
    }
  }

  private mutating func driftSpeed() -> Double {
    random.double(in: Self.driftSpeeds)
  }

  // MARK: - Tests

  /// Puts planets in the galaxy and starts it (tests: a collision, a delivery).
  mutating func setPlanets(_ planets: [Planet], spawning: Bool = false) {
    self.planets = planets
    picked = nil
    nextPlanetID = (planets.map(\.id).max() ?? 0) + 1
    spawnClock = spawning ? 1 : -.infinity
    phase = .playing
  }

  /// Sets a portal's power (tests: a portal about to run dry).
  mutating func setPower(_ value: Double, of portal: Int) {
    power[portal] = value
  }
}
