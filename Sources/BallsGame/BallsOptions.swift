import ArcadeKit
import GameKit

// MARK: - BallsOptions

/// The options a game of Balls is played with: one try per run (the daily challenge's), which a
/// replay's header writes as `tries 1`.
public struct BallsOptions: PlayOptions {
  /// Whether each run is one try: a failed level ends the run even when it passed none, and
  /// its score counts the balls the failed level removed too.
  public var isOneTry: Bool

  /// Options with or without one try per run.
  public init(isOneTry: Bool) {
    self.isOneTry = isOneTry
  }

  /// Runs that go on after a failed level that scored nothing.
  public static var standard: BallsOptions { BallsOptions(isOneTry: false) }
  /// The daily challenge's runs: one try each.
  public static let oneTry = BallsOptions(isOneTry: true)

  public init(replayHeader header: ReplayHeader, game: String) throws(ReplayHeaderError) {
    guard header.options.isEmpty || header.options == Self.oneTry.replayOptions else {
      throw ReplayHeaderError(
        "has options \(Self.describe(header.options)); \(game) knows only `tries 1` (a one-try run)")
    }
    isOneTry = !header.options.isEmpty
  }

  public var replayOptions: [ReplayOption] { isOneTry ? [ReplayOption("tries", "1")] : [] }
}
