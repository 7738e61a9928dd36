import ArcadeKit
import Physics

// MARK: - MazeGhost

/// The best run at a maze, to race: where its ball was at each step of its clock, worked out
/// by playing its replay (there is no other recording of it).
public struct MazeGhost: Hashable, Sendable {
  /// The ball's centre after each step of the run's clock; the first is the start.
  public let positions: [Vector2]
  /// The run's time in steps.
  public var steps: Int { positions.count - 1 }

  /// The run `replay` recorded, or nil when it does not play to a finished maze.
  public init?(replay: Replay) {
    guard let scene = try? MazeReplays.scene(for: replay.header) else { return nil }
    var player = ReplayPlayer(replay: replay, scene: scene)
    var positions = [scene.board.ball.position]
    while !player.isOver {
      guard player.advance() == .stepped, let stepped = player.scene as? MazeGameScene else { continue }
      positions.append(stepped.board.ball.position)
    }
    guard player.outcome == .finished, player.finalScore != nil else { return nil }
    self.positions = positions
  }

  /// Where the ghost is `step` steps after its clock started (at the goal once it arrived).
  public func position(atStep step: Int) -> Vector2 {
    positions[max(0, min(step, positions.count - 1))]
  }
}
