import ArcadeKit
import GameKit
import Physics

// MARK: - HolesGhost

/// The best game from the same first table, to race: where its ball was, and on which table,
/// at each step since its start, a `ReplayTrack` of its replay.
public struct HolesGhost: Hashable, Sendable {
  /// One step of the ghost's game.
  public struct Place: Hashable, Sendable {
    /// The ball's centre.
    public var position: Vector2
    /// The table it was on (an index into the game's tables).
    public var tableIndex: Int
  }

  /// Steps of a ghost at most (20 minutes): a longer game's ghost stops there.
  public static let maximumSteps = 20 * 60 * HolesBoard.updatesPerSecond

  /// Where the ghost was after each step; the first is the start.
  public let track: ReplayTrack<Place>

  /// The game `replay` recorded, if it plays on tables that start like `tables` do.
  public init?(replay: Replay, startingLike tables: HolesTables) {
    guard let scene = try? HolesReplays.scene(for: replay.header),
      scene.tables.tables[scene.tables.startIndex] == tables.tables[tables.startIndex]
    else { return nil }
    let track = ReplayTrack(replay: replay, scene: scene, maximumSteps: Self.maximumSteps) {
      Place(position: $0.board.ball.position, tableIndex: $0.tableIndex)
    }
    guard track.isFaithful else { return nil }
    self.track = track
  }

  /// Where the ghost is `step` steps into its game, if it still plays then.
  public func place(atStep step: Int) -> Place? {
    track.sample(atStep: step)
  }
}
