import ArcadeKit
import Physics

// MARK: - HolesGhost

/// The best game from the same first table, to race: where its ball was, and on which table,
/// at each step since its start, worked out by playing its replay.
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
  public let places: [Place]

  /// The game `replay` recorded, if it plays on tables that start like `tables` do.
  public init?(replay: Replay, startingLike tables: HolesTables) {
    guard let scene = try? HolesReplays.scene(for: replay.header),
      scene.tables.tables[scene.tables.startIndex] == tables.tables[tables.startIndex]
    else { return nil }
    var player = ReplayPlayer(replay: replay, scene: scene)
    var places = [Place(position: scene.board.ball.position, tableIndex: scene.tableIndex)]
    while !player.isOver, places.count <= Self.maximumSteps {
      guard player.advance() == .stepped, let stepped = player.scene as? HolesScene else { continue }
      places.append(Place(position: stepped.board.ball.position, tableIndex: stepped.tableIndex))
    }
    if case .diverged? = player.outcome { return nil }
    self.places = places
  }

  /// Where the ghost is `step` steps into its game, if it still plays then.
  public func place(atStep step: Int) -> Place? {
    places.indices.contains(step) ? places[step] : nil
  }
}
