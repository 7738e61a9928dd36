// MARK: - LevelLimits

/// Hard limits on level files, checked before anything of that size is allocated.
public enum LevelLimits {
  /// Largest level file accepted, in bytes (64 KiB).
  public static let maxFileBytes = 64 * 1024
  /// Widest map accepted, in cells.
  public static let maxMapWidth = 200
  /// Tallest map accepted, in rows.
  public static let maxMapHeight = 100
  /// Longest level name accepted, in Unicode scalars.
  public static let maxNameLength = 60
  /// Most `.level` files read from one directory; only `.level` files count, and any past it
  /// are reported as skipped.
  public static let maxFilesPerDirectory = 1000
  /// Most entries of any kind looked at in one directory, so a folder of junk cannot stall
  /// loading; stopping early is reported.
  public static let maxEntriesPerDirectory = 100_000
}
