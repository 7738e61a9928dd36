import ArcadeKit

/// What re-simulating a score's replay proved about the score.
public enum ReplayVerdict: Hashable, Sendable, CustomStringConvertible {
  /// The replay, played again, ends with exactly the recorded score.
  case verified
  /// The replay does not end with the recorded score (or is of another board): `reason` says how.
  case mismatched(reason: String)
  /// Nothing can be proved: no replay kept, other rules, or a replay that cannot be read.
  case unverifiable(reason: String)

  public var description: String {
    switch self {
    case .verified: "verified"
    case .mismatched(let reason): "MISMATCHED: \(reason)"
    case .unverifiable(let reason): "unverifiable: \(reason)"
    }
  }
}
