import ArcadeKit
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
  /// The status line (a `TextLine`: it is made every frame).
  public var status: TextLine
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
    return LanderPicture(
      level: level, ship: flying ? ship : nil, ghost: ghost?.levelIndex == levelIndex ? ghost : nil, debris: debris,
      status: status, held: phase == .flying ? controls.held : [], panel: panel(context))
  }

  /// Altitude, speeds (a `!` over a landing limit), heading, fuel, score and ships.
  var status: TextLine {
    let altitude = max(0, level.groundHeight(at: ship.x) - ship.y - LanderLevel.shipRadius)
    let fall: Unicode.Scalar = ship.vy >= 0 ? "↓" : "↑"
    let drift: Unicode.Scalar = ship.vx >= 0 ? "→" : "←"
    let fallMark = ship.vy > Self.maximumFall ? "!" : ""
    let driftMark = abs(ship.vx) > Self.maximumDrift ? "!" : ""
    let tiltMark = abs(ship.heading) > Self.maximumTilt ? "!" : ""
    let fuel = ship.fuel.isFinite ? Int(ship.fuel.rounded(.down)) : 0
    return
      "ALT \(Self.fixed(altitude, 0))m  \(fall)\(Self.fixed(abs(ship.vy), 1))\(fallMark)  \(drift)\(Self.fixed(abs(ship.vx), 1))\(driftMark)  HDG \(ship.heading >= 0 ? "+" : "-")\(Self.fixed(abs(ship.heading), 0))°\(tiltMark)  FUEL \(fuel)  SCORE \(score)  SHIPS \(shipsLeft)"
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
      return ("Crashed", [shipsLeft == 1 ? "1 ship left" : "\(shipsLeft) ships left"])
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
