import ArcadeKit
import GameKit
import Physics

// MARK: - PaddlesMatch

/// The rules of one game of Paddles on the sideways field, with no input and no drawing.
///
/// Numbers are the seed's: the puck is served from a random point of the centre line at the
/// arena's serve speed (2), walls reflect the across component, a paddle hit sends the puck
/// away with `(puck − paddle centre) / half the paddle length` across (not clamped: a puck
/// caught on a paddle's end leaves at up to ±1.25 with the classic sizes, as in the seed) and
/// raises the speed by 0.5 up to 10, and the first to the winning score wins. Obstacles bounce
/// the puck by the shared `RectBounce` rule. Collisions use the exact swept test, so nothing
/// tunnels at any speed.
public struct PaddlesMatch: Sendable {
  /// Speed added by each paddle hit under today's rules.
  ///
  /// Ours: the seed added 0.5 (rules 1), so every point was a 12–19 s climb from speed 2
  /// before a player could miss; three times that reaches a testing speed in a few hits
  /// (`DifficultyBandTests` measures the median point).
  public static var speedStep: Double { PaddlesRules.current.speedStep }
  /// The puck never goes faster than this (world units per step).
  public static let maxSpeed: Double = 10
  /// Steps the puck waits on the centre line before it moves: half a second.
  ///
  /// Ours (the seed moved the puck at once): every serve waits, the first of each game after
  /// "Ready?" as much as the one after a point, so both players see where it starts and which
  /// way it will go before it moves.
  public static let serveDelaySteps = 30
  /// Steps per second, as in the seed.
  public static let stepsPerSecond = 60
  /// Steps a served puck waits for a player receiving it after a point to serve it with Space
  /// (rules 4): three seconds.
  public static let receiverServeSteps = 3 * stepsPerSecond

  /// The rules it plays by (an older version's for an older replay).
  public let rules: PaddlesRules
  /// The field.
  public let arena: SidewaysArena
  /// Points needed to win.
  public let winScore: Int
  /// The puck.
  public var puck: Puck
  /// Paddle centres across the field (y), player 1 then player 2.
  public private(set) var paddleY: [Double]
  /// Points, player 1 then player 2.
  public private(set) var scores: [Int]
  /// The winner once the game is over.
  public private(set) var winner: PlayerSlot?
  /// Steps left before the served puck starts moving.
  public var serveDelay: Int
  private var random: SeededRandom

  /// Starts a game (scores 0–0, puck served at once) on `arena`.
  public init(arena: SidewaysArena, winScore: Int? = nil, seed: UInt64, rules: PaddlesRules = .current) {
    self.rules = rules
    self.arena = arena
    self.winScore = winScore ?? arena.winScore
    random = SeededRandom(seed: seed)
    let middle = SidewaysArena.height / 2
    paddleY = [middle, middle]
    scores = [0, 0]
    winner = nil
    serveDelay = 0
    puck = Puck(center: .zero, direction: .zero, speed: arena.serveSpeed, radius: arena.puckRadius)
    serve(toward: nil)
  }

  // MARK: - Game flow

  /// Starts a new game: scores 0–0, paddles centred, a fresh serve in a random direction.
  public mutating func newGame() {
    scores = [0, 0]
    winner = nil
    let middle = SidewaysArena.height / 2
    paddleY = [middle, middle]
    serve(toward: nil)
  }

  /// The seed's reset: the puck goes to a random point of the centre line at serve speed.
  ///
  /// Across, its direction is random. Along the field it is random at the start of a game
  /// (`toward` nil) and otherwise heads for `toward`: the seed reverses the last round's
  /// direction, which sends the puck to the player who just scored. Every serve then waits
  /// `serveDelaySteps` before the puck moves.
  public mutating func serve(toward side: PlayerSlot?) {
    let across = random.sign()
    let along: Double
    if let side {
      along = -side.awayFromPaddle
    } else {
      along = random.sign()
    }
    // The seed's 15 + random(320 − 30), kept a radius clear of the walls for big pucks.
    let low = Swift.max(15, Int(arena.puckRadius.rounded(.up)))
    let high = Swift.min(305, Int(SidewaysArena.height - arena.puckRadius))
    let y = Double(random.int(in: low..<Swift.max(low + 1, high)))
    puck = Puck(
      center: Vector2(x: SidewaysArena.width / 2, y: y),
      direction: Vector2(x: along, y: across), speed: arena.serveSpeed, radius: arena.puckRadius)
    serveDelay = PaddlesMatch.serveDelaySteps
  }

  /// Serves again after a pause, as the seed did: the puck goes back to the centre line at the
  /// serve speed and waits, the points stay. Along the field it keeps heading for the player
  /// who was to receive it (the seed reversed it, which let a pause dodge a point).
  public mutating func serveAfterPause() {
    guard winner == nil, rules.servesAfterPause else { return }
    let receiver: PlayerSlot = puck.direction.x < 0 ? .one : .two
    serve(toward: receiver)
  }

  // MARK: - Paddles

  /// Moves a paddle across the field by `delta`, keeping it inside.
  public mutating func movePaddle(_ side: PlayerSlot, by delta: Double) {
    placePaddle(side, at: paddleY[side.rawValue] + delta)
  }

  /// Puts a paddle's centre at `y` (clamped inside the field).
  public mutating func placePaddle(_ side: PlayerSlot, at y: Double) {
    guard y.isFinite else { return }
    paddleY[side.rawValue] = arena.clampPaddle(y)
  }

  /// The rectangle of a player's paddle now.
  public func paddleRect(_ side: PlayerSlot) -> WorldRect {
    arena.paddleRect(side, y: paddleY[side.rawValue])
  }

  /// Moves `side`'s paddle as one step's input says: to its place (a drag), else by its move.
  public mutating func apply(_ input: PaddleInput, for side: PlayerSlot) {
    if let place = input.place {
      placePaddle(side, at: place)
    } else if input.move != 0 {
      movePaddle(side, by: input.move)
    }
  }

  // MARK: - State hash

  /// The state two simulations of one match must agree on, as one number: puck, paddles,
  /// points, serve wait and `phase` (FNV-1a over their bits). A network match trades it every
  /// `NetSession.hashInterval` steps.
  public func stateHash(phase: PaddlesPhase) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: UInt64) {
      for shift in stride(from: 0, to: 64, by: 8) {
        hash ^= (value >> UInt64(shift)) & 0xFF
        hash = hash &* 0x0000_0100_0000_01B3
      }
    }
    for value in [puck.center.x, puck.center.y, puck.direction.x, puck.direction.y, puck.speed] + paddleY {
      mix(value.bitPattern)
    }
    for value in scores + [serveDelay, phase.numberInStateHash] {
      mix(UInt64(bitPattern: Int64(value)))
    }
    return hash
  }

  // MARK: - Step

  /// Advances one step (1/60 s) and reports what happened.
  public mutating func step() -> [MatchEvent] {
    guard winner == nil else { return [] }
    if serveDelay > 0 {
      serveDelay -= 1
      return []
    }
    var events: [MatchEvent] = []
    var remaining = 1.0
    // Each pass moves to the first contact and bounces; a few passes cover a corner pocket.
    for _ in 0..<8 where remaining > 0 {
      let motion = puck.motion * remaining
      guard let hit = firstHit(along: motion) else {
        puck.center += motion
        remaining = 0
        break
      }
      puck.center = hit.position
      remaining *= 1 - hit.time
      events.append(bounce(hit))
    }
    if let scorer = scorerIfOut() {
      events.append(.point(scorer))
      scores[scorer.rawValue] += 1
      if scores[scorer.rawValue] >= winScore {
        winner = scorer
        events.append(.win(scorer))
      } else {
        serve(toward: scorer)
      }
    }
    return events
  }

  // MARK: - Contacts

  /// What the puck meets first this step.
  private struct Hit {
    enum Kind {
      case wall(top: Bool)
      case paddle(PlayerSlot)
      case obstacle(RectSide)
    }
    var kind: Kind
    var time: Double
    var position: Vector2
  }

  private func firstHit(along motion: Vector2) -> Hit? {
    var best: Hit?
    func consider(_ hit: Hit) {
      if best == nil || hit.time < (best?.time ?? 1) { best = hit }
    }
    let start = puck.center
    let radius = puck.radius
    if motion.y < 0 {
      let time = Swift.max(0, (radius - start.y) / motion.y)
      if time <= 1 { consider(Hit(kind: .wall(top: true), time: time, position: start + motion * time)) }
    } else if motion.y > 0 {
      let time = Swift.max(0, (SidewaysArena.height - radius - start.y) / motion.y)
      if time <= 1 {
        consider(Hit(kind: .wall(top: false), time: time, position: start + motion * time))
      }
    }
    for side in PlayerSlot.allCases where motion.x * side.awayFromPaddle < 0 {
      let rect = paddleRect(side)
      guard let contact = RectCollision.sweep(puck.circle, motion: motion, against: rect) else {
        continue
      }
      // Only the front half counts: a puck already behind the paddle has been missed.
      let front = (contact.position.x - rect.center.x) * side.awayFromPaddle >= 0
      if front { consider(Hit(kind: .paddle(side), time: contact.time, position: contact.position)) }
    }
    if let hit = RectBounce.firstHit(of: puck.circle, motion: motion, among: arena.obstacles) {
      consider(Hit(kind: .obstacle(hit.face), time: hit.contact.time, position: hit.contact.position))
    }
    return best
  }

  private mutating func bounce(_ hit: Hit) -> MatchEvent {
    switch hit.kind {
    case .wall(let top):
      let across = abs(puck.direction.y)
      puck.direction.y = top ? across : -across
      return .wall
    case .paddle(let side):
      let half = arena.paddleLength / 2
      let offset = (hit.position.y - paddleY[side.rawValue]) / half
      puck.direction = Vector2(x: side.awayFromPaddle, y: rules.across(offset: offset))
      puck.speed = Swift.min(puck.speed + rules.speedStep, PaddlesMatch.maxSpeed)
      return .paddle(side)
    case .obstacle(let face):
      puck.direction = RectBounce.reflected(puck.direction, off: face)
      return .obstacle
    }
  }

  /// The player who scored, if the puck's centre has left past an end of the field.
  private func scorerIfOut() -> PlayerSlot? {
    if puck.center.x < 0 { return .two }
    if puck.center.x > SidewaysArena.width { return .one }
    return nil
  }
}
