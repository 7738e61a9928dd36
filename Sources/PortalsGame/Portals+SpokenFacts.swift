import ArcadeKit
import GameKit
import Physics

extension Portals {
  /// Power under which a portal is low: under a quarter full, where its power is drawn marked
  /// `!` in reverse video.
  static let lowPower = Int(fullPower / 4)

  /// What Portals says in plain mode, most important first: the level and the score; the
  /// galaxy's state (what starts the level, saved, or which portal ran dry and exploded it); a
  /// portal running low, a full galaxy draining faster, a chain's bonus and each speed-up of the
  /// pace, each said as it comes. The rest of the status line (the planets still to deliver,
  /// the time), each portal's power, and the picked planet and its aim are said only in the
  /// state line.
  public var spokenFacts: [SpokenFact] {
    let tenths = Int((pace * 10).rounded())
    return [
      SpokenFact("level", endsLevels ? "level \(levelIndex + 1) \(level.name)" : "level \(level.name)"),
      SpokenFact("score", "score \(score)"),
      SpokenFact("galaxy", galaxyWords),
      SpokenFact("warning", warningWords),
      SpokenFact("crowded", phase == .playing && crowded ? "galaxy full, portals drain faster" : ""),
      SpokenFact("chain", chainBonus.map { "chain, plus \($0.points)" } ?? ""),
      SpokenFact("pace", "pace \(tenths / 10).\(tenths % 10) times"),
      SpokenFact("left", leftWords, announced: false),
      SpokenFact("time", "time \(timeWords)", announced: false),
      SpokenFact("power", "power " + powerWords, announced: false),
      SpokenFact("picked", pickedWords, announced: false),
    ]
  }

  /// What the galaxy waits for or came to: the level's start ("deliver 30 planets to save the
  /// galaxy, fling to start"), "galaxy saved, 30 planets home", or "the red portal ran dry, the
  /// galaxy exploded"; empty while it turns.
  private var galaxyWords: String {
    switch phase {
    case .ready:
      return endsLevels ? "deliver \(level.deliver) planets to save the galaxy, fling to start" : "fling to start"
    case .playing:
      return ""
    case .exploding(let portal, _):
      return "the \(level.portals[portal].color.rawValue) portal ran dry, the galaxy exploded"
    case .saved, .over:
      if let dry = power.firstIndex(where: { $0 <= 0 }) {
        return "the \(level.portals[dry].color.rawValue) portal ran dry, the galaxy exploded"
      }
      return deliveredOnLevel == 1 ? "galaxy saved, 1 planet home" : "galaxy saved, \(deliveredOnLevel) planets home"
    }
  }

  /// The planets still to deliver to save the galaxy (rules 2): "18 planets to deliver"; empty
  /// under rules 1, whose levels never end.
  private var leftWords: String {
    guard let left = planetsLeft else { return "" }
    return left == 1 ? "1 planet to deliver" : "\(left) planets to deliver"
  }

  /// The portals under `lowPower` while the galaxy turns: "red portal low", "red and cyan
  /// portals low"; empty when none is.
  private var warningWords: String {
    guard phase == .playing else { return "" }
    let low = level.portals.indices.filter { Self.shownPower(power[$0]) < Self.lowPower }
    guard !low.isEmpty else { return "" }
    let colors = low.map { level.portals[$0].color.rawValue }.joined(separator: " and ")
    return low.count == 1 ? "\(colors) portal low" : "\(colors) portals low"
  }

  /// Each portal's power as drawn beside it: "red 80, cyan 45".
  private var powerWords: String {
    level.portals.indices.map { "\(level.portals[$0].color.rawValue) \(Self.shownPower(power[$0]))" }
      .joined(separator: ", ")
  }

  /// The time played in words: "1 minute 5 seconds", "40 seconds".
  private var timeWords: String {
    let (minutes, rest) = (secondsPlayed / 60, secondsPlayed % 60)
    let secondsText = rest == 1 ? "1 second" : "\(rest) seconds"
    guard minutes > 0 else { return secondsText }
    return (minutes == 1 ? "1 minute " : "\(minutes) minutes ") + secondsText
  }

  /// The planet the keyboard picked and its aim: "picked red planet, aimed at its portal", or
  /// "picked red planet, aimed up, its portal down and left"; empty with none picked.
  private var pickedWords: String {
    guard phase == .playing || phase == .ready, let id = picked,
      let planet = planets.first(where: { $0.id == id })
    else { return "" }
    let name = "picked \(planet.color.rawValue) planet"
    guard let portal = level.portals.first(where: { $0.color == planet.color }) else { return name }
    let toPortal = portal.center - planet.position
    if aim == PortalsAim.nearest(to: toPortal) { return "\(name), aimed at its portal" }
    return "\(name), aimed \(SpokenWords.way(aim.vector)), its portal \(SpokenWords.way(toPortal))"
  }

  /// A portal's power as its label shows it: rounded up, so a portal shows 0 only when dry.
  private static func shownPower(_ power: Double) -> Int {
    power.isFinite ? Int(power.rounded(.up)) : 0
  }
}
