import ArcadeKit
import GameKit

/// The games the arcade offers, in menu order; games register by being listed here at the edge.
public struct GameRegistry: Sendable {
  public let entries: [GameEntry]

  /// Creates a registry; ids must be unique (later duplicates are dropped).
  public init(_ entries: [GameEntry]) {
    var seen = Set<String>()
    self.entries = entries.filter { seen.insert($0.id).inserted }
  }

  /// The entry with `id` (case-insensitive), if registered.
  public func entry(id: String) -> GameEntry? {
    entries.first { $0.id.lowercased() == id.lowercased() }
  }

  /// The registered ids, for error messages and help.
  public var ids: [String] { entries.map(\.id) }

  /// The actions the player can rebind: the global ones, then each game's.
  public var keyContexts: [KeyContext] { [.global] + entries.compactMap(\.keyContext) }
}
