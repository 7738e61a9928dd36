import ArcadeKit
import Drawing
import Physics

extension Lander {
  /// Fuel under which the ship is said to run low: ten seconds of the engine.
  static let lowFuel = LanderShip.burnRate * 10

  /// What Lander says in plain mode, most important first: the level, the score and the ships
  /// left; a ship ready to start, a landing (its pad and points) or a crash and the limits it
  /// broke; a speed too fast to land near the ground (the words the screen puts over the ship)
  /// and the fuel running low, each said as it comes. The status line's readings in words
  /// (height, fall, drift, heading, fuel, each marked near or over its landing limit as the
  /// screen marks it) and the nearest pad's place are said only in the state line. The game's
  /// end is its result, which the kit says.
  public var spokenFacts: [SpokenFact] {
    let altitude = LanderCloseUp(ship: Vector2(x: ship.x, y: ship.y), level: level).altitude
    let shown = readings(altitude: altitude)
    let fuel = ship.fuel.isFinite ? Int(ship.fuel.rounded(.down)) : 0
    return [
      SpokenFact("level", "level \(levelIndex + 1) \(level.name)"),
      SpokenFact("score", "score \(score)"),
      SpokenFact("ships", shipsLeft == 1 ? "1 ship left" : "\(shipsLeft) ships left"),
      SpokenFact("stage", stageWords),
      SpokenFact("safety", cue(altitude: altitude).map { $0.description.lowercased() } ?? ""),
      SpokenFact("fuel warning", fuelWarning),
      SpokenFact("height", "height \(Self.fixed(altitude, 0).description) metres", announced: false),
      SpokenFact("fall", fallWords + Self.limitWords(shown.fall.safety, over: "too fast"), announced: false),
      SpokenFact("drift", driftWords + Self.limitWords(shown.drift.safety, over: "too fast"), announced: false),
      SpokenFact("heading", headingWords + Self.limitWords(shown.heading.safety, over: "too far"), announced: false),
      SpokenFact("fuel", "fuel \(fuel)", announced: false),
      SpokenFact("pad", padWords, announced: false),
    ]
  }

  /// The ship waiting for its first control ("ready, fire or turn to start": the panel that says
  /// so is the picture's, not read in plain mode), the landing shown now ("perfect landing on
  /// the times 2 pad, 290 points") or the crash and the limits it broke ("crashed, 6.0 metres a
  /// second down, 4 at most"); empty in flight.
  private var stageWords: String {
    switch phase {
    case .ready:
      return "ready, fire or turn to start"
    case .landed:
      guard let landing = lastLanding else { return "" }
      let landed = landing.perfect ? "perfect landing" : "landed"
      return "\(landed) on the times \(landing.multiplier) pad, \(landing.points) points"
    case .crashed:
      let reasons = crashReasons.map { $0.replacing("m/s", with: "metres a second") }
      return (["crashed"] + reasons).joined(separator: ", ")
    case .flying, .over:
      return ""
    }
  }

  /// "fuel low" under `lowFuel`, "out of fuel" at none; empty otherwise.
  private var fuelWarning: String {
    if !(ship.fuel > 0) { return "out of fuel" }
    return ship.fuel < Self.lowFuel ? "fuel low" : ""
  }

  /// The speed down as the status line has it, in words: "falling 3.9 metres a second" (or
  /// "rising"), "not falling" under a tenth.
  private var fallWords: String {
    let speed = Self.fixed(abs(ship.vy), 1).description
    guard speed != "0.0" else { return "not falling" }
    return "\(ship.vy >= 0 ? "falling" : "rising") \(speed) metres a second"
  }

  /// The speed across as the status line has it, in words: "drifting 1.5 metres a second left",
  /// "not drifting" under a tenth.
  private var driftWords: String {
    let speed = Self.fixed(abs(ship.vx), 1).description
    guard speed != "0.0" else { return "not drifting" }
    return "drifting \(speed) metres a second \(ship.vx >= 0 ? "right" : "left")"
  }

  /// The heading as the status line has it, in words: "upright" or "tilted 5 degrees right".
  private var headingWords: String {
    let degrees = Self.fixed(abs(ship.heading), 0).description
    guard degrees != "0" else { return "upright" }
    return "tilted \(degrees) degrees \(ship.heading >= 0 ? "right" : "left")"
  }

  /// The pad nearest across: "over the times 2 pad" when the ship is wholly over it, else
  /// "times 2 pad 40 metres left" (to its middle).
  private var padWords: String {
    guard let pad = level.pads.min(by: { abs($0.center - ship.x) < abs($1.center - ship.x) }) else { return "" }
    let r = LanderLevel.shipRadius
    if pad.left <= ship.x - r && ship.x + r <= pad.right { return "over the times \(pad.multiplier) pad" }
    let offset = pad.center - ship.x
    let metres = Self.fixed(abs(offset), 0).description
    return "times \(pad.multiplier) pad \(metres) metres \(offset < 0 ? "left" : "right")"
  }

  /// What a reading's mark says aloud: ", near the limit" (`!`), ", `over`" (`!!`), or nothing.
  private static func limitWords(_ safety: LanderSafety?, over: String) -> String {
    switch safety {
    case .near?: ", near the limit"
    case .over?: ", \(over)"
    case .within?, nil: ""
    }
  }
}
