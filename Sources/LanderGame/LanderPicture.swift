import ArcadeKit
import Drawing
import GameKit
import Physics

// MARK: - LanderPicture

/// What a Lander screen shows, for `LanderPainter`: the terrain and pads, the ship (and a ghost's),
/// the wreck, the status line, the control pad and a panel.
public struct LanderPicture: GamePicture {
  /// The level flown.
  public var level: LanderLevel
  /// The ship, when it is in one piece.
  public var ship: LanderShip?
  /// A recorded game's ship on the same level.
  public var ghost: Lander.Trace?
  /// The wreck's pieces.
  public var debris: [Vector2]
  /// The status line's readings, left to right (`TextLine`s: they are made every frame).
  public var readings: LanderReadings
  /// The view: the whole world, or the close-up near the ground.
  public var closeUp: LanderCloseUp
  /// Words over the ship when it is under `Lander.cueHeight` and too fast to land.
  public var cue: TextLine?
  /// The pad buttons held now.
  public var held: LanderControls.Held
  /// A panel over the field: its title and lines.
  public var panel: (title: String, lines: [String])?

  public func draw(into canvas: inout Canvas) {
    LanderPainter(picture: self).draw(into: &canvas)
  }
}

extension Lander {
  public func picture(ghost: Trace?) -> LanderPicture {
    picture(ghost: ghost, in: .defaults)
  }

  /// What the screen shows now, naming the player's keys.
  public func picture(ghost: Trace?, in context: PlayContext<LanderAction>) -> LanderPicture {
    let flying: Bool
    switch phase {
    case .crashed: flying = false
    case .ready, .flying, .landed, .over: flying = true
    }
    let closeUp = LanderCloseUp(ship: Vector2(x: ship.x, y: ship.y), level: level)
    return LanderPicture(
      level: level, ship: flying ? ship : nil, ghost: ghost?.levelIndex == levelIndex ? ghost : nil, debris: debris,
      readings: readings(altitude: closeUp.altitude), closeUp: closeUp, cue: cue(altitude: closeUp.altitude),
      held: phase == .flying ? controls.held : [], panel: panel(context))
  }

  /// Altitude, the speeds and the heading (each with its safety, and its mark: `!` near a
  /// landing limit, `!!` over it, for a screen without colour), fuel, score and ships.
  func readings(altitude: Double) -> LanderReadings {
    let fall: Unicode.Scalar = ship.vy >= 0 ? "↓" : "↑"
    let drift: Unicode.Scalar = ship.vx >= 0 ? "→" : "←"
    let falling = LanderSafety(ship.vy, limit: Self.maximumFall)
    let drifting = LanderSafety(abs(ship.vx), limit: Self.maximumDrift)
    let tilted = LanderSafety(abs(ship.heading), limit: Self.maximumTilt)
    let fuel = ship.fuel.isFinite ? Int(ship.fuel.rounded(.down)) : 0
    return LanderReadings(
      altitude: LanderReading("ALT \(Self.fixed(altitude, 0))m"),
      fall: LanderReading("\(fall)\(Self.fixed(abs(ship.vy), 1))\(falling.mark)", safety: falling),
      drift: LanderReading("\(drift)\(Self.fixed(abs(ship.vx), 1))\(drifting.mark)", safety: drifting),
      heading: LanderReading(
        "HDG \(ship.heading >= 0 ? "+" : "-")\(Self.fixed(abs(ship.heading), 0))°\(tilted.mark)", safety: tilted),
      fuel: LanderReading("FUEL \(fuel)"), score: LanderReading("SCORE \(score)"),
      ships: LanderReading("SHIPS \(shipsLeft)"))
  }

  /// The height under which a ship too fast to land is told so, metres.
  public static let cueHeight = 15.0

  /// "TOO FAST DOWN", "TOO FAST SIDEWAYS" or both, while the ship flies under `cueHeight`
  /// faster than it could land.
  func cue(altitude: Double) -> TextLine? {
    guard phase == .flying, altitude < Self.cueHeight else { return nil }
    switch (ship.vy > Self.maximumFall, abs(ship.vx) > Self.maximumDrift) {
    case (true, true): return "TOO FAST DOWN AND SIDEWAYS"
    case (true, false): return "TOO FAST DOWN"
    case (false, true): return "TOO FAST SIDEWAYS"
    case (false, false): return nil
    }
  }

  /// The panel of the phase.
  private func panel(_ context: PlayContext<LanderAction>) -> (title: String, lines: [String])? {
    switch phase {
    case .ready:
      if context.autoplay { return nil }
      let keys = context.keys
      return (
        "Level \(levelIndex + 1): \(level.name)",
        [
          "\(keys.firstLabel(for: .thrust)) fire   \(keys.firstLabel(for: .port)) \(keys.firstLabel(for: .starboard)) turn",
          "Land upright, at most 4 m/s down and 2 m/s sideways",
        ]
      )
    case .landed:
      guard let landing = lastLanding else { return nil }
      return (landing.perfect ? "Perfect landing!" : "Landed", ["×\(landing.multiplier)  +\(landing.points)"])
    case .crashed:
      return ("Crashed", crashReasons + [shipsLeft == 1 ? "1 ship left" : "\(shipsLeft) ships left"])
    case .flying, .over:
      return nil
    }
  }

  /// `value` with `places` decimals, rounded toward zero (no platform formatting).
  static func fixed(_ value: Double, _ places: Int) -> TextLine {
    guard value.isFinite, abs(value) < 1e15 else { return "?" }
    if places == 0 { return "\(Int(value))" }
    let tenths = Int((value * 10).rounded(.down))
    return "\(tenths / 10).\(tenths % 10)"
  }
}
