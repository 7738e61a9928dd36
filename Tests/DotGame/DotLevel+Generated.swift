import Levels

extension DotLevel: GeneratedLevel {
  public static let generatorVersion = 1

  /// A board of 10–29 × 5–14 cells with the goal anywhere but the start corner.
  public static func generated(seed: UInt64, name: String) -> DotLevel {
    let width = 10 + Int(seed % 20)
    let height = 5 + Int(seed / 20 % 10)
    let goalX = 1 + Int(seed / 200 % UInt64(width - 1))
    let goalY = Int(seed / 7 % UInt64(height))
    return DotLevel(name: name, width: width, height: height, goalX: goalX, goalY: goalY)
  }
}
