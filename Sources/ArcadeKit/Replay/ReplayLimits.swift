/// The bounds a replay stays within, when it is recorded and when it is read: a hostile or
/// damaged file can make the arcade neither run long nor use much memory.
public enum ReplayLimits {
  /// The largest replay file read (1 MiB).
  package static let maximumBytes = 1 << 20
  /// The largest replay kept with a score (256 KiB); a longer game's score has no replay.
  public static let maximumStoredBytes = 256 << 10
  /// Inputs in one replay.
  package static let maximumEvents = 100_000
  /// Steps in one replay: three hours at 60 steps a second.
  public static let maximumSteps = 3 * 60 * 60 * 60
  /// Levels one replay carries.
  package static let maximumLevels = 100
  /// Options and key lines one replay carries (each).
  package static let maximumLines = 200
  /// Characters on one line of a replay file (a level's row included).
  package static let maximumLineLength = 4096
}
