// MARK: - LevelDirectoryListing

/// What a level folder holds: its `.level` files up to the limit, its other entries, and what
/// was left out, so that nothing is skipped without a word.
///
/// Only `.level` files count towards `LevelLimits.maxFilesPerDirectory`; other files cannot
/// crowd levels out. Reading stops after `LevelLimits.maxEntriesPerDirectory` entries of any
/// kind, which bounds the time a folder of junk can take, and that is reported too.
public struct LevelDirectoryListing: Equatable, Sendable {
  /// Names ending in `.level`, sorted; at most `LevelLimits.maxFilesPerDirectory`.
  public var levelNames: [String]
  /// Other names that are not hidden (sub-folders, read-me files, junk), sorted.
  public var otherNames: [String]
  /// How many `.level` names were left out because the folder holds more than the limit.
  public var skippedLevelCount: Int
  /// The first name left out (by sort order), if any.
  public var firstSkippedLevel: String?
  /// Whether reading stopped at `LevelLimits.maxEntriesPerDirectory` entries before the end.
  public var stoppedEarly: Bool

  /// Creates a listing from the names found, keeping the first `.level` names by sort order.
  public init(names: [String], stoppedEarly: Bool = false) {
    let sorted = names.filter { !$0.hasPrefix(".") }.sorted()
    let levels = sorted.filter { $0.hasSuffix(".level") }
    let limit = LevelLimits.maxFilesPerDirectory
    levelNames = Array(levels.prefix(limit))
    otherNames = sorted.filter { !$0.hasSuffix(".level") }
    skippedLevelCount = max(0, levels.count - limit)
    firstSkippedLevel = levels.count > limit ? levels[limit] : nil
    self.stoppedEarly = stoppedEarly
  }

  // MARK: - Notes

  /// One error, naming the folder, for each kind of thing skipped; empty when nothing was.
  public func skipNotes(path: String) -> [LevelError] {
    var notes: [LevelError] = []
    if let first = firstSkippedLevel {
      let limit = LevelLimits.maxFilesPerDirectory
      notes.append(
        LevelError(
          path: path, line: 0, column: 0,
          message:
            "holds \(limit + skippedLevelCount) .level files but at most \(limit) are read from one folder; "
            + "the last \(skippedLevelCount) by name, from '\(first)' on, were skipped; "
            + "move some to another folder"))
    }
    if stoppedEarly {
      let limit = LevelLimits.maxEntriesPerDirectory
      notes.append(
        LevelError(
          path: path, line: 0, column: 0,
          message:
            "has more than \(limit) entries; only the first \(limit) were looked at, so levels may be "
            + "missing; remove the files that are not levels"))
    }
    return notes
  }
}
