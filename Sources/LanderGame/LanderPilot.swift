import Physics

// MARK: - LanderPilot

/// The computer's hands on the controls (attract mode, `--autoplay`): it flies over the terrain
/// to the nearest pad at a safe height, then comes straight down slowly, upright.
///
/// A velocity controller: it wants a speed toward the pad (and a climb over any peak on the way),
/// works out the thrust that would give it, turns toward that thrust and fires in pulses whose
/// share of the steps matches how much of the engine the thrust needs.
struct LanderPilot: Hashable, Sendable {
  /// The engine's share owed from earlier steps (pulses add up to the thrust wanted).
  private var owed = 0.0

  /// The controls to hold for the next step of `ship` over `level`.
  mutating func controls(for ship: LanderShip, on level: LanderLevel) -> LanderControls.Held {
    guard let pad = level.pads.min(by: { abs($0.center - ship.x) < abs($1.center - ship.x) }) else { return [] }
    let r = LanderLevel.shipRadius
    let dx = pad.center - ship.x
    let restY = pad.y - r
    let height = restY - ship.y
    let over = abs(dx) < (pad.right - pad.left) / 2 - r - 1
    // The highest ground between the ship and the pad, and a height that clears it.
    let low = min(ship.x, pad.center) - 3 * r
    let high = max(ship.x, pad.center) + 3 * r
    var peak = pad.y
    for point in level.terrain where point.x >= low && point.x <= high { peak = min(peak, point.y) }
    peak = min(peak, level.groundHeight(at: ship.x))
    let cruise = peak - 30
    let wantX = max(-14, min(14, dx * 0.3))
    let wantY: Double
    if over {
      wantY = min(8, 1.0 + max(0, height - 4) * 0.12)
    } else if ship.y > cruise {
      wantY = -4
    } else {
      wantY = max(-4, min(3, (cruise - ship.y) * 0.3))
    }
    var thrust = Vector2(x: (wantX - ship.vx) * 1.2, y: (wantY - ship.vy) * 1.2 - level.gravity)
    // Never lean more than 45° (or 5° close over the pad), and never push down.
    if thrust.y > -0.2 { thrust.y = -0.2 }
    let lean = over && height < 25 ? 0.09 : 1.0
    thrust.x = max(thrust.y * lean, min(-thrust.y * lean, thrust.x))
    let direction = thrust.normalized
    let nose = ship.nose
    let cross = nose.x * direction.y - nose.y * direction.x
    var held: LanderControls.Held = []
    // Turn toward the thrust wanted, a step's turn at a time.
    if cross > 0.02 { held.insert(.starboard) } else if cross < -0.02 { held.insert(.port) }
    if nose.dot(direction) > 0.94 {
      owed += min(1, thrust.length / LanderShip.thrust)
      if owed >= 1 {
        owed -= 1
        held.insert(.thrust)
      }
    }
    return held
  }
}
