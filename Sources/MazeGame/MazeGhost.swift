import ArcadeKit
import GameKit
import Physics

// MARK: - MazeGhost

/// The best run at a maze, to race: where its ball was at each step of its clock, a
/// `ReplayTrack` of the run's replay.
public struct MazeGhost: Hashable, Sendable {
  /// The ball's centre after each step of the run's clock; the first is the start.
  public let track: ReplayTrack<Vector2>
  /// The run's time in steps.
  public var steps: Int { track.steps }

  /// The run `replay` recorded, or nil when it does not play to a finished maze.
  public init?(replay: Replay) {
    guard let scene = try? MazeReplays.scene(for: replay.header) else { return nil }
    let track = ReplayTrack(replay: replay, scene: scene) { $0.board.ball.position }
    guard track.finishedWithScore else { return nil }
    self.track = track
  }

  /// Where the ghost is `step` steps after its clock started (at the goal once it arrived).
  public func position(atStep step: Int) -> Vector2 {
    track.clampedSample(atStep: step)
  }
}
