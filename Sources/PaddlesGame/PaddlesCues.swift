import GameKit
import Physics

// MARK: - PaddlesCues

/// What the field shows for a moment after the puck hits something: each kind of hit its own cue.
///
/// The seed played three sounds (wall, paddle, point); a terminal has one bell. So the cues are
/// drawn: the wall that was hit thickens, the paddle that hit lights up, and a point flashes the
/// whole field. The bell (or the screen flash of the sound setting) is kept for points. Counted
/// in steps, so a replay and both sides of a network match show the same cues.
struct PaddlesCues: Sendable, Hashable {
  /// Steps a wall stays thick after a hit (100 ms).
  static let wallSteps = 6
  /// Steps a paddle stays lit after a hit (100 ms).
  static let paddleSteps = 6
  /// Steps the field flashes after a point (a quarter second).
  static let pointSteps = 15

  /// Steps left of the top wall's and the bottom wall's cue.
  private(set) var walls = [0, 0]
  /// Steps left of each player's paddle cue.
  private(set) var paddles = [0, 0]
  /// Steps left of the point's flash.
  private(set) var point = 0

  /// Whether the top (true) or bottom wall shows its cue.
  func wallLit(top: Bool) -> Bool { walls[top ? 0 : 1] > 0 }
  /// Whether a player's paddle shows its cue.
  func paddleLit(_ side: PlayerSlot) -> Bool { paddles[side.rawValue] > 0 }
  /// Whether the field flashes for a point.
  var flashing: Bool { point > 0 }

  /// Counts one step down, then starts the cues of `events` (the puck at `puckY` after them).
  mutating func step(after events: [MatchEvent], puckY: Double) {
    // In place, not mapped into new arrays: this runs every step.
    for index in walls.indices { walls[index] = Swift.max(0, walls[index] - 1) }
    for index in paddles.indices { paddles[index] = Swift.max(0, paddles[index] - 1) }
    point = Swift.max(0, point - 1)
    for event in events {
      switch event {
      case .wall: walls[puckY < SidewaysArena.height / 2 ? 0 : 1] = Self.wallSteps
      case .paddle(let side): paddles[side.rawValue] = Self.paddleSteps
      case .point: point = Self.pointSteps
      case .obstacle, .win: break
      }
    }
  }

  /// Ends every cue (a game that ends shows its panel instead).
  mutating func clear() { self = PaddlesCues() }

  /// Whether `events` call for the sound setting's cue: a point does, a wall or a paddle does not.
  static func sounds(_ events: [MatchEvent]) -> Bool {
    events.contains { if case .point = $0 { true } else { false } }
  }
}
