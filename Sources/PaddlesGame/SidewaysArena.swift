import GameKit
import Levels
import Physics

// MARK: - SidewaysArena

/// A Paddles arena turned a quarter turn counter-clockwise so the paddles stand left and right.
///
/// Level files describe the seed's portrait field, 320 wide and 480 tall, with player 1's
/// paddle at the top. Terminals are wide, so the game plays on a 480 × 320 field instead. The
/// mapping from a portrait point (x, y) to the sideways field is
///
///     X = y            (the portrait top, player 1's end, becomes the left end)
///     Y = 320 − x      (the portrait right wall becomes the top wall)
///
/// and a portrait rectangle (x, y, width, height) becomes (y, 320 − x − width, height, width).
/// Every rule keeps its meaning with the axes swapped: the walls are now top and bottom and
/// reflect the vertical (across) component; the paddles move up and down.
public struct SidewaysArena: Sendable, Hashable {
  /// Field length along the play axis (the portrait height).
  public static let width: Double = PaddlesArena.worldHeight
  /// Field height across the play axis (the portrait width).
  public static let height: Double = PaddlesArena.worldWidth
  /// Distance from each end of the field to its paddle's centre (the seed's 64 + 16 / 2).
  public static let paddleInset: Double = 72
  /// Paddle thickness along the play axis (the seed's 16 px paddle height).
  public static let paddleThickness: Double = 16

  /// The arena's name.
  public var name: String
  /// Points needed to win.
  public var winScore: Int
  /// Radius of the round puck (half the level's puck size).
  public var puckRadius: Double
  /// Length of each paddle across the field (the level's paddle width).
  public var paddleLength: Double
  /// Puck speed when a round is served, world units per step.
  public var serveSpeed: Double
  /// Obstacles in sideways coordinates.
  public var obstacles: [WorldRect]

  /// The portrait arena this one was turned from (what level files and replays hold).
  public var source: PaddlesArena

  /// Turns a portrait arena sideways.
  public init(_ arena: PaddlesArena) {
    source = arena
    name = arena.name
    winScore = arena.winScore
    puckRadius = arena.puckSize / 2
    paddleLength = arena.paddleWidth
    serveSpeed = arena.puckSpeed
    obstacles = arena.obstacles.map(SidewaysArena.rotate)
  }

  /// The classic arena: no obstacles, first to 3.
  public static let classic = SidewaysArena(PaddlesArena(name: "Classic"))

  // MARK: - Mapping

  /// A portrait obstacle in sideways coordinates.
  public static func rotate(_ obstacle: PaddlesArena.Obstacle) -> WorldRect {
    WorldRect(
      minX: obstacle.y, minY: height - obstacle.x - obstacle.width,
      maxX: obstacle.y + obstacle.height, maxY: height - obstacle.x)
  }

  /// The x of a player's paddle centre.
  public static func paddleX(_ side: PlayerSlot) -> Double {
    side == .one ? paddleInset : width - paddleInset
  }

  /// The rectangle of a player's paddle centred across the field at `y`.
  public func paddleRect(_ side: PlayerSlot, y: Double) -> WorldRect {
    WorldRect(
      center: Vector2(x: SidewaysArena.paddleX(side), y: y),
      width: SidewaysArena.paddleThickness, height: paddleLength)
  }

  /// `y` kept where the whole paddle stays inside the field.
  public func clampPaddle(_ y: Double) -> Double {
    let half = paddleLength / 2
    return Swift.min(Swift.max(y, half), SidewaysArena.height - half)
  }
}
