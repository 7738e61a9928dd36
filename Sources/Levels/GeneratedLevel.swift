// MARK: - GeneratedLevel

/// A level model that can also make its levels from a seed: the daily challenge's levels and
/// the editors' "generate".
///
/// A generator draws only whole numbers from its seed (no trigonometry, no result that rests on
/// a platform's floating-point details) and writes fractions as whole numbers over a power of
/// ten, so the same seed makes the same canonical text on every machine. Every level it makes
/// passes the checks a file of the game passes.
public protocol GeneratedLevel: GameLevel {
  /// The version of the generator: raised whenever the same seed would make another level (the
  /// daily challenge keys its days by it, so a past day's levels never change).
  static var generatorVersion: Int { get }
  /// A level made from `seed`, named `name`.
  static func generated(seed: UInt64, name: String) -> Self
}

extension GeneratedLevel {
  /// This game's format, with its generator (`LevelFormat(generating:)`).
  public static var format: LevelFormat {
    LevelFormat(generating: Self.self)
  }
}
