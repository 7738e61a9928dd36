import ArcadeKit
import GameKit

// MARK: - MazeOptions

/// How a maze is labelled on screen and in its replay: `3/6` when it is one of a run of mazes
/// played in turn, nothing for a maze played alone (a file, a replay without one).
public struct MazeOptions: PlayOptions {
  /// The label shown before the maze's name (`3/6`); empty for none.
  public var label: String
  /// Whether each maze of the run is labelled with its place (`forLevel(_:of:)`).
  public var numbersMazes: Bool

  /// Options with `label`, numbering the mazes of a run or not.
  public init(label: String = "", numbersMazes: Bool = false) {
    self.label = label
    self.numbersMazes = numbersMazes
  }

  /// A maze played alone: no label.
  public static var standard: MazeOptions { MazeOptions() }
  /// A run through a list of mazes, each labelled with its place.
  public static let numbered = MazeOptions(numbersMazes: true)

  public init(replayHeader header: ReplayHeader, game: String) throws(ReplayHeaderError) {
    guard header.options.allSatisfy({ $0.name == "label" }), header.options.count <= 1 else {
      throw ReplayHeaderError(
        "has options \(Self.describe(header.options)); \(game) knows only `label` (a maze's place)")
    }
    self.init(label: header.options.first?.value ?? "")
  }

  public var replayOptions: [ReplayOption] { label.isEmpty ? [] : [ReplayOption("label", label)] }

  public func forLevel(_ index: Int, of count: Int) -> MazeOptions {
    numbersMazes ? MazeOptions(label: "\(index + 1)/\(count)", numbersMazes: true) : self
  }
}
