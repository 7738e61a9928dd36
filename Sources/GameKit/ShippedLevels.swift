import ArcadeKit
import Replays

// MARK: - ShippedLevels

/// The levels a game ships with, in play order, each as its identity and the SHA-256 of its
/// canonical text: what a board compares a run's levels with before ranking it as a run of the
/// game's own levels.
///
/// The identity alone is a 64-bit FNV hash, a name rather than a proof: a made-up level could
/// be given a shipped level's identity. The digest of the text cannot be matched so. The lists
/// are compiled in (each game's `…ShippedLevels.swift`), so a level folder edited on disk never
/// makes a home-made level a built-in one; `ShippedLevelDigestTests` checks them against
/// `Levels/` and prints the list to paste when a shipped level changes.
public struct ShippedLevels: Sendable {
  /// One shipped level.
  public struct Level: Hashable, Sendable {
    /// Its identity (`balls-0123456789abcdef`).
    public var identity: String
    /// The SHA-256 of its canonical text, as 64 hex digits.
    public var digest: String

    /// Creates an entry.
    public init(_ identity: String, _ digest: String) {
      self.identity = identity
      self.digest = digest
    }
  }

  /// The shipped levels, in play order.
  public var levels: [Level]
  /// Earlier versions of shipped levels whose boards carry over to today's (Maze's mazes under
  /// their earlier pars): a run on one of them is still a run on a shipped level.
  public var former: [Level]

  /// The shipped levels `levels`, with `former` versions of them.
  public init(_ levels: [Level], former: [Level] = []) {
    self.levels = levels
    self.former = former
  }

  /// A game that ships no levels: every run is on levels of its own.
  public static let none = ShippedLevels([])

  /// Whether `level` is a shipped level (or a former version of one): its identity, and the
  /// digest of its text.
  public func ships(_ level: ReplayLevel) -> Bool {
    guard let known = entry(identity: level.identity) else { return false }
    return known.digest == SHA256.hex(level.text)
  }

  /// Whether `identity` is a shipped level's (or a former version's).
  public func shipsIdentity(_ identity: String) -> Bool {
    entry(identity: identity) != nil
  }

  /// Whether the levels a run played are the game's own: a run carrying one level plays a
  /// shipped one (any of them); a run carrying the list plays, from its start to the level it
  /// reached, the shipped levels at the very places they ship in.
  public func shipsRun(_ header: ReplayHeader, reaching reached: Int?) -> Bool {
    let played = header.playedLevels(reaching: reached)
    guard !played.isEmpty else { return false }
    if header.levels.count == 1 { return ships(played[0]) }
    for (offset, level) in played.enumerated() {
      let place = header.startIndex + offset
      guard levels.indices.contains(place), levels[place].identity == level.identity, ships(level) else {
        return false
      }
    }
    return true
  }

  /// The shipped (or former) entry with `identity`.
  private func entry(identity: String) -> Level? {
    levels.first { $0.identity == identity } ?? former.first { $0.identity == identity }
  }
}
