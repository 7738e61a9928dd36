// MARK: - MazeMedal

/// What a time at a maze earns against its par: gold within the par, silver within half as much
/// again, bronze within twice the par; slower runs finish without a medal.
///
/// The shipped pars are measured (`MazePar`): the computer's careful run times a factor, so gold
/// asks for a clean run, and a player steering at human speed earns at least bronze.
public enum MazeMedal: Int, Hashable, Sendable, CaseIterable, Comparable {
  case bronze = 1
  case silver = 2
  case gold = 3

  /// Gold, Silver, Bronze.
  public var name: String {
    switch self {
    case .gold: "Gold"
    case .silver: "Silver"
    case .bronze: "Bronze"
    }
  }

  /// The slowest time for this medal at a maze whose par is `par` seconds, in milliseconds.
  public func limitMilliseconds(par: Double) -> Int {
    let factor: Double
    switch self {
    case .gold: factor = 1
    case .silver: factor = 1.5
    case .bronze: factor = 2
    }
    return Int((par * factor * 1000).rounded())
  }

  /// The best medal `milliseconds` earns against `par` seconds; nil without a par or a medal.
  public static func earned(milliseconds: Int, par: Double?) -> MazeMedal? {
    guard let par else { return nil }
    return [MazeMedal.gold, .silver, .bronze].first { milliseconds <= $0.limitMilliseconds(par: par) }
  }

  public static func < (lhs: MazeMedal, rhs: MazeMedal) -> Bool { lhs.rawValue < rhs.rawValue }
}
