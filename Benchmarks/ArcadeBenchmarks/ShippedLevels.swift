// MARK: - ShippedLevels

/// Where the project's own `Levels` folder is: found from this file's path, as the tests do.
enum ShippedLevels {
  /// `<repository>/Levels`, two folders up from `Benchmarks/ArcadeBenchmarks`.
  static let directory: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/Levels"
  }()
}
