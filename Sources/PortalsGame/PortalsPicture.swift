import ArcadeKit
import Drawing
import GameKit
import Physics

// MARK: - PortalsPicture

/// What a Portals screen shows, for `PortalsPainter`: the portals with their power and flash,
/// the planets, the keyboard's pick and aim or the mouse's drag, the explosion, the status line
/// and a panel.
public struct PortalsPicture: GamePicture {
  /// A portal as drawn.
  public struct Portal: Hashable, Sendable {
    /// Where it is and its colour.
    public var portal: PortalsLevel.Portal
    /// Its power, 0–100.
    public var power: Double
    /// Whether a delivery flashes in it.
    public var flashing: Bool
  }

  /// The portals as drawn, each read from the game's arrays when asked for (so a frame's
  /// picture copies no array and makes none).
  public struct Portals: RandomAccessCollection, Sendable {
    let level: [PortalsLevel.Portal]
    let power: [Double]
    let flashes: [Int]

    public var startIndex: Int { 0 }
    public var endIndex: Int { level.count }
    public subscript(index: Int) -> Portal {
      Portal(portal: level[index], power: power[index], flashing: index < flashes.count && flashes[index] > 0)
    }

    /// The same portals, none flashing (reduced motion).
    var steady: Portals { Portals(level: level, power: power, flashes: []) }
  }

  /// An arrow from a planet: the keyboard's aim or a drag, and the speed it would fling at.
  public struct Aim: Hashable, Sendable {
    /// Where the arrow starts: just outside the planet's rim.
    public var from: Vector2
    /// Where the arrow ends, in world units.
    public var to: Vector2
    /// The fling's speed, world units a second.
    public var speed: Double
  }

  /// The portals.
  public var portals: Portals
  /// The planets (the game's own array).
  public var planets: [Planet]
  /// The planet picked (highlighted), by its place in `planets`.
  public var picked: Int?
  /// The aim line.
  public var aim: Aim?
  /// The explosion: the portal it comes from and how far it has gone (0 to 1).
  public var explosion: (portal: Int, progress: Double)?
  /// The status line (a `TextLine`: it is made every frame).
  public var status: TextLine
  /// A panel over the galaxy: its title and lines.
  public var panel: (title: String, lines: [String])?

  public func draw(into canvas: inout Canvas) {
    PortalsPainter(picture: self).draw(into: &canvas)
  }
}

extension Portals {
  public func picture(ghost: Int?) -> PortalsPicture {
    picture(ghost: ghost, in: .defaults)
  }

  /// What the screen shows now, naming the player's keys.
  public func picture(ghost: Int?, in context: PlayContext<PortalsAction>) -> PortalsPicture {
    let portals = PortalsPicture.Portals(level: level.portals, power: power, flashes: flashes)
    var aimLine: PortalsPicture.Aim?
    let playing = phase == .playing || phase == .ready
    if playing, let drag, let planet = planets.first(where: { $0.id == drag.planet }) {
      aimLine = Self.aim(from: planet.position, along: drag.end - drag.start, speed: drag.velocity.length)
    } else if playing, keyboardAiming, let picked, let planet = planets.first(where: { $0.id == picked }) {
      aimLine = Self.aim(from: planet.position, along: aim.vector * 44, speed: Self.keyboardSpeed)
    }
    var explosion: (portal: Int, progress: Double)?
    if case .exploding(let portal, let left) = phase {
      explosion = (portal, 1 - Double(left) / Double(Self.explosionSteps))
    }
    return PortalsPicture(
      portals: portals, planets: planets,
      picked: playing && keyboardAiming ? picked.flatMap { id in planets.firstIndex { $0.id == id } } : nil,
      aim: aimLine, explosion: explosion, status: status(ghost: ghost), panel: panel(context))
  }

  /// An aim line from just outside a planet's rim, as long as `vector`.
  static func aim(from centre: Vector2, along vector: Vector2, speed: Double) -> PortalsPicture.Aim? {
    let length = vector.length
    let gap = PortalsLevel.planetRadius + 2
    guard length > gap else { return nil }
    let direction = vector / length
    return PortalsPicture.Aim(from: centre + direction * gap, to: centre + vector, speed: speed)
  }

  /// Score, the planets left to save the galaxy (rules 2), the clock, the pace, a chain's
  /// bonus and a ghost's score.
  func status(ghost: Int?) -> TextLine {
    let tenths = Int((pace * 10).rounded())
    var line: TextLine = "SCORE \(score)"
    if let planetsLeft { line.append("  LEFT \(planetsLeft)" as TextLine) }
    line.append("  TIME \(clock)  PACE ×\(tenths / 10).\(tenths % 10)" as TextLine)
    if let chainBonus { line.append("  CHAIN +\(chainBonus.points)" as TextLine) }
    if crowded { line.append("  FULL: DRAIN ×1.25") }
    if let ghost { line.append("  GHOST \(ghost)" as TextLine) }
    return line
  }

  /// The panel of the phase: the level's intro, or the galaxy saved.
  private func panel(_ context: PlayContext<PortalsAction>) -> (title: String, lines: [String])? {
    if case .saved = phase { return savedPanel }
    guard phase == .ready, !context.autoplay else { return nil }
    let keys = context.keys
    guard endsLevels else {
      return (
        "\(level.name)",
        [
          "Drag a planet into its own portal,",
          "or \(keys.firstLabel(for: .next)) pick · \(keys.directionLabel(ranks: 1)) aim · \(keys.firstLabel(for: .fling)) fling",
          "and keep every portal from running dry",
          "",
          "\(keys.firstLabel(for: .fling)) or a click: start",
        ]
      )
    }
    return (
      "Level \(levelIndex + 1): \(level.name)",
      [
        "Drag a planet into its own portal,",
        "or \(keys.firstLabel(for: .next)) pick · \(keys.directionLabel(ranks: 1)) aim · \(keys.firstLabel(for: .fling)) fling;",
        "keep every portal from running dry",
        "and deliver \(level.deliver) to save the galaxy",
        "",
        "\(keys.firstLabel(for: .fling)) or a click: start",
      ]
    )
  }

  /// "Galaxy saved!": the level's planets, the score, and what comes next.
  private var savedPanel: (title: String, lines: [String]) {
    let next =
      levelIndex + 1 < levels.count
      ? "Next: level \(levelIndex + 2), \(levels[levelIndex + 1].name)" : "Every level saved"
    return ("Galaxy saved!", ["Level \(levelIndex + 1): \(deliveredOnLevel) planets home", "Score \(score)", "", next])
  }
}
